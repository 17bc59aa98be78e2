#!/usr/bin/env node
// Lighthouse figures for the player-facing pages (issue 18), not a test: no assertions.
//
//   npm run lighthouse [-- --brand ember --page home] [--details] [--save <dir>] [--http1]
//
// Runs Lighthouse 12 (its default mobile emulation and simulated throttling) in Debian's Chromium
// against the built site on the preview platform, for every sample brand: the home page as a
// visitor (on a logged-in-only brand, its log-in landing) and as a logged-in player, a game lobby,
// the register page and the personal centre. Prints a table of the performance and accessibility
// scores, cumulative layout shift and total blocking time. A shared machine makes the
// performance figures noisy; accessibility and CLS hold still.
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { playwrightChromiumArgs } from './chromium-args.mjs';
import { distDir } from './measure-home.mjs';
import { createPreviewPlatform } from './preview-platform/server.mjs';
import { contract } from './preview-platform/contract.mjs';
import { throwawayCertificate } from './throwaway-tls.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
};
const ONLY_BRAND = arg('brand', null);
const ONLY_PAGE = arg('page', null);
/** --details: under each row, the elements behind its layout shifts and the longest main-thread tasks */
const DETAILS = process.argv.includes('--details');
/** --save <dir>: each page's full Lighthouse report as JSON there, to read what a row does not show */
const SAVE_DIR = arg('save', null);
const DEBUG_PORT = Number(process.env.LIGHTHOUSE_DEBUG_PORT ?? 4673);
const { LOBBIES } = contract;
// the personal centre's address (src/shell/memberCentre.ts MEMBER_CENTRE_PATH: the app's, not the contract's)
const MEMBER_CENTRE_PATH = '/member';

if (!existsSync(resolve(distDir(root), 'index.html'))) {
  console.error(`${distDir(root)} is missing: run \`npm run build\` first.`);
  process.exit(1);
}

const platform = createPreviewPlatform({ brandsDir: resolve(root, 'brands'), distDir: distDir(root) });
platform.warm(); // the preview platform's first-use work is not the site's
// A brand's domain is served over HTTPS, and a browser speaks HTTP/2 there; the preview
// platform alone speaks plain HTTP/1.1, six connections to a host and a round trip per request,
// which Lighthouse's simulation charges to every one of the page's requests. So the figures are
// taken over HTTP/2 with a throwaway certificate; --http1 measures the page as `npm start` serves it.
const tls = process.argv.includes('--http1') ? null : throwawayCertificate();
if (!tls && !process.argv.includes('--http1')) console.log('(openssl is missing: measured over plain HTTP/1.1, not HTTP/2 as a brand\'s domain serves the site)\n');
const H2 = tls !== null;
const { port } = await platform.listen(Number(process.env.LIGHTHOUSE_PORT ?? 0), '127.0.0.1', { tls });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [...playwrightChromiumArgs(), `--remote-debugging-port=${DEBUG_PORT}`, ...(H2 ? ['--ignore-certificate-errors'] : [])],
});

const brandFile = async (code, file) => JSON.parse(await readFile(resolve(root, 'brands', code, file), 'utf8'));
const score = (category) => (category?.score === null || category?.score === undefined ? '   ?' : String(Math.round(category.score * 100)).padStart(4));

