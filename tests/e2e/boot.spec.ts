import { readFileSync } from 'node:fs';
import type { Page, Request } from '@playwright/test';
import { BRAND_CODES, brandDocs, brandsCovering, expect, guardedOf, openBrand, recordedOf, test, visitorPath } from './support';

/**
 * The addresses of the requests the page started that have neither finished nor failed: a reply
 * whose body nobody reads (the home's data asked before the framework ran, on a page that shows
 * none) holds its connection open for the page's life.
 */
function openRequests(page: Page): () => string[] {
  const open = new Set<Request>();
  page.on('request', (r) => open.add(r));
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
  return () => [...open].map((r) => r.url());
}

/**
 * Boot renders by the platform's status, and never a blank page on a bad reply: over brands whose
 * status is recorded and is a fixture's, logged-in-only and open.
 */
for (const code of brandsCovering([guardedOf, recordedOf('wps/system/status')])) {
  test.describe(`boot · ${code}`, () => {
    test('maintenance shows the System Maintenance page with Contact Us, and leaves no request open', async ({ page }) => {
      const open = openRequests(page);
      await openBrand(page, code, '/', { preview: 'maintenance' });
      const screen = page.getByTestId('maintenance-page');
      // in the brand's first language, the one a first visit opens in
      const words = JSON.parse(readFileSync(`locales/${brandDocs(code).manifest.languages.default.toLowerCase()}.json`, 'utf8')) as { status: { maintenanceTitle: string } };
      await expect(screen.getByRole('heading', { name: words.status.maintenanceTitle })).toBeVisible();
      await expect(screen.getByTestId('contact-us')).toBeVisible();
      await expect(screen.getByRole('img', { name: brandDocs(code).manifest.name })).toBeVisible();
      await expect(page.getByTestId('header')).toHaveCount(0);
      await expect.poll(open).toEqual([]);
    });

    test('region restriction shows the text, the IP and the country, and leaves no request open', async ({ page }) => {
      const open = openRequests(page);
      await openBrand(page, code, '/rng', { preview: 'region' });
      const screen = page.getByTestId('region-page');
      await expect(screen).toBeVisible();
      await expect(page.getByTestId('region-ip')).toHaveText('203.0.113.7');
      await expect(page.getByTestId('region-country')).toHaveText('Atlantis');
      await expect(screen.getByTestId('contact-us')).toBeVisible();
      await expect.poll(open).toEqual([]);
    });

    test('a status reply with no whitelabel at all: the invalid-config screen lists each failing JSON pointer instead of a blank page, and leaves no request open', async ({ page }) => {
      const open = openRequests(page);
      await openBrand(page, code, '/', { preview: 'broken' });
      await expect(page.getByTestId('invalid-config')).toBeVisible();
      const rows = page.getByTestId('invalid-config-error');
      expect(await rows.count()).toBeGreaterThanOrEqual(3);
      await expect(rows.filter({ hasText: '/info/whitelabel' }).first()).toContainText('permission');
      await expect(rows.filter({ hasText: '/info/resources/' }).first()).toContainText('https');
      await expect(page.getByTestId('invalid-config')).toContainText('/info/imageCDNs/0');
      await expect.poll(open).toEqual([]);
    });

    test('a status reply broken in some parts: the site opens with those parts left out, and says so in the console', async ({ page }) => {
      const warnings: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'warning') warnings.push(msg.text());
      });
      await openBrand(page, code, visitorPath(code), { preview: 'degraded' });
      await expect(page.getByTestId('invalid-config')).toHaveCount(0);
      await expect(page.getByTestId('header')).toBeVisible();
      // the javascript: resource (the first one) is never a link anywhere on the page
      expect(await page.locator('a[href^="javascript:"]').count()).toBe(0);
      // the maintenance switch that is not one is read as off: the site, not the maintenance page
      await expect(page.getByTestId('maintenance-page')).toHaveCount(0);
      await expect.poll(() => warnings.join('\n')).toContain('/info/resources/0/url');
      expect(warnings.join('\n')).toContain('/info/imageCDNs/0');
      expect(warnings.join('\n')).toContain('without a modId');
    });
  });
}

test.describe('platform faults at boot', () => {
  for (const [mode, text] of [
    ['fault-500', /busy|error/i],
    ['fault-malformed', /could not read|hindi namin mabasa/i],
  ] as const) {
    test(`${mode} shows what went wrong and recovers on retry`, async ({ page, consoleErrors }) => {
      test.info().annotations.push({ type: 'allow-console-errors' });
      await openBrand(page, BRAND_CODES[0]!, '/', { preview: mode });
      const screen = page.getByTestId('boot-failed');
      await expect(screen.getByRole('alert')).toHaveText(text);
      // the fault is switched off; Try again boots normally without a reload
      await page.context().clearCookies();
      await screen.getByRole('button').click();
      await expect(page.getByTestId('header')).toBeVisible();
      consoleErrors.length = 0;
    });
  }

  test('a status call that never answers ends in the timeout message', async ({ page }) => {
    test.info().annotations.push({ type: 'allow-console-errors' });
    await page.clock.install();
    const statusAsked = page.waitForRequest(/\/wps\/system\/status/);
    await page.goto(`http://${BRAND_CODES[0]}.localhost:${process.env.E2E_PORT ?? 4310}/?preview=fault-timeout`);
    await statusAsked;
    await page.clock.runFor(21_000);
    await expect(page.getByTestId('boot-failed').getByRole('alert')).toHaveText(/too long|natagalan/i);
  });

  test('an unknown ?merchant= is refused with a readable message', async ({ page }) => {
    await page.goto(`http://localhost:${process.env.E2E_PORT ?? 4310}/?merchant=no-such-brand`);
    await expect(page.getByTestId('unknown-merchant')).toBeVisible();
  });
});
