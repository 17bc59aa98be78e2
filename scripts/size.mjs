#!/usr/bin/env node
/**
 * Prints what the home page costs: every JavaScript file Chromium fetches to render it (the
 * build's chunks and theme-init.js, the first-paint script every page runs first), gzipped as the
 * platform serves it (the chunks' zopfli copies, scripts/precompress.mjs; gzip -9 of the others),
 * per brand, against the budget, with gzip -9 beside it; plus the lazy chunks it does not load.
 * Figures only: this is a measurement, not a test.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { scrollToFooter } from './footer-scroll.mjs';
import { distDir, launchChromium, startPlatform } from './measure-home.mjs';
import { measureFrameworkFloor } from './size-floor.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const BUDGET_KIB = 150;
const RUNS = Number(process.env.SIZE_RUNS) || 9;
/** The value a share `q` of the sorted values stays at or under (nearest rank). */
const quantile = (xs, q) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : undefined;
};
/** the mark src/state/afterFirstScreen.ts (LATE_HOSTS_MARK) sets when the first screen is done */
const LATE_HOSTS_MARK = 'late-hosts';
const kib = (n) => (n / 1024).toFixed(1).padStart(7);

if (!existsSync(resolve(distDir(root), 'index.html'))) {
  console.error(`${distDir(root)} is missing: run \`npm run build\` first.`);
  process.exit(1);
}

