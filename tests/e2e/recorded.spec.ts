/**
 * Brands whose platform data are recorded, real-shaped replies (brands/<code>/replies/, see
 * docs/recorded-replies.md): the site reads them as the real platform sends them. Each test runs
 * over brands that differ in the shape it is about (a brand with it and one without, at least)
 * and asserts what that brand's own replies say, so the recorded brand (reef:
 * e-sports and cockfight inside the SPORTS lane, games without displayName and with null icons,
 * favourites as a plain id array, a PROMO banner, registration patterns above 20) and the
 * fixture brands are held to the same reading.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  BRAND_CODES,
  PORT,
  brandAnnouncements,
  brandDocs,
  brandGames,
  brandMenu,
  brandRegistration,
  brandsCovering,
  expect,
  gameLabel,
  guardedOf,
  loggedInOnly,
  openBrand,
  recordedValue,
  test,
  withSessionIfGuarded,
} from './support';

/** reg_pattern_<id> of the brand's default language, as locales/ has it. */
function patternText(code: string, id: number): string {
  const lang = brandDocs(code).manifest.languages.default.toLowerCase();
  const locale = JSON.parse(readFileSync(join('locales', `${lang}.json`), 'utf8')) as { account: Record<string, string> };
  return locale.account[`reg_pattern_${id}`]!;
}

const RECORDED = BRAND_CODES.filter((code) => recordedValue(code, 'wps/system/status') !== null);

/** A seed player (type 0) with a usable password: a session through the preview-only login. */
async function openAsPlayer(page: Page, request: APIRequestContext, code: string, path: string) {
  const { accounts } = JSON.parse(readFileSync(join('brands', code, 'fixtures', 'accounts.json'), 'utf8')) as { accounts: Array<{ username: string; type: number; password: string | null }> };
  const username = [...accounts].reverse().find((a) => a.type === 0 && a.password && a.password !== '123456' && !/expired|weak/i.test(a.username))!.username;
  const res = await request.post(`http://localhost:${PORT}/__preview/login`, { headers: { Merchant: code }, data: { username } });
  const token = ((await res.json()) as { value: { token: string } }).value.token;
  await openBrand(page, code, `${path}${path.includes('?') ? '&' : '?'}token=${token}`);
}

test('at least one brand boots from recorded replies', () => {
  expect(RECORDED.length).toBeGreaterThan(0);
});

for (const code of brandsCovering([], RECORDED)) {
  test(`${code}: boots from its recorded replies with nothing to degrade`, async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    await openBrand(page, code, withSessionIfGuarded(code));
    await expect(page.getByTestId('header')).toBeVisible();
    await expect(page.getByTestId('invalid-config')).toHaveCount(0);
    await expect(page.getByTestId('home-page')).toBeVisible();
    expect(warnings.filter((w) => w.includes('brand documents'))).toEqual([]);
  });
}

/** The brand's menu entries filled by vendors of another lane (e-sports and cockfight sent in SPORTS). */
const refiledOf = (code: string) => brandMenu(code).filter((c) => c.vendors.some((v) => v.gameType !== c.category));
/** The brand's RNG games without an icon, and with a space in the icon's path. */
const rngGames = (code: string) => brandGames(code).games.filter((g) => g.gameType === 'RNG');
const bareIconOf = (code: string) => rngGames(code).find((g) => !g.iconUrl && !g.showIcon);
const spacedIconOf = (code: string) => rngGames(code).find((g) => (g.iconUrl ?? '').includes(' '));
/** The favourites the brand's recording holds, or null. */
const recordedFavouritesOf = (code: string) => recordedValue<string[]>(code, 'wps/relay/MCSFE_getFavoriteGames');
/** The index of the brand's first home banner that links a promotion, or -1. */
const promoBannerOf = (code: string) =>
  (brandAnnouncements(code).banners.filter((b) => b.groupName === 'w_home') as Array<Record<string, unknown>>).findIndex(
    (b) => String(b.redirect ?? '').toUpperCase() === 'PROMO' || ['P', 'PROMOTION'].includes(String(b.linkageType ?? '').toUpperCase()),
  );
/** The brand's enabled registration rules with a pattern above 20 and both bounds. */
const highPatternRulesOf = (code: string) =>
  Object.entries(brandRegistration(code)).filter(
    ([name, r]) => r.enabled && r.patternId !== null && r.patternId > 20 && r.minLength !== null && r.maxLength !== null && name !== 'confirmPassword',
  );

// each test over the brands in which its own shape is there and is not
for (const code of brandsCovering([(c) => refiledOf(c).length > 0])) {
  const menu = brandMenu(code);
  const refiled = refiledOf(code);

  test(`${code}: e-sports and cockfight vendors of the SPORTS lane fill their own menu entries and lobbies`, async ({ page, request }) => {
    test.skip(refiled.length === 0, 'the brand sends e-sports and cockfight in lanes of their own');
    await openAsPlayer(page, request, code, '/');
    const leftBar = page.getByTestId('left-bar');
    for (const c of refiled) await expect(leftBar.getByTestId(`menu-category-${c.category}`)).toBeVisible();
    // not twice: the SPORTS flyout lists only the sports vendors
    const sports = menu.find((c) => c.category === 'SPORTS');
    if (sports) {
      await leftBar.getByTestId('menu-category-SPORTS').hover();
      const flyout = page.getByTestId('menu-flyout-SPORTS');
      for (const c of refiled) for (const v of c.vendors) await expect(flyout.getByTestId(`menu-vendor-SPORTS-${v.code}`)).toHaveCount(0);
    }
    const esports = refiled[0]!;
    await leftBar.getByTestId(`menu-category-${esports.category}`).click();
    const lobby = page.getByTestId('lobby-page');
    await expect(lobby).toHaveAttribute('data-category', esports.category);
    // one vendor's games at a time, of the type the platform files them under
    const first = esports.vendors[0]!;
    await expect(page.getByTestId(`lobby-vendor-${first.code}`)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('lobby-vendor-all')).toHaveCount(0);
    const games = brandGames(code).games.filter((g) => g.vassalage === first.code && g.gameType === first.gameType);
    await expect(page.getByTestId('game-card')).toHaveCount(games.length);
    await expect(page.getByTestId('game-card').first()).toContainText(gameLabel(games[0]!));
  });

}

