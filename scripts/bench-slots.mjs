// Figures for the 10,000-game slots lobby (issue 4), not a test: no assertions, no pass/fail.
//
//   node scripts/bench-slots.mjs [--brand aurora] [--dist dist] [--step 1] [--pause 30] [--cpu 1]
//       [--profile] [--top 8] [--no-scroll] [--raster-icons]
//
// Starts the preview platform in-process on the built site (run `npm run build` first, or pass
// --dist), opens the brand's /rng lobby in Debian's Chromium (1280x800) as a logged-in preview
// player, and prints:
//   - game cards in the DOM once the first rows show, and the most seen while scrolling (goal <= 150);
//   - time from the first page's data (its response end) to the first row painted;
//   - the longest task (PerformanceObserver 'longtask') while scrolling to the end, one viewport
//     (--step) per --pause ms (goal: no task over 50 ms), and how many were over 50 ms;
//   - how many list pages were fetched on the way, and how many game icons were asked for (a fling
//     asks for those where it slows or stops, not for every card it passes: src/ui/lazyImageRules.ts);
//   - beside the wall times, each task's main-thread CPU time from a Chrome trace: on a machine
//     shared with other work a task's wall time includes the time the page waited for a core.
// --cpu slows the CPU down (4: Lighthouse's mobile profile); --profile adds, for every long task
// (the first render's and the scroll's), the functions that took most of it (readable names: build
// with `vite build --minify false --outDir dist-prof` and pass --dist dist-prof).
// Each long task while scrolling is also split into what the renderer did in it (script, style,
// layout, paint, garbage collection), from the same trace.
// --raster-icons serves the game icons as PNGs, as the platform does: the preview CDN's are SVG,
// which Chromium lays out and paints on the main thread for every card it draws (scripts/bench/rasterIcon.mjs).
/* global window, document, sessionStorage, PerformanceObserver, MutationObserver, requestAnimationFrame */ // browser code for page.evaluate
import { cpSync, existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rasterIcon } from './bench/rasterIcon.mjs';
import { printPhases, printTasks, startProfile, startTaskTrace, stopProfile, stopTaskTrace } from './long-task-profile.mjs';
import { launchChromium } from './measure-home.mjs';
import { createPreviewPlatform } from './preview-platform/server.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

const brand = arg('brand', 'aurora');
const dist = resolve(root, arg('dist', process.env.BENCH_DIST ?? 'dist'));
const step = Number(arg('step', '1'));
const pause = Number(arg('pause', '30'));
const cpu = Number(arg('cpu', '1'));
const profiling = process.argv.includes('--profile');
// the first render only (repeat runs of it are quick)
const scroll = !process.argv.includes('--no-scroll');
const rasterIcons = process.argv.includes('--raster-icons');
const top = Number(arg('top', '8'));

if (!existsSync(resolve(dist, 'index.html'))) {
  console.error(`${dist}/index.html is missing: run \`npm run build\` first (or pass --dist <dir>).`);
  process.exit(1);
}
if (!existsSync(resolve(dist, 'brands')) && existsSync(resolve(root, 'dist', 'brands'))) cpSync(resolve(root, 'dist', 'brands'), resolve(dist, 'brands'), { recursive: true });

