#!/usr/bin/env node
/**
 * Puts the brands' public documents beside the build, so `dist/` is deployable on a static
 * host as it is: dist/brands/index.json, dist/brands/<code>/brand.json, its compiled theme
 * (theme.json, see theme-engine.mjs) and its assets. The platform replies (permission,
 * registration) and fixtures are the operator's, not copied.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BRAND_LOCALE_FILE, createBrandStore } from './preview-platform/brands.mjs';
import { loadThemeEngine, themeCss } from './theme-engine.mjs';
import { loadEngine } from './brand/check.mjs';
import { writeInitScript } from './brand/initScript.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const brandsDir = join(root, 'brands');
const out = join(root, 'dist', 'brands');

if (!existsSync(join(root, 'dist'))) {
  console.error('dist/ is missing: run vite build first');
  process.exit(1);
}
rmSync(out, { recursive: true, force: true });
const index = createBrandStore(brandsDir).index();
const themeEngine = await loadThemeEngine();
const manifests = {};
for (const { code } of index.brands) {
  mkdirSync(join(out, code), { recursive: true });
  const manifest = readFileSync(join(brandsDir, code, 'brand.json'));
  writeFileSync(join(out, code, 'brand.json'), manifest);
  try {
    manifests[code] = JSON.parse(manifest);
  } catch {
    // not JSON: the site reports it; the first-paint script waits for the reply instead
  }
  // the brand's colours, derived now so the site's first load carries no colour maths
  try {
    const { theme } = JSON.parse(manifest);
    const compiled = themeEngine.compile(theme);
    writeFileSync(join(out, code, 'theme.json'), `${JSON.stringify(compiled, null, 2)}\n`);
    // what the first paint of a first visit waits for (public/theme-init.js)
    writeFileSync(join(out, code, 'theme.css'), themeCss(compiled, theme?.defaultMode));
  } catch (err) {
    // the site derives the colours itself (and its schema check names what is wrong)
    console.warn(`brands/${code}: no compiled theme (${err.message})`);
  }
  // the brand's own wording, named in index.json (`locales`)
  if (existsSync(join(brandsDir, code, 'locales'))) cpSync(join(brandsDir, code, 'locales'), join(out, code, 'locales'), { recursive: true, filter: (src) => !src.endsWith('.json') || BRAND_LOCALE_FILE.test(basename(src)) });
  if (existsSync(join(brandsDir, code, 'assets'))) cpSync(join(brandsDir, code, 'assets'), join(out, code, 'assets'), { recursive: true });
}
writeFileSync(join(out, 'index.json'), `${JSON.stringify(index, null, 2)}\n`);
// the first-paint script resolves the merchant from the address before the framework runs: it
// gets the brands' domains and codes (what /brands/index.json says) written into it, the
// platform's boot calls from the contract, which it starts at once, the first-paint strings, and
// what it needs of each brand.json to start those strings and the home's first calls at once
const initScript = join(root, 'dist', 'theme-init.js');
if (existsSync(initScript)) writeFileSync(initScript, writeInitScript(readFileSync(initScript, 'utf8'), index, await loadEngine(), readdirSync(join(root, 'dist', 'assets')), manifests));
console.log(`dist/brands: ${index.brands.map((b) => b.code).join(', ')} (default ${index.default})`);
