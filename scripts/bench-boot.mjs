#!/usr/bin/env node
// Figures for the first screen's speed (issue 18), not a test: no assertions, no pass/fail.
//
//   npm run bench:boot [-- --runs 3 --throttle 4 --brand ember] [--path /register --ready register-form] [--raster-images]
//
// Loads each sample brand's first screen (a visitor's home, or the log-in landing of a
// logged-in-only brand, and a logged-in player's home) and, in the same run, a bare React page
// the project builds with the same framework (scripts/size-floor.mjs), alternating the two, each
// visit cold (a new browser context) in Debian's Chromium with the CPU slowed down by CDP
// (Emulation.setCPUThrottlingRate). Prints the medians of first contentful paint, largest
// contentful paint and the longest task, site beside bare page. A shared machine makes every
// figure noisy: compare the columns of one run, not runs of different days.
//
// Then each brand's repeat visit: a first visit, the page closed, and the same address opened
// again in the same browser context (its HTTP cache, storage and service worker kept, as a player
// coming back): first and largest paint, when the brand's colours were on screen, how many
// requests reached the server, and which of them arrived before the first paint (what it could
// have waited for). `--repeat-only` skips the cold table; `--against <dist>` alternates another
// build's visits with this one's, cold and repeat, each in a row of its own (a build of an earlier
// commit: what a change did, on a shared machine whose load drifts; one without dist/sw.js: the
// figures without the worker).
/* global window, document, navigator, PerformanceObserver */ // browser code for page.evaluate
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { distDir, launchChromium } from './measure-home.mjs';
import { createPreviewPlatform } from './preview-platform/server.mjs';
import { rasterIcon, rasterPicture } from './bench/rasterIcon.mjs';
import { buildFrameworkFloor } from './size-floor.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
};
const RUNS = Number(arg('runs', '3'));
const THROTTLE = Number(arg('throttle', '4'));
const ONLY = arg('brand', null);
const REPEAT_ONLY = process.argv.includes('--repeat-only');
// --path /register --ready register-form: a deep link's cold first screen instead of the home's
// (visitor and player, ready once that test id is in the page); no repeat visits then
const DEEP_PATH = arg('path', null);
const DEEP_READY = arg('ready', null);
if (DEEP_PATH && !DEEP_READY) {
  console.error('--path needs --ready <the test id of what the page shows when ready>');
  process.exit(1);
}
// a network round trip, added by the server before it answers each request: on the loopback
// every request costs next to nothing, which hides what answering from a cache saves a phone
const RTT = Number(arg('rtt', '0'));
// --raster-images: the game icons, banners and promotions' pictures as PNGs, as the platform
// serves them. The preview CDN draws them in SVG, which Chromium parses as each arrives and lays
// out and paints on the main thread: an image asked for during the first render charges that
// work to it, and a slide's SVG can take a frame more to show (scripts/bench/rasterIcon.mjs)
const RASTER_IMAGES = process.argv.includes('--raster-images');
const PLATFORM_PORT = Number(process.env.BENCH_PORT ?? 0);
const BARE_PORT = Number(process.env.BENCH_BARE_PORT ?? 0);

if (!existsSync(resolve(distDir(root), 'index.html'))) {
  console.error(`${distDir(root)} is missing: run \`npm run build\` first.`);
  process.exit(1);
}

/** The bare page's files, as a static host would serve them. */
function serveBare(dir, port) {
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const server = http.createServer(async (req, res) => {
    const path = new URL(req.url, 'http://x').pathname;
    const file = join(dir, path === '/' ? 'index.html' : path);
    if (!file.startsWith(dir)) return res.writeHead(404).end();
    try {
      const body = await readFile(file);
      res.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  return new Promise((done) => server.listen(port, '127.0.0.1', () => done({ server, port: server.address().port })));
}

/** Runs before the page's scripts: keeps the paints and the long tasks. */
function instrument() {
  const w = window;
  w.__boot = { fcp: null, lcp: null, longest: 0, over200: 0, brand: null, content: null };
  // Checked every frame: the first whose page has the brand's colours (theme-init.js's kept ones,
  // or theme.css), and the first whose app shows text or an image. The second stands beside FCP
  // because Chromium reports no paint timing at all for some repeat visits (seen with a service
  // worker controlling the page).
  const everyFrame = () => {
    if (w.__boot.brand === null && window.getComputedStyle(document.documentElement).getPropertyValue('--color-background').trim()) w.__boot.brand = performance.now();
    const app = document.getElementById('root');
    if (w.__boot.content === null && app && (app.innerText.trim() || app.querySelector('img, svg'))) w.__boot.content = performance.now();
    if (w.__boot.brand === null || w.__boot.content === null) window.requestAnimationFrame(everyFrame);
  };
  window.requestAnimationFrame(everyFrame);
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') w.__boot.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      w.__boot.lcp = e.startTime;
      // what the largest paint was: the element, the section it sits in (its nearest test id), its image
      const section = e.element?.closest('[data-testid]')?.getAttribute('data-testid');
      w.__boot.lcpWhat = e.element ? `${e.element.tagName.toLowerCase()}${section ? ` in ${section}` : ''}` : '?';
      w.__boot.lcpUrl = e.url || null;
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      w.__boot.longest = Math.max(w.__boot.longest, e.duration);
      if (e.duration > 200) w.__boot.over200 += 1;
    }
  }).observe({ type: 'longtask', buffered: true });
}