try {
  const codes = platform
    .index()
    .brands.map((b) => b.code)
    .filter((c) => !ONLY_BRAND || c === ONLY_BRAND);
  console.log(`Lighthouse 12, mobile (its default emulation and simulated throttling), one run each, ${H2 ? 'over HTTPS and HTTP/2 (as a brand\'s domain serves the site)' : 'over plain HTTP/1.1 (as npm start serves the site)'}\n`);
  console.log(`${'brand · page'.padEnd(40)}${'perf'.padStart(5)}${'a11y'.padStart(5)}${'CLS'.padStart(7)}${'TBT ms'.padStart(8)}${'LCP ms'.padStart(8)}`);
  for (const code of codes) {
    const manifest = await brandFile(code, 'brand.json');
    const seed = (await brandFile(code, 'fixtures/accounts.json')).accounts.find((a) => a.type === 0);
    const site = (path) => `${H2 ? 'https' : 'http'}://${code}.localhost:${port}${path}`;
    // the token in the address logs the player in (spec: "token in url query"), a new session each
    const asPlayer = (path) => () => `${site(path)}${path.includes('?') ? '&' : '?'}token=${platform.state.openSession(code, seed.username)}`;
    const lobby = LOBBIES.find((l) => l.categories.includes('RNG'))?.path ?? LOBBIES[0].path;
    const loggedInOnly = manifest.loginedToHomePage === true;
    const pages = [
      ['home', loggedInOnly ? 'log-in landing (visitor)' : 'home (visitor)', () => site('/')],
      ...(seed ? [['home', 'home (player)', asPlayer('/')]] : []),
      // a visitor of a logged-in-only brand never sees a lobby: the player's
      ['lobby', `lobby ${lobby}`, loggedInOnly && seed ? asPlayer(lobby) : () => site(lobby)],
      ['register', 'register', () => site('/register')],
      ...(seed ? [['member', 'personal centre (player)', asPlayer(MEMBER_CENTRE_PATH)]] : []),
    ].filter(([kind]) => !ONLY_PAGE || kind === ONLY_PAGE);
    for (const [, label, url] of pages) {
      const result = await lighthouse(url(), {
        port: DEBUG_PORT,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      const lhr = result?.lhr;
      if (SAVE_DIR && lhr) {
        await mkdir(SAVE_DIR, { recursive: true });
        await writeFile(resolve(SAVE_DIR, `${code}-${label.replace(/[^a-z0-9]+/gi, '-')}.json`), JSON.stringify(lhr));
      }
      const audit = (id) => lhr?.audits?.[id]?.numericValue;
      const fixed = (x, digits) => (typeof x === 'number' ? x.toFixed(digits) : '?');
      const failed = lhr?.runtimeError ? `  (${lhr.runtimeError.code})` : '';
      console.log(
        `${`${code} · ${label}`.padEnd(40)}${score(lhr?.categories?.performance).padStart(5)}${score(lhr?.categories?.accessibility).padStart(5)}` +
          `${fixed(audit('cumulative-layout-shift'), 3).padStart(7)}${fixed(audit('total-blocking-time'), 0).padStart(8)}${fixed(audit('largest-contentful-paint'), 0).padStart(8)}${failed}`,
      );
      if (DETAILS) {
        for (const item of lhr?.audits?.['layout-shifts']?.details?.items ?? []) {
          console.log(`    shift ${fixed(item.score, 4)}: ${item.node?.selector ?? '?'} ${item.node?.snippet ?? ''}`.slice(0, 220));
          for (const sub of item.subItems?.items ?? []) console.log(`      cause: ${sub.cause ?? ''} ${sub.extra?.value ?? sub.extra?.url ?? ''}`.slice(0, 200));
        }
        // the largest paint: which element, and where its time goes (TTFB, load delay, load, render delay)
        for (const table of lhr?.audits?.['largest-contentful-paint-element']?.details?.items ?? []) {
          for (const item of table.items ?? []) {
            if (item.node) console.log(`    LCP element: ${item.node.selector ?? '?'} ${item.node.snippet ?? ''}`.slice(0, 220));
            else if (item.phase) console.log(`    LCP ${item.phase}: ${fixed(item.timing, 0)} ms`);
          }
        }
        // the longest chain of requests before the page could paint
        const chain = lhr?.audits?.['critical-request-chains']?.details?.longestChain;
        if (chain) console.log(`    longest request chain: ${chain.length} requests, ${fixed(chain.duration, 0)} ms, ${fixed(chain.transferSize / 1024, 1)} KiB`);
        const tasks = (lhr?.audits?.['long-tasks']?.details?.items ?? []).slice(0, 6);
        for (const task of tasks) console.log(`    task ${fixed(task.duration, 0)} ms at ${fixed(task.startTime, 0)} ms: ${task.url ?? ''}`);
      }
    }
  }
} finally {
  await browser.close();
  await platform.close();
}
