/**
 * The app download dialog opened from the header and from the left bar's download entry: a tab
 * per app the brand offers (Android, iOS configuration profile), four steps each, the QR of the
 * resource's URL with the brand's logo in its centre. A brand with no app has neither button and
 * its left-bar entry leads to the /down page. Each brand reads its own resources; the tests run over
 * brands that differ in the apps they offer, logged-in-only and open.
 */
import type { Page } from '@playwright/test';
import { brandDocs, brandsCovering, chunkAddress, expect, guardedOf, openBrand, test, withSessionIfGuarded } from './support';

const PLATFORMS = [
  { platform: 'android', type: 'Android' },
  { platform: 'ios', type: 'MOBILECONFIG' },
] as const;

function appsOf(code: string) {
  const resources = brandDocs(code).permission.info.resources ?? [];
  return PLATFORMS.filter((p) => resources.some((r) => r.resourceType === p.type));
}

async function expectDialog(page: Page, code: string) {
  const apps = appsOf(code);
  const dialog = page.getByTestId('app-download-modal');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('tab')).toHaveCount(apps.length);
  for (const { platform } of apps) {
    await dialog.getByTestId(`download-tab-${platform}`).click();
    await expect(dialog.getByTestId(`download-tab-${platform}`)).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByTestId(`download-steps-${platform}`).locator('li')).toHaveCount(4);
    const qr = dialog.getByTestId(`download-qr-${platform}`);
    await expect(qr.locator('svg')).toHaveAttribute('height', '160');
    // the brand's square mark at 0.2 of the 200 px QR
    const logo = qr.locator('svg image');
    await expect(logo).toHaveAttribute('href', brandDocs(code).manifest.assets.favicon);
    const [box, frame] = [await logo.boundingBox(), await qr.boundingBox()];
    expect(frame!.width).toBeCloseTo(200, 0);
    expect(box!.width).toBeCloseTo(40, 0);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
}

for (const code of brandsCovering([(c) => appsOf(c).map((a) => a.platform), guardedOf])) {
  const apps = appsOf(code);
  test.describe(`app download dialog · ${code} (${apps.map((a) => a.platform).join(', ') || 'no app'})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
      await page.setViewportSize({ width: 1280, height: 800 });
    });

    test('opens from the header and from the left bar, with a tab per app', async ({ page }) => {
      await openBrand(page, code, withSessionIfGuarded(code, '/'));
      if (apps.length === 0) {
        await expect(page.getByTestId('header')).toBeVisible();
        await expect(page.getByTestId('header-download')).toHaveCount(0);
        await expect(page.getByTestId('menu-download')).toHaveAttribute('href', '/down');
        return;
      }
      await page.getByTestId('header-download').click();
      await expectDialog(page, code);
      await expect(page.getByTestId('header-download')).toBeFocused();
      await page.getByTestId('menu-download').click();
      await expectDialog(page, code);
      expect(new URL(page.url()).pathname).toBe('/');
    });

    test("on a slow connection the press waits in the dialog's loading place, and focus goes back to the header button", async ({ page }) => {
      test.skip(apps.length === 0, 'no app to offer');
      let release = () => undefined as void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(chunkAddress('AppDownloadModal'), async (route) => {
        await released;
        await route.fallback();
      });
      await openBrand(page, code, withSessionIfGuarded(code, '/'));
      const button = page.getByTestId('header-download');
      await button.click();
      const pending = page.getByTestId('dialog-pending');
      await expect(pending).toBeFocused();
      // a second Enter reaches the loading place, not the button under it
      await page.keyboard.press('Enter');
      release();
      await expectDialog(page, code);
      await expect(pending).toHaveCount(0);
      await expect(button).toBeFocused();
    });

    test('at 375 px the download moves into the drawer, and nothing overflows', async ({ page }) => {
      test.skip(apps.length === 0, 'no app to offer');
      await page.setViewportSize({ width: 375, height: 740 });
      await openBrand(page, code, withSessionIfGuarded(code, '/'));
      await expect(page.getByTestId('header')).toHaveCSS('height', '64px');
      await expect(page.getByTestId('header-download')).toBeHidden();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await page.getByTestId('mobile-menu-toggle').click();
      await page.getByTestId('left-bar').getByTestId('menu-download').click();
      await expectDialog(page, code);
    });
  });
}