const browser = await launchChromium();
async function visit(url, ready) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  await page.addInitScript(instrument);
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page.locator(ready).first().waitFor({ timeout: 120_000 });
  await page.waitForLoadState('networkidle', { timeout: 120_000 }).catch(() => undefined);
  const figures = await page.evaluate(() => {
    // when the largest paint's image was asked for and was in, and when the home's hot games were
    const timing = (match) => performance.getEntriesByType('resource').find((r) => match(r.name));
    const image = window.__boot.lcpUrl ? timing((name) => name === window.__boot.lcpUrl) : undefined;
    const hot = timing((name) => name.includes('GCSGAME_hotGamesV2'));
    return { ...window.__boot, imageAsked: image?.startTime ?? null, imageIn: image?.responseEnd ?? null, hotIn: hot?.responseEnd ?? null };
  });
  await context.close();
  return figures;
}

/**
 * A player's second visit: the first one in a fresh context (its service worker, if the build has
 * one, given time to take control), then the same address in a new page of that context.
 * Returns the second visit's figures and the requests that reached `server` during it.
 */
async function repeatVisit(url, ready, server, hasWorker) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(instrument);
  const first = await context.newPage();
  await first.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await first.locator(ready).first().waitFor({ timeout: 120_000 });
  await first.waitForLoadState('networkidle', { timeout: 120_000 }).catch(() => undefined);
  // the site registers its worker once the first screen is done (src/state/afterFirstScreen.ts),
  // seconds after the page is idle: a build that has one is given up to 20 s to
  const worker = await first.evaluate(async (expected) => {
    const deadline = performance.now() + (expected ? 20_000 : 0);
    let registration = await navigator.serviceWorker?.getRegistration();
    while (!registration && performance.now() < deadline) {
      await new Promise((done) => setTimeout(done, 250));
      registration = await navigator.serviceWorker?.getRegistration();
    }
    if (!registration) return false;
    await Promise.race([navigator.serviceWorker.ready, new Promise((done) => setTimeout(done, 30_000))]);
    return Boolean(navigator.serviceWorker.controller || registration.active);
  }, hasWorker);
  await first.close();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  // a page opened after another was closed may count as once hidden, and Chromium then reports no paints
  await page.bringToFront();
  const arrived = [];
  const onRequest = (req) => arrived.push({ at: Date.now(), path: req.url.replace(/\?.*$/, '') });
  server.on('request', onRequest);
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    // when what the player came for is on screen, on the page's own clock (checked every frame)
    await page.waitForFunction((selector) => document.querySelector(selector) && (window.__boot.ready ??= performance.now()), ready, { polling: 'raf', timeout: 120_000 });
    await page.waitForLoadState('networkidle', { timeout: 120_000 }).catch(() => undefined);
  } finally {
    server.off('request', onRequest);
  }
  const figures = await page.evaluate(() => ({ ...window.__boot, origin: performance.timeOrigin }));
  await context.close();
  const firstContent = figures.fcp ?? figures.content;
  const beforePaint = arrived.filter((r) => firstContent !== null && r.at - figures.origin < firstContent).map((r) => r.path);
  return { ...figures, worker, requests: arrived.length, beforePaint };
}

const median = (xs) => {
  const s = xs.filter((x) => typeof x === 'number').sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : null;
};
const ms = (x) => (x === null ? '?' : `${Math.round(x)}`).padStart(7);

