// Brand check: every document of a brand folder against its schema, the cross-document rules and
// the contrast of the derived theme, with each finding as `file:line  /json/pointer  message`.
// The rules are the app's own (scripts/brand/engine.ts, bundled once into node_modules/.cache).
//
//   import { checkBrandFolder, loadEngine } from './scripts/brand/check.mjs';
//   const result = await checkBrandFolder('brands/aurora');   // { code, dir, ok, errors, warnings, ms }
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { performance } from 'node:perf_hooks';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sourceMap from 'json-source-map';
import { lanesReply } from '../preview-platform/routes/games.mjs';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const BRANDS_DIR = join(ROOT, 'brands');
// one engine per checkout: two checkouts sharing node_modules (a linked worktree) must not run each other's rules
const CACHE_DIR = join(ROOT, 'node_modules/.cache/brand-check', createHash('sha256').update(ROOT).digest('hex').slice(0, 12));
const ENTRY = join(ROOT, 'scripts/brand/engine.ts');

/** The documents every brand folder must have (the platform's two may be recorded replies instead, RECORDED_DOCUMENTS). */
export const REQUIRED_FILES = ['brand.json', 'permission.json', 'registration.json'];

/** A brand document the preview platform answers from a recorded reply when the folder has one. */
export const RECORDED_DOCUMENTS = {
  'permission.json': 'replies/wps/system/status.json',
  'registration.json': 'replies/wps/system/setting/register.json',
};

let enginePromise = null;

function newestInput(inputs) {
  let newest = 0;
  for (const file of inputs) {
    try {
      newest = Math.max(newest, statSync(file).mtimeMs);
    } catch {
      return Infinity; // an input went away: rebuild
    }
  }
  return newest;
}

async function buildEngine(out, meta) {
  const { rolldown } = await import('rolldown');
  const bundle = await rolldown({ input: ENTRY, platform: 'node', logLevel: 'silent', treeshake: true, cwd: ROOT });
  const { output } = await bundle.generate({ format: 'esm' });
  await bundle.close();
  const chunk = output.find((o) => o.type === 'chunk' && o.isEntry);
  const inputs = output.flatMap((o) => (o.type === 'chunk' ? o.moduleIds : [])).filter((id) => id.startsWith('/') && existsSync(id));
  mkdirSync(CACHE_DIR, { recursive: true });
  // written aside and renamed: a parallel run never reads half a file
  const tmp = `${out}.${process.pid}.tmp`;
  writeFileSync(tmp, chunk.code);
  writeFileSync(`${meta}.${process.pid}.tmp`, JSON.stringify({ inputs: [...new Set([ENTRY, ...inputs])] }));
  renameSync(`${meta}.${process.pid}.tmp`, meta);
  renameSync(tmp, out);
}

const GENERATED = join(ROOT, 'src/contract/generated/validators.js');

/**
 * The compiled schemas the rules import (src/contract/generated/, not in git): compiled here when
 * missing (a fresh clone before `npm run schemas`), so a tool says so in one line instead of
 * failing with a bundler's stack trace.
 */
export function ensureSchemas() {
  if (existsSync(GENERATED)) return;
  console.log('compiling the schemas first (src/contract/generated/ is missing)…');
  const run = spawnSync(process.execPath, [join(ROOT, 'scripts/compile-schemas.mjs')], { encoding: 'utf8', cwd: ROOT });
  if (run.status !== 0 || !existsSync(GENERATED)) {
    throw new Error(`could not compile the schemas (npm run schemas):\n${(run.stderr || run.stdout || '').trim()}`);
  }
}

/**
 * The checker's rules as a Node module: scripts/brand/engine.ts and what it imports from src/,
 * bundled with rolldown when missing or older than any of its inputs (about 100 ms, once).
 */
export function loadEngine() {
  enginePromise ??= (async () => {
    ensureSchemas();
    const out = join(CACHE_DIR, 'engine.mjs');
    const meta = join(CACHE_DIR, 'engine.json');
    let fresh = false;
    if (existsSync(out) && existsSync(meta)) {
      try {
        const { inputs } = JSON.parse(readFileSync(meta, 'utf8'));
        fresh = newestInput(inputs) <= statSync(out).mtimeMs;
      } catch {
        fresh = false;
      }
    }
    if (!fresh) await buildEngine(out, meta);
    return import(`${pathToFileURL(out).href}?v=${statSync(out).mtimeMs}`);
  })();
  return enginePromise;
}

/** The brand folder's own locale files (`locales/<lang>.json`, lower-case code), sorted. */
export function brandLocaleFiles(dir) {
  try {
    return readdirSync(join(dir, 'locales')).filter((f) => /^[a-z]{2,3}(-[a-z0-9]{2,8})?\.json$/.test(f)).sort();
  } catch {
    return [];
  }
}

/** The site's locale files as parsed, by upper-case code (read once per locales folder). */
const siteStringsCache = new Map();
function siteStrings(localesDir = join(ROOT, 'locales')) {
  if (!siteStringsCache.has(localesDir)) {
    const out = {};
    for (const code of localeCodes(localesDir)) {
      try {
        out[code] = JSON.parse(readFileSync(join(localesDir, `${code.toLowerCase()}.json`), 'utf8'));
      } catch {
        /* the site's own tests hold its locale files valid */
      }
    }
    siteStringsCache.set(localesDir, out);
  }
  return siteStringsCache.get(localesDir);
}

