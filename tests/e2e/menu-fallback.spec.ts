import type { Page } from '@playwright/test';
import { buildMenuCategories } from '../../src/brand/buildBrandModel';
import { lanesFromGameTypes, readVendorGameTypes } from '../../src/contract/readers/vendorGameTypes';
import type { MenuCategory } from '../../src/brand/model';
import { ALL_CATEGORIES, brandCategories, brandDocs, brandsCovering, expect, guardedOf, loggedInOnly, openBrand, PORT, test, withSessionIfGuarded } from './support';

const LANES = '**/wps/relay/GCSGAME_newGameVendor*';
const GAME_TYPES = /\/wps\/relay\/GCSGAME_getVassGameType/;

/** The menu the site should build from the preview's vendors per game type, through the contract's own fallback. */
async function gameTypesMenu(page: Page, code: string): Promise<MenuCategory[]> {
  const reply = await page.request.get(`http://localhost:${PORT}/wps/relay/GCSGAME_getVassGameType`, { headers: { Merchant: code } });
  expect(reply.ok()).toBe(true);
  const { manifest } = brandDocs(code) as unknown as { manifest: { vendorCategories?: Parameters<typeof buildMenuCategories>[1]; menu?: { categoryOrder?: Parameters<typeof buildMenuCategories>[2] } } };
  const lanes = lanesFromGameTypes(readVendorGameTypes(((await reply.json()) as { value: unknown }).value));
  return buildMenuCategories(lanes, manifest.vendorCategories, manifest.menu?.categoryOrder ?? []);
}

/**
 * The left bar's categories and vendor flyouts come from the vendor lanes; when that reply has no
 * vendor (an empty list, or the call failed) they come from GCSGAME_getVassGameType instead, and
 * a normal boot never asks for it (src/boot/menuFallback.ts).
 */
for (const code of brandsCovering([guardedOf])) {
  const guarded = loggedInOnly(brandDocs(code));

  for (const how of ['empty', 'failed'] as const) {
    test(`${code}: with the vendor lanes ${how === 'empty' ? 'empty' : 'failing'}, the menu comes from the vendors per game type and a vendor opens as usual`, async ({ page, consoleErrors }) => {
      await page.route(LANES, (route) =>
        how === 'failed' ? route.fulfill({ status: 500, contentType: 'text/plain', body: 'down' }) : route.fulfill({ json: { success: true, value: { data: { lanes: [] } } } }),
      );
      const asked: string[] = [];
      page.on('request', (r) => {
        if (GAME_TYPES.test(r.url())) asked.push(r.url());
      });
      const menu = await gameTypesMenu(page, code);
      expect(menu.length, 'the preview has vendors per game type to fall back to').toBeGreaterThan(0);
      await openBrand(page, code, withSessionIfGuarded(code));
      const leftBar = page.getByTestId('left-bar');
      const present: string[] = menu.map((c) => c.category);
      for (const category of ALL_CATEGORIES) {
        await expect(leftBar.getByTestId(`menu-category-${category}`)).toHaveCount(present.includes(category) ? 1 : 0);
      }
      expect(asked).toHaveLength(1);

      const entry = menu.find((c) => c.hasFlyout && (['LIVE', 'RNG', 'SPORTS', 'FISH', 'PVP'] as string[]).includes(c.category))!;
      await leftBar.getByTestId(`menu-category-${entry.category}`).hover();
      const flyout = page.getByTestId(`menu-flyout-${entry.category}`);
      await expect(flyout).toBeVisible();
      for (const vendor of entry.vendors) await expect(flyout.getByTestId(`menu-vendor-${entry.category}-${vendor.code}`)).toHaveText(vendor.code);
      const vendor = entry.vendors[0]!;
      await flyout.getByTestId(`menu-vendor-${entry.category}-${vendor.code}`).click();
      if (guarded) await expect(page).toHaveURL(new RegExp(`/game\\?vendor=${vendor.code}&gameType=${vendor.gameType}`));
      else await expect(page.getByTestId('login-modal')).toBeVisible();
      // the refused lanes call is the only error the page reports
      const unexpected = consoleErrors.filter((e) => !(how === 'failed' && /Failed to load resource: .*500/.test(e)));
      consoleErrors.length = 0;
      expect(unexpected).toEqual([]);
    });
  }

  test(`${code}: a normal boot builds the menu from the vendor lanes and never asks for the vendors per game type`, async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (r) => {
      if (GAME_TYPES.test(r.url())) asked.push(r.url());
    });
    await openBrand(page, code, withSessionIfGuarded(code));
    const leftBar = page.getByTestId('left-bar');
    const present = brandCategories(code);
    for (const category of ALL_CATEGORIES) {
      await expect(leftBar.getByTestId(`menu-category-${category}`)).toHaveCount(present.includes(category) ? 1 : 0);
    }
    // the menu is built at boot: by now a fallback would have asked
    expect(asked).toEqual([]);
  });
}
