#!/usr/bin/env node
// What moves and what blocks on one page (issue 18), not a test: no assertions.
//
//   node scripts/profile-page.mjs [--brand aurora] [--path /rng] [--player] [--dist dist] [--cpu 4]
//       [--width 412 --height 823] [--hover <testid>] [--top 12]
//
// Opens the page on the built site (preview platform in-process, Debian's Chromium) with the CPU
// slowed down (--cpu, 4x as Lighthouse's mobile profile), as a visitor or a logged-in player
// (--player), waits for the network to calm, and prints:
//   - every layout shift with the elements that moved (test id or tag and class) and their boxes
//     before and after, so a shift can be traced to what should have held its place;
//   - every long task (over 50 ms) with the functions that took most of it (self time from a CPU
//     profile): build with `vite build --minify false --outDir dist-prof` and pass --dist dist-prof
//     (with dist/brands copied beside it) for readable names.
/* global window, PerformanceObserver */ // browser code for page.evaluate
import { cpSync, existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
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
const { port } = await platform.listen(0, '127.0.0.1');
const browser = await launchChromium();
try {
  let url = `http://${brand}.localhost:${port}${path}`;
  if (player) {
    const seed = JSON.parse(await readFile(resolve(root, 'brands', brand, 'fixtures/accounts.json'), 'utf8')).accounts.find((a) => a.type === 0);
    url += `${path.includes('?') ? '&' : '?'}token=${platform.state.openSession(brand, seed.username)}`;
  }
  const page = await browser.newPage({ viewport: { width, height } });
  await page.addInitScript(instrument);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const t0 = Date.now();
  await page.goto(url);
  await page.waitForLoadState('networkidle').catch(() => {});
  if (hover) {
    await page.getByTestId(hover).first().hover();
    await page.getByTestId(hover).first().click();
    await page.waitForLoadState('networkidle').catch(() => {});
  }
  await page.waitForTimeout(1500);
  // a mark on both clocks: a named busy loop in the page at a known page time, found in the profile
  const markAt = await page.evaluate(() => {
    const at = performance.now();
    const profileClockMark = () => {
      while (performance.now() - at < 30);
    };
    profileClockMark();
    return at;
  });
  const { profile } = await cdp.send('Profiler.stop');
  const result = await page.evaluate(() => ({ ...window.__profile, origin: performance.timeOrigin }));

  const sum = result.shifts.reduce((s, e) => s + e.value, 0);
  console.log(`${brand} ${path}${player ? ' (player)' : ''}, ${width}x${height}, CPU ${cpu}x, ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  console.log(`layout shift: ${sum.toFixed(4)} in ${result.shifts.length} shift(s)`);
  for (const s of result.shifts) {
    console.log(`  ${s.value.toFixed(4)} at ${s.at.toFixed(0)} ms`);
    for (const src of s.sources) console.log(`    ${src}`);
  }

  // the profile's samples, as page times (the profile's clock is the monotonic one, in µs)
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const times = [];
  let t = profile.startTime;
  for (const d of profile.timeDeltas) times.push((t += d));
  const label = (n) => {
    const f = n.callFrame;
    const file = f.url ? f.url.replace(/^.*\//, '') : '';
    return `${f.functionName || '(anonymous)'} ${file}${file ? `:${f.lineNumber + 1}` : ''}`;
  };
  const tb = result.longTasks.reduce((s, e) => s + Math.max(0, e.duration - 50), 0);
  console.log(`long tasks: ${result.longTasks.length}, blocking ${tb.toFixed(0)} ms (over 50 ms each, at ${cpu}x)`);
  // the profile's clock at page time 0: from the first sample inside the mark's busy loop
  const markSample = profile.samples.findIndex((id) => nodes.get(id)?.callFrame.functionName === 'profileClockMark');
  const offset = markSample >= 0 ? times[markSample] - markAt * 1000 : profile.startTime;
  for (const task of result.longTasks) {
    const from = task.at * 1000 + offset;
    const to = from + task.duration * 1000;
    const self = new Map();
    const inclusive = new Map();
    for (let i = 0; i < profile.samples.length; i++) {
      if (times[i] < from || times[i] > to) continue;
      const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
      let node = nodes.get(profile.samples[i]);
      const key = label(node);
      self.set(key, (self.get(key) ?? 0) + dt);
      const seen = new Set();
      while (node) {
        const k = label(node);
        if (!seen.has(k)) inclusive.set(k, (inclusive.get(k) ?? 0) + dt);
        seen.add(k);
        node = node.parent ? nodes.get(node.parent) : [...nodes.values()].find((p) => p.children?.includes(node.id));
      }
    }
    console.log(`  ${task.duration.toFixed(0)} ms at ${task.at.toFixed(0)} ms`);
    const rank = (m) => [...m].filter(([k]) => !/^\((root|program|idle|garbage collector)\)/.test(k)).sort((a, b) => b[1] - a[1]).slice(0, top);
    console.log(`    self: ${rank(self).map(([k, v]) => `${k} ${v.toFixed(0)}`).join(' | ')}`);
    console.log(`    inclusive: ${rank(inclusive).map(([k, v]) => `${k} ${v.toFixed(0)}`).join(' | ')}`);
    // the app's own code (the framework chunk holds React, the router, styled-components, …)
    const own = new Map([...inclusive].filter(([k]) => / [A-Za-z]+-[\w-]+\.js:/.test(k) && !/ (framework|rolldown-runtime)-/.test(k)));
    console.log(`    app: ${rank(own).map(([k, v]) => `${k} ${v.toFixed(0)}`).join(' | ')}`);
  }
} finally {
  await browser.close();
  await platform.close();
}
