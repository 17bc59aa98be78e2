/**
 * What a brand's flags switch on the site, read from each brand's own whitelabel tree: the game
 * lobby's categories (GAMELO3 and its children) decide the home page's hot, recent and
 * favourite sections (the card star is covered in src/games/favourites.dom.test.tsx). Brands
 * differ here (ember turns recent games off), so each test reads what to expect from the
 * brand's flags, never from its name, over brands in which each of these flags is on and off.
 */
import type { APIRequestContext } from '@playwright/test';
import { FLAG } from '../../src/contract/flags';
import { BRAND_CODES, PORT, brandDocs, brandFlag, brandsCovering, expect, flagOf, openBrand, test } from './support';
import { seed } from './accounts';

/** A session for the brand's first plain seed player (preview-only login, no password). */
async function playerToken(request: APIRequestContext, code: string): Promise<string> {
  const player = seed(code).find((a) => a.type === 0 && a.password && a.password !== '123456' && !/expired|weak/i.test(a.username));
  if (!player) throw new Error(`${code}: no plain seed player`);
  const res = await request.post(`http://localhost:${PORT}/__preview/login`, { headers: { Merchant: code }, data: { username: player.username } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { value: { token: string } }).value.token;
}

for (const code of brandsCovering([flagOf(FLAG.HOT_GAMES), flagOf(FLAG.RECENT_GAMES), flagOf(FLAG.FAVOURITE_GAMES)])) {
  test(`${code}: the home page's hot, recent and favourite sections follow the game lobby's flags`, async ({ page, request }) => {
    const docs = brandDocs(code);
    const hot = brandFlag(docs, FLAG.HOT_GAMES);
    const recent = brandFlag(docs, FLAG.RECENT_GAMES);
    const favourites = brandFlag(docs, FLAG.FAVOURITE_GAMES);
    await openBrand(page, code, `/?token=${await playerToken(request, code)}`);
    await expect(page.getByTestId('home-page')).toBeVisible();
    // the category sections below render after the player sections: wait for one of them
    await expect(page.locator('[data-testid^="home-category-"]').first()).toBeVisible();
    await expect(page.getByTestId('home-hot-games')).toHaveCount(hot ? 1 : 0);
    await expect(page.getByTestId('home-recent')).toHaveCount(recent ? 1 : 0);
    await expect(page.getByTestId('home-favourites')).toHaveCount(favourites ? 1 : 0);
  });
}

test('the brands under test differ in the game lobby flags (else the test above proves nothing)', () => {
  const readings = BRAND_CODES.map((code) => [FLAG.HOT_GAMES, FLAG.RECENT_GAMES, FLAG.FAVOURITE_GAMES].map((f) => brandFlag(brandDocs(code), f)).join());
  expect(new Set(readings).size).toBeGreaterThan(1);
});