for (const code of brandsCovering([(c) => Boolean(bareIconOf(c)), (c) => Boolean(spacedIconOf(c))])) {
  test(`${code}: a game without an icon shows the default icon; a path with spaces is encoded, not dropped`, async ({ page, request }) => {
    const bare = bareIconOf(code);
    const spaced = spacedIconOf(code);
    test.skip(!bare && !spaced, 'every game of the brand has a plain icon');
    if (bare) {
      await openAsPlayer(page, request, code, `/rng?vendor=${bare.vassalage}&q=${encodeURIComponent(gameLabel(bare))}`);
      const card = page.getByTestId('game-card').filter({ hasText: gameLabel(bare) }).first();
      await expect(card).toBeVisible();
      await expect(card.locator('img').first()).toHaveAttribute('src', /\/TCG_GAME_ICONS\/default\.png$/);
      // the picture loads (the name is no alt text over a broken image)
      await expect.poll(() => card.locator('img').first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    }
    if (spaced) {
      await openAsPlayer(page, request, code, `/rng?vendor=${spaced.vassalage}&q=${encodeURIComponent(gameLabel(spaced))}`);
      const card = page.getByTestId('game-card').filter({ hasText: gameLabel(spaced) }).first();
      await expect(card.locator('img').first()).toHaveAttribute('src', new RegExp(`${spaced.iconUrl!.split('/').pop()!.replace(/ /g, '%20').replace(/[.]/g, '\\.')}$`));
    }
  });

}

for (const code of brandsCovering([(c) => (recordedFavouritesOf(c)?.length ?? 0) > 0])) {
  test(`${code}: favourites read as the platform's id list show on the home page`, async ({ page, request }) => {
    const ids = recordedFavouritesOf(code);
    test.skip(!ids || ids.length === 0, 'the brand records no favourites');
    const byId = new Map(brandGames(code).games.map((g) => [String(g.nodeId), g]));
    const names = ids!.map((id) => byId.get(id)).filter((g) => g?.gameType === 'RNG').map((g) => gameLabel(g!));
    await openAsPlayer(page, request, code, '/');
    const list = page.getByTestId('home-favourites-list');
    await expect(list.getByTestId('game-card')).toHaveCount(names.length);
    for (const name of names) await expect(list).toContainText(name);
    for (const card of await list.getByTestId('game-card-favourite').all()) await expect(card).toHaveAttribute('aria-pressed', 'true');
  });

}

for (const code of brandsCovering([(c) => promoBannerOf(c) >= 0, guardedOf])) {
  test(`${code}: a banner that links a promotion opens it`, async ({ page }) => {
    const { banners, promotion } = brandAnnouncements(code);
    const home = banners.filter((b) => b.groupName === 'w_home') as Array<Record<string, unknown>>;
    const index = promoBannerOf(code);
    test.skip(index < 0 || loggedInOnly(brandDocs(code)), 'no promotion banner on a page a visitor sees');
    const banner = home[index]!;
    const id = String(banner.redirectPromotionId ?? banner.linkage);
    const promo = promotion.find((p) => String(p.id) === id)!;
    await openBrand(page, code, '/');
    const slide = page.getByTestId('banner-slide').nth(index);
    if (index > 0) await page.getByTestId('banner-dot').nth(index).click();
    await slide.click();
    await expect(page).toHaveURL(new RegExp(`/promoDetail\\?id=${id}$`));
    await expect(page.getByTestId('promo-detail')).toContainText(promo.title);
  });

}

for (const code of brandsCovering([(c) => highPatternRulesOf(c).length > 0])) {
  test(`${code}: registration explains a rule by its patternId, above 20 too`, async ({ page }) => {
    const high = highPatternRulesOf(code);
    test.skip(high.length === 0, 'no rule of the brand uses a pattern above 20');
    await openBrand(page, code, '/register');
    const form = page.getByTestId('register-form');
    for (const [name, rule] of high) {
      const field = form.getByTestId(`register-field-${name}`);
      // a value that breaks the pattern: one character of a kind no such rule accepts
      await field.fill('§');
      await field.blur();
      const error = page.locator(`[id="${(await field.getAttribute('id'))!}-error"]`);
      await expect(error).toBeVisible();
      // the message of that very pattern, in the page's language, with the rule's bounds
      const bounds = rule.minLength === rule.maxLength ? `${rule.minLength}` : `${rule.minLength}-${rule.maxLength}`;
      await expect(error).toHaveText(patternText(code, rule.patternId!).replace('(min)-(max)', bounds));
    }
  });
}
