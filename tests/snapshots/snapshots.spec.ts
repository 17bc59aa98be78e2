/**
 * Visual snapshots of every brand: one test per cell of the matrix (brand × theme × language ×
 * screen, see matrix.ts), compared against tests/snapshots/baselines/<brand>/<theme>/<lang>/<screen>.png.
 * Run through `npm run snapshot` (scripts/snapshot.mjs), which sets the filters and builds the gallery.
 */
import { test, expect } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { cellKey, FIXED_TIME, matrix } from './matrix';
import { missingScreen, SCREEN_STEPS, settle } from './screens';

const RANDOM_SEED = 0x5eed;

/**
 * Screens shot whole, below the fold too: the register form is as long as the brand's rules make
 * it, and a field that disappears must change the picture.
 */
const FULL_PAGE: ReadonlySet<string> = new Set(['register']);

/**
 * Animations, transitions and the caret off, injected before the app's own styles paint; and
 * anything marked preview-only (the live preview's toolbar and overlay) out of the picture.
 */
const STILL_CSS =
  '*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important}' +
  '[data-preview-only]{display:none!important}' +
  // where the platform places a thing at random (the human check's gap): not part of the look
  '[data-random-place]{visibility:hidden!important}';

function isLocal(url: string): boolean {
  try {
    const { protocol, hostname } = new URL(url);
    if (protocol === 'data:' || protocol === 'blob:' || protocol === 'about:') return true;
    return hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '127.0.0.1';
  } catch {
    return false;
  }
}

for (const cell of matrix()) {
  const key = cellKey(cell);
  const title = `${cell.brand} ${cell.theme} ${cell.lang} ${cell.screen}`;
  const missing = missingScreen(cell.screen, cell.brand);
  if (missing) {
    // decided from the brand's folder: no browser page is opened for it
    test(title, { annotation: [{ type: 'cell', description: key }, { type: 'note', description: missing }] }, () => {
      test.skip(true, `${cell.brand} has no ${cell.screen} screen`);
    });
    continue;
  }
  test(title, { annotation: { type: 'cell', description: key } }, async ({ page }, testInfo) => {
    const note = (text: string) => testInfo.annotations.push({ type: 'note', description: text });

    // network: the preview platform only. Chromium knows no other host (OFF_MACHINE_UNRESOLVED in
    // scripts/chromium-args.mjs), so what a page asks of another fails at once and is noted here;
    // no page.route, which would intercept every request of the cell and turn its cache off
    const blocked: string[] = [];
    page.on('requestfailed', (request) => {
      if (!isLocal(request.url())) blocked.push(request.url());
    });
    await page.clock.setFixedTime(FIXED_TIME);
    await page.addInitScript(
      ({ theme, lang, seed, css }) => {
        // a seeded PRNG (mulberry32): the CDN the brand model picks is the same every run
        let s = seed >>> 0;
        Math.random = () => {
          s = (s + 0x6d2b79f5) >>> 0;
          let t = s;
          t = Math.imul(t ^ (t >>> 15), t | 1);
          t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
          return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
        };
        try {
          localStorage.setItem('theme', theme);
          localStorage.setItem('lang', lang);
          // the popup notices count as shown: they open a moment after boot and would cover a screen
          sessionStorage.setItem('index_notice', 'guest,member');
        } catch {
          /* storage unavailable: the brand defaults apply */
        }
        const still = () => {
          const style = document.createElement('style');
          style.setAttribute('data-snapshot', 'still');
          style.textContent = css;
          (document.head ?? document.documentElement).append(style);
        };
        if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', still, { once: true });
        else still();
      },
      { theme: cell.theme, lang: cell.lang, seed: RANDOM_SEED, css: STILL_CSS },
    );

    await SCREEN_STEPS[cell.screen]({ page, brand: cell.brand, note });
    await settle(page);
    await expect(page.locator('html')).toHaveAttribute('lang', /.+/);
    if (blocked.length) note(`blocked off-machine requests: ${[...new Set(blocked)].join(', ')}`);

    const name = [cell.brand, cell.theme, cell.lang, `${cell.screen}.png`];
    // the `kind` option (where toHaveScreenshot keeps its baselines) is newer than the typings
    const snapshotPath = testInfo.snapshotPath.bind(testInfo) as unknown as (...args: [...string[], { kind: string }]) => string;
    const baseline = snapshotPath(...name, { kind: 'screenshot' });
    const before = existsSync(baseline) ? readFileSync(baseline) : null;
    try {
      await expect(page).toHaveScreenshot(name, { animations: 'disabled', caret: 'hide', scale: 'css', fullPage: FULL_PAGE.has(cell.screen), mask: [page.getByTestId('captcha-image')] });
    } finally {
      const after = existsSync(baseline) ? readFileSync(baseline) : null;
      const status = !before && after ? 'new' : before && after && !before.equals(after) ? 'updated' : 'same';
      testInfo.annotations.push({ type: 'baseline', description: status });
    }
  });
}