/** Runs in the page before any script: records the first card's insertion and the paint after it, and long tasks. */
function instrument() {
  const w = window;
  // the popup notices count as shown (features/messages/notices.ts): none covers the lobby
  sessionStorage.setItem('index_notice', 'guest,member');
  w.__bench = { firstCard: null, firstPaint: null, longTasks: [], maxCards: 0 };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__bench.longTasks.push({ at: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  const observer = new MutationObserver(() => {
    const cards = document.querySelectorAll('[data-testid="game-card"]').length;
    w.__bench.maxCards = Math.max(w.__bench.maxCards, cards);
    if (cards > 0 && w.__bench.firstCard === null) {
      w.__bench.firstCard = performance.now();
      // the frame that shows it: after the next animation frame's paint
      requestAnimationFrame(() => setTimeout(() => (w.__bench.firstPaint = performance.now()), 0));
    }
  });
  document.addEventListener('DOMContentLoaded', () => observer.observe(document.body, { childList: true, subtree: true }));
}

const platform = createPreviewPlatform({ brandsDir: resolve(root, 'brands'), distDir: dist });
platform.warm(); // the preview platform's first-use work is not the site's
const { port } = await platform.listen(0, '127.0.0.1');
const browser = await launchChromium();
try {
  // a seed player (an unknown name's session is dropped at boot: the lobby measured behind the log-in popup)
  const seed = JSON.parse(await readFile(resolve(root, 'brands', brand, 'fixtures/accounts.json'), 'utf8')).accounts.find((a) => a.type === 0);
  const token = platform.state.openSession(brand, seed.username);
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.addInitScript(instrument);
  if (rasterIcons) {
    // a few icons in turn, so the page decodes different pictures as a lobby's would
    const icons = [1, 2, 3, 4].map((seed) => rasterIcon(256, seed));
    let served = 0;
    await page.route(/\/TCG_GAME_ICONS\//, (route) =>
      route.fulfill({ status: 200, contentType: 'image/png', body: icons[served++ % icons.length], headers: { 'cache-control': 'public, max-age=3600' } }),
    );
  }
  const cdp = await startProfile(page, { cpu, sample: profiling });
  await startTaskTrace(browser, page, { phases: true });
  const pages = new Set();
  const icons = new Set();
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.endsWith('/GCSGAME_gameList')) pages.add(Number(url.searchParams.get('pageNo')));
    if (url.pathname.includes('/TCG_GAME_ICONS/')) icons.add(url.pathname);
  });

  await page.goto(`http://${brand}.localhost:${port}/rng?token=${token}`);
  await page.waitForFunction(() => window.__bench.firstPaint !== null, null, { timeout: 60_000 });
  const first = await page.evaluate(() => {
    const entry = performance
      .getEntriesByType('resource')
      .find((e) => e.name.includes('GCSGAME_gameList') && e.name.includes('pageNo=1'));
    return {
      cards: document.querySelectorAll('[data-testid="game-card"]').length,
      dataEnd: entry ? entry.responseEnd : null,
      firstCard: window.__bench.firstCard,
      firstPaint: window.__bench.firstPaint,
      total: Number((document.querySelector('[data-testid="lobby-count"]')?.textContent ?? '').replace(/\D/g, '')),
    };
  });

  // the first render's long tasks (from the data's arrival), then the scroll's from here on
  const firstTasks = await page.evaluate((from) => window.__bench.longTasks.filter((t) => t.at + t.duration >= from), first.dataEnd ?? 0);
  const scrollAt = await page.evaluate(() => {
    window.__bench.longTasks = [];
    return performance.now();
  });
  const started = Date.now();
  let atEnd = false;
  while (scroll && !atEnd && Date.now() - started < 180_000) {
    atEnd = await page.evaluate((s) => {
      window.scrollBy(0, window.innerHeight * s);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    }, step);
    await page.waitForTimeout(pause);
  }
  // the last rows: wait for their page, then read the figures
  if (scroll) await page.waitForFunction((n) => document.querySelector(`li[aria-posinset="${n}"]`) !== null, first.total, { timeout: 30_000 }).catch(() => {});
  await page.waitForTimeout(500);
  const end = await page.evaluate(() => ({
    cards: document.querySelectorAll('[data-testid="game-card"]').length,
    maxCards: window.__bench.maxCards,
    longTasks: window.__bench.longTasks,
  }));
  const profiled = profiling ? await stopProfile(page, cdp) : null;
  const tasks = await stopTaskTrace(browser, page);
  const firstCpu = tasks.filter((t) => t.at + t.wall >= (first.dataEnd ?? 0) && t.at <= first.firstPaint);
  const scrollTasks = tasks.filter((t) => t.at >= scrollAt);
  const scrollCpu = scrollTasks.map((t) => t.cpu);
  const load = loadavg()[0];
  const durations = end.longTasks.map((t) => t.duration);
  const longest = durations.length ? Math.max(...durations) : 0;
  const ms = (n) => (n === null ? 'n/a' : `${n.toFixed(1)} ms`);

  const longestCpu = (list) => ms(Math.max(0, ...list));
  console.log(
    `Slots lobby of ${brand}: ${first.total.toLocaleString('en')} games, Chromium 1280x800, CPU ${cpu}x, ${rasterIcons ? 'PNG' : "the preview CDN's SVG"} icons (load average ${load.toFixed(1)} on ${cpus().length} cores)`,
  );
  console.log(`  game cards in the DOM: ${first.cards} at first paint, ${end.cards} at the end, at most ${end.maxCards} while scrolling (goal <= 150)`);
  console.log(`  data to first row painted: ${first.dataEnd === null ? 'n/a' : ms(first.firstPaint - first.dataEnd)} (first card in the DOM ${ms(first.firstCard - (first.dataEnd ?? first.firstCard))} after the data)`);
  console.log(`    long tasks on the way: ${firstTasks.length ? firstTasks.map((t) => ms(t.duration)).join(', ') : 'none'}`);
  console.log(`    main-thread CPU time: ${ms(firstCpu.reduce((a, t) => a + t.cpu, 0))} in ${firstCpu.length} tasks, the longest ${longestCpu(firstCpu.map((t) => t.cpu))}`);
  if (profiled) printTasks(profiled, firstTasks, top);
  console.log(`  scrolling to the end (${step} viewport per ${pause} ms, ${((Date.now() - started) / 1000).toFixed(1)} s): ${atEnd ? 'reached' : 'NOT reached'}`);
  console.log(`    longest task: ${longest ? ms(longest) : 'none over 50 ms (no long task reported)'}; tasks over 50 ms: ${durations.filter((d) => d > 50).length} (goal: none)`);
  // a task's wall time includes waiting for a core on a busy machine; its thread's CPU time does not
  console.log(`    main-thread CPU time: the longest task ${longestCpu(scrollCpu)}; tasks over 50 ms: ${scrollCpu.filter((c) => c > 50).length}, over 12.5 ms (50 ms at 4x): ${scrollCpu.filter((c) => c > 12.5).length}`);
  printPhases(scrollTasks.filter((t) => t.wall > 50));
  if (profiled) printTasks(profiled, [...end.longTasks].sort((a, b) => b.duration - a.duration).slice(0, 5), top);
  console.log(`  list pages fetched: ${pages.size} of ${Math.ceil(first.total / 35)}; game icons asked for: ${icons.size}`);
} finally {
  await browser.close();
  await platform.close();
}
