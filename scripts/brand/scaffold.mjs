// Scaffolds a brand folder: copies the template (scripts/brand/template/) or an existing brand,
// then sets the merchant code, the name and the domains and moves every same-origin path of the
// source (/brands/<from>/…, /cdn/banners/<from>/…) to the new code.
//
//   import { scaffoldBrand } from './scripts/brand/scaffold.mjs';
//   scaffoldBrand({ code: 'nova', from: 'ember' })   // -> { dir, from, name, files }
import { cpSync, existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, extname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
export const TEMPLATE_DIR = join(HERE, 'template');
const ROOT = resolve(HERE, '../..');
const DEFAULT_BRANDS_DIR = join(ROOT, 'brands');
const SCHEMAS_DIR = join(ROOT, 'schemas');

/** The manifest's merchantCode pattern (schemas/brand-manifest.schema.json). */
export const CODE_RE = /^[a-z0-9][a-z0-9-]{1,30}$/;
const TEXT_EXT = new Set(['.json', '.svg', '.txt', '.md', '.html']);

/** "lucky-star" -> "Lucky Star" */
export function nameFromCode(code) {
  return code
    .split('-')
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(' ');
}

const escapeRe = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function walkFiles(dir, out = []) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const abs = join(dir, e.name);
    if (e.isDirectory()) walkFiles(abs, out);
    else if (e.isFile()) out.push(abs);
  }
  return out;
}

/** Where `from` lives: the template, a path to a folder, or a code under brandsDir. */
function sourceDir(from, brandsDir) {
  if (!from) return TEMPLATE_DIR;
  const asPath = resolve(from);
  if ((from.includes('/') || from.startsWith('.')) && existsSync(join(asPath, 'brand.json'))) return asPath;
  for (const base of new Set([brandsDir, DEFAULT_BRANDS_DIR])) {
    if (existsSync(join(base, from, 'brand.json'))) return join(base, from);
  }
  throw new Error(`no brand folder "${from}" (looked in ${[...new Set([brandsDir, DEFAULT_BRANDS_DIR])].join(', ')})`);
}

/**
 * Creates `<brandsDir>/<code>/` from the template or from `from`. Throws on a bad code or an
 * existing folder. Returns what it wrote.
 */
export function scaffoldBrand({ code, from, name, brandsDir = DEFAULT_BRANDS_DIR }) {
  if (!CODE_RE.test(code ?? '')) {
    throw new Error(`"${code}" is not a brand code: 2-31 lower-case letters, digits or '-', starting with a letter or digit`);
  }
  const dir = join(resolve(brandsDir), code);
  if (existsSync(dir)) throw new Error(`${dir} already exists`);
  const src = sourceDir(from, resolve(brandsDir));
  const manifest = JSON.parse(readFileSync(join(src, 'brand.json'), 'utf8'));
  const oldCode = manifest.merchantCode;
  const oldName = manifest.name;
  const newName = name ?? nameFromCode(code);

  cpSync(src, dir, { recursive: true, filter: (p) => !basename(p).startsWith('.') });

  // the old code as a path segment or host label: /brands/<old>/…, /cdn/banners/<old>/…, <old>.example.test, /<old>-app.apk
  const codePath = new RegExp(`(^|[/."])${escapeRe(oldCode)}(?=[/."-])`, 'g');
  const files = walkFiles(dir);
  for (const file of files) {
    if (!TEXT_EXT.has(extname(file)) || statSync(file).size > 2_000_000) continue;
    const text = readFileSync(file, 'utf8');
    let next = text.replace(codePath, `$1${code}`);
    if (oldName && oldName !== newName) {
      next = next.split(oldName).join(newName).split(encodeURIComponent(oldName)).join(encodeURIComponent(newName));
    }
    if (next !== text) writeFileSync(file, next);
  }

  // `$schema` paths that work wherever the folder is (the template's assume brands/<code>/)
  for (const file of files) {
    if (extname(file) !== '.json') continue;
    const text = readFileSync(file, 'utf8');
    const next = text.replace(/("\$schema"\s*:\s*")([^"]*)"/, (whole, head, value) => {
      const schema = join(SCHEMAS_DIR, basename(value));
      return existsSync(schema) ? `${head}${relative(dirname(file), schema).split(sep).join('/')}"` : whole;
    });
    if (next !== text) writeFileSync(file, next);
  }

  // the manifest's identity, set structurally (keeps key order and formatting of the rest)
  const manifestFile = join(dir, 'brand.json');
  const written = JSON.parse(readFileSync(manifestFile, 'utf8'));
  written.merchantCode = code;
  written.name = newName;
  written.domains = [`${code}.localhost`, `${code}.example.test`];
  writeFileSync(manifestFile, `${JSON.stringify(written, null, 2)}\n`);

  return { dir, from: from ? src : 'template', name: newName, files: files.length };
}
