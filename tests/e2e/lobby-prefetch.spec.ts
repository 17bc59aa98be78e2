/**
 * A lobby's first screen is on its way before the press that opens it: hovering its left-bar
 * entry requests its chunk and its first page of games, so the press finds them there and the
 * grid is not fetched again. Over brands open and logged-in-only, with one slots vendor or several.
 */
import { gameList } from '../../src/contract/calls/games';
import { BRAND_CODES, brandCategories, brandMenu, brandsCovering, expect, guardedOf, openBrand, test, withSessionIfGuarded } from './support';

const LOBBY_BRANDS = BRAND_CODES.filter((c) => brandCategories(c).includes('RNG'));
const TRAITS = [guardedOf, (code: string) => (brandMenu(code).find((c) => c.category === 'RNG')?.vendors.length ?? 0) > 2];

test.use({ viewport: { width: 1280, height: 800 } });

for (const code of brandsCovering(TRAITS, LOBBY_BRANDS)) {
  test(`${code}: hovering the slots entry requests the lobby's first page before the click`, async ({ page }) => {
    const firstPages: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === gameList.path && url.searchParams.get('pageNo') === '1' && url.searchParams.get('gameType') === 'RNG') firstPages.push(r.url());
    });
    await openBrand(page, code, withSessionIfGuarded(code, '/'));
    const entry = page.getByTestId('menu-category-RNG');
    await expect(entry).toBeVisible();
    expect(firstPages).toHaveLength(0);

    await entry.hover();
    await expect.poll(() => firstPages.length).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/');

    await entry.click();
    await expect(page).toHaveURL(/\/rng$/);
    await expect(page.getByTestId('lobby-page').getByTestId('game-card').first()).toBeVisible();
    // the grid found the prefetched page: no second request for it
    expect(firstPages).toHaveLength(1);
  });
}