/** The same PNG for the same path, from a seed the path gives: a square icon, or a banner's 1200x360. */
const rasterImages = new Map();
function rasterImageFor(path) {
  const seed = [...path].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 251, 7);
  if (!rasterImages.has(path)) rasterImages.set(path, path.startsWith('/cdn/TCG_GAME_ICONS/') ? rasterIcon(256, seed) : rasterPicture(1200, 360, seed));
  return rasterImages.get(path);
}
const RASTERED = /^\/cdn\/(TCG_GAME_ICONS|banners|promotions)\//;

/** The preview platform serving `dist`, every reply RTT ms late; with --raster-images, the pictures as PNGs. */
async function startServing(dist, listenPort) {
  const platform = createPreviewPlatform({ brandsDir: resolve(root, 'brands'), distDir: dist });
  platform.warm(); // the preview platform's first-use work is not the site's
  const answer = (req, res) => {
    const path = new URL(req.url, 'http://x').pathname;
    if (!RASTER_IMAGES || !RASTERED.test(path)) return platform.handle(req, res);
    res.writeHead(200, { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=86400', 'Cross-Origin-Resource-Policy': 'cross-origin' }).end(rasterImageFor(path));
  };
  const server = http.createServer((req, res) => (RTT > 0 ? setTimeout(() => answer(req, res), RTT) : answer(req, res)));
  const port = await new Promise((done) => server.listen(listenPort, '127.0.0.1', () => done(server.address().port)));
  return { platform, server, port };
}
const { platform, server, port } = await startServing(distDir(root), PLATFORM_PORT);
// --against <dist>: another build's visits, cold and repeat, alternated with this one's in the same run (its rows say "(against)")
const AGAINST = arg('against', null);
const against = AGAINST ? await startServing(resolve(AGAINST), 0) : null;
// this build first, then the one to compare it with: each visit of one is followed by the other's
const builds = [
  { name: '', server, port, platform, hasWorker: existsSync(resolve(distDir(root), 'sw.js')) },
  ...(against ? [{ name: ' (against)', ...against, hasWorker: existsSync(resolve(AGAINST, 'sw.js')) }] : []),
];
const bareDir = await buildFrameworkFloor(root, resolve(root, 'node_modules/.cache/bench-boot-bare'));
const bare = await serveBare(bareDir, BARE_PORT);
try {
  const brandFile = async (code, file) => JSON.parse(await readFile(resolve(root, 'brands', code, file), 'utf8'));
  const codes = platform
    .index()
    .brands.map((b) => b.code)
    .filter((c) => !ONLY || c === ONLY);
  if (!REPEAT_ONLY) {
    console.log(`First screen, cold, ${THROTTLE}x CPU slowdown (CDP), ${RTT} ms round trip, 1280x800${RASTER_IMAGES ? ', PNG pictures' : ''}, medians of ${RUNS} visits; ms from navigation start`);
    console.log(`bare page: a one-route React app with the same framework, built by this project (scripts/size-floor.mjs)\n`);
    console.log(`${'brand · who'.padEnd(34)}${'FCP'.padStart(7)}${'LCP'.padStart(7)}${'task'.padStart(7)}${'>200'.padStart(5)}  |${'bareFCP'.padStart(8)}${'bareLCP'.padStart(8)}  |${'LCP−bare'.padStart(9)}`);
    // one visit nobody counts: a freshly started browser pays for its own start-up on its first pages
    await visit(`http://127.0.0.1:${bare.port}/`, '#root > *');
    const lcpRows = [];
    for (const code of codes) {
      const manifest = await brandFile(code, 'brand.json');
      const seed = (await brandFile(code, 'fixtures/accounts.json')).accounts.find((a) => a.type === 0);
      const deep = (b) => `http://${code}.localhost:${b.port}${DEEP_PATH}`;
      const screens = DEEP_PATH ? [
        [`visitor ${DEEP_PATH}`, deep, `[data-testid="${DEEP_READY}"]`],
        ...(seed ? [[`player ${DEEP_PATH}`, (b) => `${deep(b)}${DEEP_PATH.includes('?') ? '&' : '?'}token=${b.platform.state.openSession(code, seed.username)}`, `[data-testid="${DEEP_READY}"]`]] : []),
      ] : [
        [manifest.loginedToHomePage === true ? 'visitor (log-in landing)' : 'visitor', (b) => `http://${code}.localhost:${b.port}/`, manifest.loginedToHomePage === true ? '[data-testid="login-form"]' : '[data-testid="home-page"]'],
        ...(seed ? [['player', (b) => `http://${code}.localhost:${b.port}/?token=${b.platform.state.openSession(code, seed.username)}`, '[data-testid="home-page"]']] : []),
      ];
      for (const [who, url, ready] of screens) {
        const runs = new Map(builds.map((b) => [b, []]));
        const floor = [];
        for (let run = 0; run < RUNS; run++) {
          for (const b of builds) runs.get(b).push(await visit(url(b), ready));
          floor.push(await visit(`http://127.0.0.1:${bare.port}/`, '#root > *'));
        }
        const f = (k) => median(floor.map((v) => v[k]));
        for (const b of builds) {
          const s = (k) => median(runs.get(b).map((v) => v[k]));
          const gap = s('lcp') !== null && f('lcp') !== null ? s('lcp') - f('lcp') : null;
          console.log(`${`${code} · ${who}${b.name}`.padEnd(34)}${ms(s('fcp'))}${ms(s('lcp'))}${ms(s('longest'))}${String(s('over200') ?? '?').padStart(5)}  |${ms(f('fcp')).padStart(8)}${ms(f('lcp')).padStart(8)}  |${ms(gap).padStart(9)}`);
          const last = runs.get(b).at(-1);
          lcpRows.push(`${`${code} · ${who}${b.name}`.padEnd(34)}${ms(s('hotIn'))}${ms(s('imageAsked'))}${ms(s('imageIn'))}${ms(s('lcp'))}  ${last.lcpWhat ?? '?'}`);
        }
      }
    }
    console.log('\ntask: the longest task (PerformanceObserver longtask) until the page was idle; >200: how many took over 200 ms (the issue: none)');
    console.log(`\nWhat the largest paint waited for (medians, ms from navigation start; the element of the last visit)`);
    console.log(`${'brand · who'.padEnd(34)}${'hot in'.padStart(7)}${'img ask'.padStart(8).slice(1)}${'img in'.padStart(7)}${'LCP'.padStart(7)}  element`);
    for (const row of lcpRows) console.log(row);
    console.log('hot in: the hot games reply was in; img ask / img in: the largest paint\'s image was asked for / was in (blank: not an image)');
  }

  if (!DEEP_PATH) {
    console.log(`\nRepeat visit (the same address again in the same browser context), ${THROTTLE}x CPU slowdown, ${RTT} ms round trip, medians of ${RUNS}; ms from navigation start`);
    console.log(`${'brand · who'.padEnd(34)}${'FCP'.padStart(7)}${'LCP'.padStart(7)}${'brand'.padStart(7)}${'text'.padStart(7)}${'ready'.padStart(7)}${'net'.padStart(5)}  sw   reached the server before the first contentful paint (last run)`);
    for (const code of codes) {
      const manifest = await brandFile(code, 'brand.json');
      const landing = manifest.loginedToHomePage === true;
      const ready = landing ? '[data-testid="login-form"]' : '[data-testid="home-page"]';
      for (const b of builds) b.runs = [];
      for (let run = 0; run < RUNS; run++) for (const b of builds) b.runs.push(await repeatVisit(`http://${code}.localhost:${b.port}/`, ready, b.server, b.hasWorker));
      for (const b of builds) {
        const r = (k) => median(b.runs.map((f) => f[k]));
        const last = b.runs[b.runs.length - 1];
        const who = `${landing ? 'visitor (log-in landing)' : 'visitor'}${b.name}`;
        console.log(`${`${code} · ${who}`.padEnd(34)}${ms(r('fcp'))}${ms(r('lcp'))}${ms(r('brand'))}${ms(r('content'))}${ms(r('ready'))}${String(r('requests') ?? '?').padStart(5)}  ${last.worker ? 'yes' : 'no '}  ${last.beforePaint.join(' ') || '(none)'}`);
      }
    }
    console.log('\nbrand: the first frame with the brand\'s colours; text: the first frame with the app\'s text or an image (FCP \'?\': Chromium reported none); ready: the home (or log-in form) in the page; net: requests that reached the server during the visit (until idle); sw: a service worker controlled the visit');
  }
} finally {
  await browser.close();
  bare.server.close();
  for (const serving of [{ server, platform }, ...(against ? [against] : [])]) {
    serving.server.closeAllConnections();
    serving.server.close();
    await serving.platform.close();
  }
}
