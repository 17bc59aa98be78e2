/**
 * A repeat visit comes from the service worker's cache (issue 18; src/boot/serviceWorker/): after
 * one visit, the next paints in the brand's colours and shows its header and menu while the
 * server holds every request for the brand's documents (the preview platform's fault-timeout on
 * /brands/, which reaches the worker's own requests too, unlike page.route), its page served by
 * the worker. And a new build's worker takes over on the visit after the one that found it, the
 * visit between served wholly by the old build. Over a light and a dark brand, each by its own data.
 */
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
// @ts-expect-error: a plain .mjs module of the preview platform, without types
import { createPreviewPlatform } from '../../scripts/preview-platform/server.mjs';
// @ts-expect-error: a plain .mjs build script, without types
import { buildServiceWorker } from '../../scripts/build-sw.mjs';
import { BRAND_CODES, brandDocs, brandMenu, brandsCovering, brandUrl, defaultModeOf, expect, expectedTheme, loggedInOnly, openBrand, rgb, test } from './support';

// the whole point here: the built site's worker runs (the suite blocks it elsewhere)
test.use({ serviceWorkers: 'allow' });

/**
 * Waits until the worker controls the page and has every brand document the page fetched before
 * it (the index, manifest, theme, wording) in its cache: they are handed over together but stored one by one.
 */
async function workerReady(page: Page, code: string) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const documents = performance
            .getEntriesByType('resource')
            .map((entry) => entry.name)
            // the documents boot reads (not the icon the browser asks for on its own, past the worker)
            .filter((name) => /^\/brands\/.*\.(json|css)$/.test(new URL(name).pathname));
          const kept = await Promise.all(documents.map((url) => caches.match(url)));
          return documents.filter((_, i) => !kept[i]).map((url) => new URL(url).pathname);
        }),
      { timeout: 20_000, message: 'brand documents the worker has not kept yet' },
    )
    .toEqual([]);
  // and the page fetched them at all (a list of none would pass)
  expect(await page.evaluate(async (path) => Boolean(await caches.match(path)), `/brands/${code}/brand.json`)).toBe(true);
}

const visitorBrands = BRAND_CODES.filter((code) => !loggedInOnly(brandDocs(code)));

for (const code of brandsCovering([defaultModeOf], visitorBrands)) {
  const docs = brandDocs(code);
  const mode = docs.manifest.theme.defaultMode;
  const firstCategory = brandMenu(code)[0]!.category;

  test(`a repeat visit is branded and works with the brand's documents held at the server · ${code} (${mode})`, async ({ page, context }) => {
    test.slow(); // two boots, one with a worker installing
    await openBrand(page, code);
    await workerReady(page, code);

    // from now on the server answers no request for the brand's documents (for a minute)
    await context.addCookies([{ name: 'preview', value: encodeURIComponent('fault-timeout@/brands/'), url: brandUrl(code) }]);
    const response = await page.goto(brandUrl(code));
    expect(response?.fromServiceWorker(), 'the page comes from the worker').toBe(true);
    await expect(page.getByTestId('boot-splash')).toHaveCount(0, { timeout: 15_000 });
    await expect(page.getByTestId('header')).toBeVisible();
    await expect(page.getByTestId(`menu-category-${firstCategory}`).filter({ visible: true }).first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    await expect(page.locator('html')).toHaveCSS('background-color', rgb(expectedTheme(docs, mode).colors.background));
  });
}

test('a new build’s worker serves the visit after the one that found it, never a mix', async ({ context }, testInfo) => {
  test.slow(); // its own platform and four boots
  const code = visitorBrands[0]!;
  // a build of our own to "deploy" over: a copy of the tested one (without the gzip copies)
  const dist = testInfo.outputPath('dist');
  cpSync(resolve(process.env.E2E_DIST ?? 'dist'), dist, { recursive: true, filter: (src) => !src.endsWith('.gz') });
  const platform = createPreviewPlatform({ brandsDir: resolve('brands'), distDir: dist });
  const { port } = (await platform.listen(0, '127.0.0.1')) as { port: number };
  const url = `http://${code}.localhost:${port}/`;
  const buildMark = (page: Page) => page.locator('meta[name="e2e-build"]');
  try {
    let page = await context.newPage();
    await page.goto(url);
    await expect(page.getByTestId('header')).toBeVisible({ timeout: 15_000 });
    await workerReady(page, code);

    // the next build: another index.html (so another precache list and sw.js)
    const index = resolve(dist, 'index.html');
    writeFileSync(index, readFileSync(index, 'utf8').replace('<head>', '<head>\n    <meta name="e2e-build" content="next" />'));
    await buildServiceWorker(dist);

    // the visit that finds it: still the old build, whole and working, the new worker waiting
    await page.goto(url);
    await expect(page.getByTestId('header')).toBeVisible({ timeout: 15_000 });
    await expect(buildMark(page)).toHaveCount(0);
    await expect.poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting)), { timeout: 20_000 }).toBe(true);

    // the visit after (every page of the old build closed): the new build's. The waiting worker
    // takes over only while no page is its old one's client: a page opened at once after the close
    // may become one again on a busy machine, so each try leaves a longer gap
    let tries = 0;
    await expect
      .poll(
        async () => {
          await page.close();
          tries += 1;
          await new Promise((done) => setTimeout(done, Math.min(3000, 300 * tries)));
          page = await context.newPage();
          await page.goto(url);
          return buildMark(page).count();
        },
        { timeout: 30_000 },
      )
      .toBe(1);
    await expect(page.getByTestId('header')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId(`menu-category-${brandMenu(code)[0]!.category}`).filter({ visible: true }).first()).toBeVisible();
  } finally {
    await platform.close();
  }
});