/** Upper-case codes of the languages that have a file in locales/. */
export function localeCodes(localesDir = join(ROOT, 'locales')) {
  try {
    return readdirSync(localesDir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.slice(0, -5).toUpperCase())
      .sort();
  } catch {
    return [];
  }
}

/** 1-based line and column of a character offset. */
function lineColumnAt(text, pos) {
  let line = 1;
  let start = 0;
  for (let i = 0; i < pos && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      start = i + 1;
    }
  }
  return { line, column: Math.min(pos, text.length) - start + 1 };
}

/**
 * A JSON syntax error at its real line and column (from the parser's character position, or the
 * line and column newer engines write), with the position noise out of the message.
 */
function syntaxProblem(text, err) {
  const pos = /at position (\d+)/.exec(err.message);
  const lc = /line (\d+) column (\d+)/.exec(err.message);
  const { line, column } = pos ? lineColumnAt(text, Number(pos[1])) : lc ? { line: Number(lc[1]), column: Number(lc[2]) } : { line: 1, column: 0 };
  const reason = err.message.replace(/\s*\(line \d+ column \d+\)/, '').replace(/\s*at position \d+/, '');
  return { line, column, message: `is not valid JSON at line ${line}${column ? `, column ${column}` : ''}: ${reason}` };
}

/** The line of a pointer in a file: its key's line, or its nearest existing parent's (a missing property). */
function lineOf(pointers, pointer) {
  let p = pointer;
  for (;;) {
    const at = pointers[p];
    if (at) return (at.key ?? at.value).line + 1;
    if (p === '') return 1;
    p = p.slice(0, p.lastIndexOf('/'));
  }
}

/** Relative paths of the JSON files of a folder worth reading: the documents, fixtures/*.json and replies/**\/*.json. */
function jsonFiles(dir) {
  const files = [...REQUIRED_FILES, ...Object.values(RECORDED_DOCUMENTS)].filter((f) => existsSync(join(dir, f)));
  try {
    for (const f of listJson(join(dir, 'replies'))) if (!files.includes(`replies/${f}`)) files.push(`replies/${f}`);
  } catch {
    /* no recorded replies */
  }
  try {
    for (const f of readdirSync(join(dir, 'fixtures')).sort()) if (f.endsWith('.json')) files.push(`fixtures/${f}`);
  } catch {
    /* no fixtures: the preview answers empty lists */
  }
  // the brand's own wording: overrides of the site's keys, or a language of its own
  for (const f of brandLocaleFiles(dir)) files.push(`locales/${f}`);
  return files;
}

function displayPath(abs) {
  const rel = relative(process.cwd(), abs);
  return (rel.startsWith('..') ? abs : rel).split(sep).join('/');
}

/**
 * Checks one brand folder. Errors and warnings are `{ file, line, pointer, message }` (file as
 * shown to the user: relative to the working directory when inside it); contrast warnings also
 * carry `ratio` and `required`. `ms` is the time this folder took (the engine loads once).
 */
