#!/usr/bin/env node
// Visual snapshots of every brand (tests/snapshots/): builds the site, serves it from the
// preview platform, shoots brand × theme × language × screen in Debian's Chromium, compares
// with the committed baselines and writes one gallery page, snapshot-report/index.html.
//
//   npm run snapshot                                  everything
//   npm run snapshot -- --brand aurora,ember --theme dark --screen home,login --lang EN
//   npm run snapshot -- --update                      rewrite the baselines of what changed (and missing ones)
//   npm run snapshot -- --shard 1/3                   this machine's third of the matrix
//   npm run snapshot -- --dist dist                   use an existing build instead of building
//   npm run snapshot -- ../acme-brand                 a brand folder from anywhere (or a folder of them)
//   npm run snapshot -- --brands-dir ../operator/brands  another folder of brand folders instead of brands/
// Other arguments go to `playwright test` as they are (e.g. --workers 1, -g "aurora dark").
import { existsSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isBrandPath, snapshotBrands } from './snapshot-brands.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const THEMES = ['dark', 'light'];

function usage(message) {
  if (message) console.error(`snapshot: ${message}\n`);
  console.error(
    [
      'usage: npm run snapshot -- [options] [playwright test options]',
      '  <folder>         a brand folder from anywhere, or a folder of brand folders (mounted beside brands/)',
      '  --brands-dir d   shoot the brand folders of d instead of brands/',
      '  --brand a,b      only these brands (their codes)',
      '  --theme dark     only this theme (dark, light)',
      '  --screen a,b     only these screens (SCREENS in tests/snapshots/matrix.ts, which checks them); "login" matches login and login-register',
      '  --lang EN        only these languages (each brand keeps those it supports)',
      '  --update         rewrite baselines that changed or are missing',
      '  --shard i/n      run the i-th of n parts (Playwright sharding)',
      '  --dist <dir>     serve this build instead of building into node_modules/.cache/snapshot-dist',
      '  --port <n>       preview platform port (default 4320, or SNAPSHOT_PORT)',
      '  --workers <n>    parallel browsers (default 2)',
      '  --report <dir>   where the gallery goes (default snapshot-report/)',
    ].join('\n'),
  );
  process.exit(message ? 2 : 0);
}

const args = process.argv.slice(2);
const opts = { 'brands-dir': null, brand: null, theme: null, screen: null, lang: null, update: false, dist: null, port: null, workers: null, report: null };
const passThrough = [];
const brandPaths = [];
for (let i = 0; i < args.length; i++) {
  if (isBrandPath(args[i])) {
    brandPaths.push(args[i]);
    continue;
  }
  const m = /^--([a-z-]+)(?:=(.*))?$/.exec(args[i]);
  const name = m?.[1];
  const value = () => m[2] ?? args[++i] ?? usage(`--${name} needs a value`);
  if (name === 'help' || args[i] === '-h') usage();
  else if (name === 'update') opts.update = true;
  else if (name && name in opts) opts[name] = value();
  else if (name === 'shard') passThrough.push(`--shard=${value()}`);
  else passThrough.push(args[i]);
}

const list = (s) => (s ? s.split(',').map((x) => x.trim()).filter(Boolean) : null);
let setup;
try {
  setup = snapshotBrands({ root, brandsDir: opts['brands-dir'], paths: brandPaths });
} catch (err) {
  usage(err.message);
}
const known = [...setup.folders.keys()];
if (known.length === 0) usage(`no brand folder in ${setup.env.SNAPSHOT_BRANDS_DIR}`);
const brands = list(opts.brand);
for (const b of brands ?? []) if (!known.includes(b)) usage(`unknown brand "${b}" (known: ${known.join(', ')})`);
const themes = list(opts.theme);
for (const t of themes ?? []) if (!THEMES.includes(t)) usage(`unknown theme "${t}" (${THEMES.join(', ')})`);
let screens = list(opts.screen);
if (screens?.includes('login') && !screens.includes('login-register')) screens = [...screens, 'login-register'];
const langs = list(opts.lang)?.map((l) => l.toUpperCase());
if (langs) {
  const all = new Set(known.flatMap((b) => JSON.parse(readFileSync(join(setup.folders.get(b), 'brand.json'), 'utf8')).languages?.supported ?? []));
  for (const l of langs) if (!all.has(l)) usage(`no brand supports language "${l}" (${[...all].join(', ')})`);
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`Chromium not found at ${chromium}: sudo apt-get install -y chromium, or set CHROMIUM_PATH.`);
  process.exit(1);
}

const run = (cmd, argv, env = process.env) => spawnSync(cmd, argv, { cwd: root, stdio: 'inherit', env }).status ?? 1;

let dist = opts.dist ? resolve(opts.dist) : join(root, 'node_modules', '.cache', 'snapshot-dist');
if (!opts.dist) {
  const t0 = Date.now();
  console.log(`Building the site into ${dist} …`);
  if (run('node', ['scripts/compile-schemas.mjs']) !== 0) process.exit(1);
  const viteArgs = ['vite', 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'];
  if (run(join(root, 'node_modules', '.bin', 'vite'), viteArgs.slice(1)) !== 0) process.exit(1);
  console.log(`Built in ${((Date.now() - t0) / 1000).toFixed(1)}s`);
}
if (!existsSync(join(dist, 'index.html'))) {
  console.error(`${dist}/index.html is missing: build first (npm run build) or drop --dist.`);
  process.exit(1);
}

const env = {
  ...process.env,
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  SNAPSHOT_DIST: dist,
  ...setup.env,
  ...(opts.port ? { SNAPSHOT_PORT: opts.port } : {}),
  ...(opts.workers ? { SNAPSHOT_WORKERS: opts.workers } : {}),
  ...(opts.report ? { SNAPSHOT_REPORT: resolve(opts.report) } : {}),
  ...(brands ? { SNAPSHOT_BRANDS: brands.join(',') } : {}),
  ...(themes ? { SNAPSHOT_THEMES: themes.join(',') } : {}),
  ...(screens ? { SNAPSHOT_SCREENS: screens.join(',') } : {}),
  ...(langs ? { SNAPSHOT_LANGS: langs.join(',') } : {}),
};
const pwArgs = ['test', '-c', 'tests/snapshots/playwright.snapshots.config.ts', ...(opts.update ? ['--update-snapshots=changed'] : []), ...passThrough];
process.exit(run(join(root, 'node_modules', '.bin', 'playwright'), pwArgs, env));