const assets = resolve(distDir(root), 'assets');
const allJs = readdirSync(assets).filter((f) => f.endsWith('.js'));
/** The site's own JavaScript a page fetches, by file name: a chunk, or the first-paint script. */
const OWN_JS = /^https?:\/\/[^/]+\/(?:assets\/([^/?#]+\.js)|(theme-init\.js))(?:[?#]|$)/;
const ownJs = (url) => {
  const m = OWN_JS.exec(url);
  return m ? (m[1] ?? m[2]) : undefined;
};
const pathOf = (file) => (existsSync(resolve(assets, file)) ? resolve(assets, file) : resolve(distDir(root), file));
const gzip9 = (file) => gzipSync(readFileSync(pathOf(file)), { level: 9 }).length;
// what a browser that takes gzip is sent: the file's precompressed copy, or gzip -9 of a build
// made without them (a plain `vite build`) and of theme-init.js (gzipped as it is sent)
const precompressed = allJs.some((f) => existsSync(resolve(assets, `${f}.gz`)));
const gz = (file) => (existsSync(`${pathOf(file)}.gz`) ? statSync(`${pathOf(file)}.gz`).size : gzip9(file));

const { platform, port } = await startPlatform(root);
const browser = await launchChromium();

const brandFile = (code, file) => JSON.parse(readFileSync(resolve(root, 'brands', code, file), 'utf8'));
/**
 * The JavaScript files one cold visit fetches until the page is idle, then those each step of
 * `after` (what a player would do next) fetches, counted apart.
 */
async function visit(url, { ready, after }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const seen = new Set();
  page.on('response', (r) => {
    const file = ownJs(r.url());
    if (file) seen.add(file);
  });
  // the moment the page shows ready, on its own timeline
  await page.addInitScript((id) => {
    const doc = globalThis.document;
    const seeReady = new globalThis.MutationObserver(() => {
      if (!doc.querySelector(`[data-testid="${id}"]`)) return;
      performance.mark('size:ready');
      seeReady.disconnect();
    });
    seeReady.observe(doc, { subtree: true, childList: true });
  }, ready);
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.getByTestId(ready).waitFor({ timeout: 15000 });
  await page.waitForLoadState('networkidle');
  // The first screen is what was fetched before the late hosts started (a moment after the load
  // event, src/layout/LateHosts.tsx): a page that goes idle late would otherwise count the popup
  // notices' chunks on one run and not the next. Were the late hosts already under way when the
  // page showed ready (a very slow load), everything fetched counts, and the figure says so.
  const { late, readyAt, resources } = await page.evaluate((mark) => {
    const at = performance.getEntriesByName(mark)[0]?.startTime;
    const readyAt = performance.getEntriesByName('size:ready')[0]?.startTime;
    const resources = performance.getEntriesByType('resource').map((r) => [r.name, r.startTime]);
    return { late: at, readyAt, resources };
  }, LATE_HOSTS_MARK);
  const requested = resources.map(([url, t]) => [ownJs(url), t]).filter(([f]) => f);
  const cut = late !== undefined && readyAt !== undefined && readyAt < late;
  const first = new Set(cut ? requested.filter(([, t]) => t < late).map(([f]) => f) : seen);
  const timings = await page.evaluate(() =>
    Object.fromEntries(performance.getEntriesByType('measure').map((m) => [m.name, m.duration])),
  );
  const isolated = await page.evaluate(() => globalThis.crossOriginIsolated);
  const later = [];
  for (const [i, [what, step]] of (after ?? []).entries()) {
    // the first step (the popup notices) lists what the late hosts fetched too
    const before = i === 0 ? first : new Set(seen);
    await step(page);
    later.push([what, [...seen].filter((f) => !before.has(f))]);
  }
  await context.close();
  return { first, later, timings, isolated, uncut: !cut && late !== undefined };
}

const uncutNote = (...visits) =>
  visits.some((v) => v.uncut) ? ' (the late hosts started before the page showed ready: their chunks are counted too)' : '';
const sum = (files, size = gz) => files.reduce((s, f) => s + size(f), 0);
const reachForBanners = async (page) => {
  const carousel = page.locator('[data-carousel="resting"]');
  if (!(await carousel.count())) return; // one banner, or none: nothing more to load
  await carousel.hover();
  await page.locator('[data-carousel="live"]').waitFor({ timeout: 15000 });
};
const scrollToFooterIdle = async (page) => {
  await scrollToFooter(page);
  await page.waitForLoadState('networkidle');
};
/**
 * The popup notices open by themselves a moment after the page has loaded (once per session):
 * their chunks are listed, and the popup closed so the next steps can reach the page.
 */
const popupNotices = async (page) => {
  await page.waitForTimeout(5000);
  await page.waitForLoadState('networkidle');
  const popup = page.getByTestId('notice-popup');
  if (await popup.count()) {
    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'detached', timeout: 5000 });
  }
};
// what loads after the page is idle, listed apart (not counted against the budget)
const PLAYER_STEPS = [
  ['when the popup notices open (3 s after the page loaded, once per session)', popupNotices],
  // the hover stands for both: the same chunks load at the first autoplay turn without it
  ['when the player reaches for the banners, or at their first autoplay turn (5 s after they show)', reachForBanners],
  ['when the player scrolls down to the footer', scrollToFooterIdle],
];

try {
  const codes = platform.index().brands.map((b) => b.code);
  const how = precompressed ? 'gzip as served: the build\'s zopfli copies' : 'gzip -9: this build has no precompressed copies';
  console.log(`Home page JavaScript (${how}), budget ${BUDGET_KIB} KiB: what a cold first visit to / fetches until the page is idle\n`);
  let worst = 0;
  const loadedAnywhere = new Set();
  // one visit nobody counts: the first pages a freshly started browser renders pay for its own
  // start-up, which would land on whichever brand is measured first (every counted visit is
  // still cold: a new context, an empty cache)
  await visit(`http://${codes[0]}.localhost:${port}/`, { ready: 'main' });
  for (const code of codes) {
    // the home page as its audience first sees it: a visitor's, or on a logged-in-only brand
    // (whose visitors are sent to the log-in page) a seed player's
    const loggedInOnly = brandFile(code, 'brand.json').loginedToHomePage === true;
    const seedPlayer = brandFile(code, 'fixtures/accounts.json').accounts.find((a) => a.type === 0);
    const player = loggedInOnly ? seedPlayer : null;
    const playerHomeUrl = () => `http://${code}.localhost:${port}/?token=${platform.state.openSession(code, seedPlayer.username)}`;
    const homeUrl = () => (player ? playerHomeUrl() : `http://${code}.localhost:${port}/`);
    const verdict = (bytes) => (bytes / 1024 <= BUDGET_KIB ? 'within budget' : 'OVER BUDGET');
    // One cold first visit per run (fresh context, empty cache); the figures are medians, so one
    // load on a busy machine does not decide them. Files are the same on every run.
    const runs = [];
    for (let run = 0; run < RUNS; run++) runs.push(await visit(homeUrl(), { ready: 'home-page', after: run === 0 ? PLAYER_STEPS : null }));
    // timings spread widely from one cold load to the next (other processes share the CPUs):
    // the median is the figure, with the quartiles beside it to show the spread
    const samples = (name) => runs.map((r) => r.timings[name]).filter((v) => v !== undefined);
    const timings = Object.fromEntries([...new Set(runs.flatMap((r) => Object.keys(r.timings)))].map((name) => [name, quantile(samples(name), 0.5)]));
    const rows = [...runs[0].first].map((f) => [f, gz(f)]).sort((a, b) => b[1] - a[1]);
    const total = rows.reduce((s, [, n]) => s + n, 0);
    worst = Math.max(worst, total);
    rows.forEach(([f]) => loadedAnywhere.add(f));
    const who = player ? `logged in as ${player.username} (logged-in-only brand)` : 'visitor';
    const plain = precompressed ? ` (gzip -9: ${(sum(rows.map(([f]) => f), gzip9) / 1024).toFixed(1)} KiB)` : '';
    console.log(`${code}, ${who}: ${kib(total)} KiB${plain} in ${rows.length} files ${verdict(total)}${uncutNote(runs[0])}`);
    const ms = (name) => {
      const xs = samples(name);
      if (!xs.length) return '?';
      const at = (q) => quantile(xs, q).toFixed(2);
      return `${at(0.5)} ms (quartiles ${at(0.25)}–${at(0.75)})`;
    };
    const resolution = runs.every((r) => r.isolated) ? '5 µs timers' : '100 µs timers: the page was not cross-origin isolated';
    console.log(
      `   reading the brand's documents: ${ms('brand:validate')} (budget 1 ms), building the model: ${ms('brand:model')} (medians of ${RUNS} cold loads, ${resolution})`,
    );
    if (process.env.SIZE_DETAIL) console.log(`   ${JSON.stringify(timings)}`);
    for (const [f, n] of rows) console.log(`   ${kib(n)} KiB  ${f}`);
    for (const [what, files] of runs[0].later) {
      if (files.length) console.log(`   then, ${what}: +${kib(sum(files)).trim()} KiB (${files.join(', ')})`);
    }
    if (!player && seedPlayer) {
      // the same home as a player sees it: the logged-in header and the favourites come with it
      const asPlayer = await visit(playerHomeUrl(), { ready: 'home-page' });
      const bytes = sum([...asPlayer.first]);
      worst = Math.max(worst, bytes);
      const extra = [...asPlayer.first].filter((f) => !runs[0].first.has(f));
      console.log(`   logged in as ${seedPlayer.username}: ${kib(bytes).trim()} KiB in ${asPlayer.first.size} files ${verdict(bytes)} (+${extra.join(', ')})${uncutNote(asPlayer)}`);
    }
    if (player) {
      // the log-in landing is this brand's first screen for every visitor: held to the same budget
      const login = await visit(`http://${code}.localhost:${port}/`, { ready: 'login-form' });
      const bytes = sum([...login.first]);
      worst = Math.max(worst, bytes);
      console.log(`   its visitors land on the log-in page instead: ${kib(bytes).trim()} KiB in ${login.first.size} files ${verdict(bytes)}${uncutNote(login)}`);
      if (process.env.SIZE_DETAIL) for (const f of [...login.first].sort((a, b) => gz(b) - gz(a))) console.log(`   ${kib(gz(f))} KiB  ${f}`);
    }
  }
  const lazy = allJs.filter((f) => !loadedAnywhere.has(f));
  const lazyTotal = lazy.reduce((s, f) => s + gz(f), 0);
  console.log(`\nlazy chunks not loaded by any home page: ${lazy.length} files, ${kib(lazyTotal).trim()} KiB gzipped`);
  console.log(`largest first screen (a home page or the log-in landing): ${(worst / 1024).toFixed(1)} KiB of ${BUDGET_KIB} KiB`);
  const floors = await measureFrameworkFloor(root);
  const floor = precompressed ? floors.served : floors.gzip9;
  console.log(
    `framework floor (react-dom, router, query, jotai, styled-components, i18next + react-i18next in a one-route app): ${(floor / 1024).toFixed(1)} KiB; ` +
      `the largest first screen adds ${((worst - floor) / 1024).toFixed(1)} KiB of app, brand validators, colour maths and strings`,
  );
} finally {
  await browser.close();
  await platform.close();
}