export async function checkBrandFolder(folder, { localesDir } = {}) {
  const engine = await loadEngine();
  const started = performance.now();
  const dir = resolve(folder);
  const docs = {};
  const maps = {};
  const errors = [];
  const texts = [];
  const show = (file) => displayPath(join(dir, file));

  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    errors.push({ file: displayPath(dir), line: 0, pointer: '', message: 'is not a folder' });
    return { code: basename(dir), dir, ok: false, errors, warnings: [], ms: performance.now() - started };
  }
  for (const file of REQUIRED_FILES) {
    const recorded = RECORDED_DOCUMENTS[file];
    if (!existsSync(join(dir, file)) && !(recorded && existsSync(join(dir, recorded)))) {
      errors.push({ file: show(file), line: 0, pointer: '', message: `is missing (every brand folder needs it${recorded ? `, or its recorded reply ${recorded}` : ''})` });
    }
  }
  for (const file of jsonFiles(dir)) {
    const text = readFileSync(join(dir, file), 'utf8');
    texts.push(text);
    try {
      const { data, pointers } = sourceMap.parse(text);
      docs[file] = data;
      maps[file] = pointers;
    } catch {
      try {
        // valid JSON that the line-mapping parser cannot follow (it recurses: a 3,000-level tree
        // overflows it): checked all the same, its findings without lines
        docs[file] = JSON.parse(text);
      } catch (err) {
        const { line, column, message } = syntaxProblem(text, err);
        errors.push({ file: show(file), line, column, pointer: '', message });
      }
    }
  }

  const assetsDir = join(dir, 'assets');
  const facts = {
    locales: localeCodes(localesDir),
    siteStrings: siteStrings(localesDir),
    assetExists: (path) => {
      const abs = resolve(assetsDir, path);
      return abs.startsWith(assetsDir + sep) && existsSync(abs) && statSync(abs).isFile();
    },
    assetFiles: existsSync(assetsDir) ? listFiles(assetsDir) : [],
    assetText: (path) => {
      const abs = resolve(assetsDir, path);
      if (!abs.startsWith(assetsDir + sep) || !/\.svg$/i.test(abs) || !existsSync(abs) || !statSync(abs).isFile()) return undefined;
      return readFileSync(abs, 'utf8');
    },
    documentsText: texts.join('\n'),
  };
  // the platform's documents may be recorded replies (value or envelope): checked as the value,
  // their findings placed in the recording
  const placed = {};
  for (const [file, recorded] of Object.entries(RECORDED_DOCUMENTS)) {
    if (file in docs || !(recorded in docs)) continue;
    const reply = docs[recorded];
    const enveloped = reply && typeof reply === 'object' && !Array.isArray(reply) && 'success' in reply;
    docs[file] = enveloped ? reply.value : reply;
    placed[file] = { file: recorded, prefix: enveloped ? '/value' : '' };
  }
  // the vendor lanes boot reads: the brand's recorded reply, else what the preview platform makes
  // of fixtures/games.json (findings point back into that fixture)
  const lanes = lanesOfFolder(docs);
  let found;
  try {
    found = engine.checkBrandDocuments(docs, facts, lanes.reply, lanes.locate);
  } catch (err) {
    // a rule that breaks is a finding of its own, never a crash of the check
    found = { errors: [{ file: 'brand.json', pointer: '', message: `could not be checked: ${err instanceof Error ? err.message : String(err)}` }], warnings: [] };
  }
  const locate = (finding) => {
    const where = placed[finding.file];
    const f = where ? { ...finding, file: where.file, pointer: `${where.prefix}${finding.pointer}` } : finding;
    return { ...f, file: show(f.file), line: maps[f.file] ? lineOf(maps[f.file], f.pointer) : 0 };
  };
  errors.push(...found.errors.map(locate));

  // a folder in brands/ is served under its name: the manifest must say the same code
  const manifest = docs['brand.json'];
  const code = typeof manifest?.merchantCode === 'string' ? manifest.merchantCode : basename(dir);
  if (dirname(dir) === BRANDS_DIR && typeof manifest?.merchantCode === 'string' && manifest.merchantCode !== basename(dir)) {
    errors.push(locate({ file: 'brand.json', pointer: '/merchantCode', message: `must be the folder's name (${basename(dir)})` }));
  }
  const warnings = found.warnings.map(locate);
  return { code, dir, ok: errors.length === 0, errors, warnings, ms: performance.now() - started };
}

const LANES_REPLY = 'replies/wps/relay/GCSGAME_newGameVendor.json';

/** Relative paths of the files under a folder, sorted. */
function listFiles(root, prefix = '') {
  const out = [];
  for (const e of readdirSync(join(root, prefix), { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${e.name}` : e.name;
    if (e.isDirectory()) out.push(...listFiles(root, rel));
    else out.push(rel);
  }
  return out.sort();
}

/** Relative paths of the .json files under a folder, sorted. */
function listJson(root) {
  return listFiles(root).filter((f) => f.endsWith('.json'));
}

/**
 * The vendor-lanes reply of a folder and how to place a finding of it in a file: the recorded
 * reply when there is one (value or envelope), else the lanes the preview platform makes of
 * fixtures/games.json (a finding at /data/lanes/<i>/cards/<j> is at /vendors/<type>/<j> there).
 */
function lanesOfFolder(docs) {
  const recorded = docs[LANES_REPLY];
  if (recorded !== undefined) {
    const enveloped = recorded && typeof recorded === 'object' && !Array.isArray(recorded) && 'success' in recorded;
    return { reply: enveloped ? recorded.value : recorded, locate: (pointer) => ({ file: LANES_REPLY, pointer: enveloped ? `/value${pointer}` : pointer }) };
  }
  const games = docs['fixtures/games.json'];
  const { reply, sources } = lanesReply(games?.vendors, games?.classify);
  const locate = (pointer) => {
    const m = /^\/data\/lanes\/(\d+)(?:\/(cards|gameClassify)(\/.*)?)?/.exec(pointer);
    const type = m ? sources[Number(m[1])] : undefined;
    if (!m || type === undefined) return { file: 'fixtures/games.json', pointer: '/vendors' };
    const part = m[2] === 'gameClassify' ? 'classify' : 'vendors';
    return { file: 'fixtures/games.json', pointer: `/${part}/${type}${m[3] ?? ''}` };
  };
  return { reply, locate };
}

/** Brand folders under brands/ (not the ones starting with "_", e.g. a template). */
export function allBrandFolders(brandsDir = BRANDS_DIR) {
  return readdirSync(brandsDir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !e.name.startsWith('_') && !e.name.startsWith('.'))
    .map((e) => join(brandsDir, e.name))
    .sort();
}

/** `file:line[:column]  /pointer  message` (pointer "" shows as "/"). */
export function formatFinding(f) {
  return `${f.file}${f.line ? `:${f.line}${f.column ? `:${f.column}` : ''}` : ''}  ${f.pointer || '/'}  ${f.message}`;
}
