#!/usr/bin/env node
// What moves and what blocks on one page (issue 18), not a test: no assertions.
//
//   node scripts/profile-page.mjs [--brand aurora] [--path /rng] [--player] [--dist dist] [--cpu 4]
//       [--width 412 --height 823] [--hover <testid>] [--top 12] [--rtt <ms>]
//
// Opens the page on the built site (preview platform in-process, Debian's Chromium) with the CPU
// slowed down (--cpu, 4x as Lighthouse's mobile profile), as a visitor or a logged-in player
// (--player), waits for the network to calm, and prints:
//   - every layout shift with the elements that moved (test id or tag and class) and their boxes
//     before and after, so a shift can be traced to what should have held its place;
// --rtt delays every reply by that many ms, as `npm run bench:boot -- --rtt` does: a phone's network
// merges and splits the boot's work differently from an instant local server.
//   - every long task (over 50 ms) with the functions that took most of it (self time from a CPU
//     profile): build with `vite build --minify false --outDir dist-prof` and pass --dist dist-prof
//     (with dist/brands copied beside it) for readable names.
/* global window, PerformanceObserver */ // browser code for page.evaluate
import { cpSync, existsSync } from 'node:fs';
import http from 'node:http';
import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startProfile, stopProfile, printTasks } from './long-task-profile.mjs';
import { launchChromium } from './measure-home.mjs';
import { createPreviewPlatform } from './preview-platform/server.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
};
const brand = arg('brand', 'aurora');
const path = arg('path', '/');
const player = process.argv.includes('--player');
const dist = resolve(root, arg('dist', 'dist'));
const cpu = Number(arg('cpu', '4'));
const width = Number(arg('width', '412'));
const height = Number(arg('height', '823'));
const hover = arg('hover', null);
const top = Number(arg('top', '12'));
const rtt = Number(arg('rtt', '0'));

if (!existsSync(resolve(dist, 'index.html'))) {
  console.error(`${dist}/index.html is missing: run \`npm run build\` first (or pass --dist <dir>).`);
  process.exit(1);
}
if (!existsSync(resolve(dist, 'brands')) && existsSync(resolve(root, 'dist', 'brands'))) cpSync(resolve(root, 'dist', 'brands'), resolve(dist, 'brands'), { recursive: true });

/** Runs in the page before any script: records layout shifts with their sources, and long tasks. */
function instrument() {
  const w = window;
  w.__profile = { shifts: [], longTasks: [] };
  const describe = (node) => {
    if (!node) return '?';
    const el = node.nodeType === 1 ? node : node.parentElement;
    if (!el) return node.nodeName;
    const testId = el.closest('[data-testid]')?.getAttribute('data-testid');
    const own = `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ').slice(-1)[0]}` : ''}`;
    return testId ? `${own} in [${testId}]` : own;
  };
  const box = (r) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue;
      w.__profile.shifts.push({
        at: e.startTime,
        value: e.value,
        sources: (e.sources ?? []).map((s) => `${describe(s.node)}: ${box(s.previousRect)} -> ${box(s.currentRect)}`),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__profile.longTasks.push({ at: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
}

const platform = createPreviewPlatform({ brandsDir: resolve(root, 'brands'), distDir: dist });
platform.warm(); // the preview platform's first-use work is not the site's
const server = http.createServer((req, res) => (rtt > 0 ? setTimeout(() => platform.handle(req, res), rtt) : platform.handle(req, res)));
const port = await new Promise((done) => server.listen(0, '127.0.0.1', () => done(server.address().port)));
const browser = await launchChromium();
try {
  let url = `http://${brand}.localhost:${port}${path}`;
  if (player) {
    const seed = JSON.parse(await readFile(resolve(root, 'brands', brand, 'fixtures/accounts.json'), 'utf8')).accounts.find((a) => a.type === 0);
    url += `${path.includes('?') ? '&' : '?'}token=${platform.state.openSession(brand, seed.username)}`;
  }
  const page = await browser.newPage({ viewport: { width, height } });
  await page.addInitScript(instrument);
  const cdp = await startProfile(page, { cpu });
  const t0 = Date.now();
  await page.goto(url);
  await page.waitForLoadState('networkidle').catch(() => {});
  if (hover) {
    await page.getByTestId(hover).first().hover();
    await page.getByTestId(hover).first().click();
    await page.waitForLoadState('networkidle').catch(() => {});
  }
  await page.waitForTimeout(1500);
  const profiled = await stopProfile(page, cdp);
  const result = await page.evaluate(() => ({ ...window.__profile, origin: performance.timeOrigin }));

  const sum = result.shifts.reduce((s, e) => s + e.value, 0);
  console.log(`${brand} ${path}${player ? ' (player)' : ''}, ${width}x${height}, CPU ${cpu}x, ${rtt} ms round trip, ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  console.log(`layout shift: ${sum.toFixed(4)} in ${result.shifts.length} shift(s)`);
  for (const s of result.shifts) {
    console.log(`  ${s.value.toFixed(4)} at ${s.at.toFixed(0)} ms`);
    for (const src of s.sources) console.log(`    ${src}`);
  }

  const tb = result.longTasks.reduce((s, e) => s + Math.max(0, e.duration - 50), 0);
  console.log(`long tasks: ${result.longTasks.length}, blocking ${tb.toFixed(0)} ms (over 50 ms each, at ${cpu}x)`);
  printTasks(profiled, result.longTasks, top);
} finally {
  await browser.close();
  server.closeAllConnections();
  server.close();
  await platform.close();
}
