import { BRAND_CODES, brandDocs, expect, openBrand, test } from './support';

/** Boot renders by the platform's status, and never a blank page on a bad reply. */
for (const code of BRAND_CODES) {
  test.describe(`boot · ${code}`, () => {
    test('maintenance shows the System Maintenance page with Contact Us', async ({ page }) => {
      await openBrand(page, code, '/', { preview: 'maintenance' });
      const screen = page.getByTestId('maintenance-page');
      await expect(screen.getByRole('heading', { name: 'System Maintenance' })).toBeVisible();
      await expect(screen.getByTestId('contact-us')).toBeVisible();
      await expect(screen.getByRole('img', { name: brandDocs(code).manifest.name })).toBeVisible();
      await expect(page.getByTestId('header')).toHaveCount(0);
    });

    test('region restriction shows the text, the IP and the country', async ({ page }) => {
      await openBrand(page, code, '/rng', { preview: 'region' });
      const screen = page.getByTestId('region-page');
      await expect(screen).toBeVisible();
      await expect(page.getByTestId('region-ip')).toHaveText('203.0.113.7');
      await expect(page.getByTestId('region-country')).toHaveText('Atlantis');
      await expect(screen.getByTestId('contact-us')).toBeVisible();
    });

    test('a broken status reply lists each failing JSON pointer instead of a blank page', async ({ page }) => {
      await openBrand(page, code, '/', { preview: 'broken' });
      await expect(page.getByTestId('invalid-config')).toBeVisible();
      const rows = page.getByTestId('invalid-config-error');
      expect(await rows.count()).toBeGreaterThanOrEqual(2);
      await expect(rows.filter({ hasText: '/info/resources/' }).first()).toContainText('permission');
      await expect(page.getByTestId('invalid-config')).toContainText('/info/imageCDNs');
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
