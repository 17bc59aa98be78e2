/**
 * Text from config or the platform with no place to break (a 300-character title without a
 * space) wraps, or ends in an ellipsis where a single line is kept: the page never grows wider
 * than the window, on the home page and /promotions at 1280 and 375 px, nor a card, chip or the
 * header's member label wider than its place.
 */
import type { Page } from '@playwright/test';
import { BRAND_CODES, brandDocs, brandsCovering, expect, openBrand, recordedOf, rewriteReply, scrollToFooter, seedPlayerToken, test, loggedInOnly } from './support';

const BRANDS = BRAND_CODES.filter((c) => !loggedInOnly(brandDocs(c)));
/** As long as the schemas let each field be (vendor and classify names stop at 200). */
const LONG = 'W'.repeat(300);

interface Named {
  title?: string;
  displayName?: string;
  gameName?: string;
}

/** Every title and name the home page and /promotions show, made one unbroken 300-character word. */
async function injectLongText(page: Page) {
  await rewriteReply<{ value: { promotion: Named[]; player: Named[]; popup: Named[] } }>(page, '**/wps/relay/MCSFE_getListAnnouncements*', (body) => {
    for (const item of [...body.value.promotion, ...body.value.player, ...body.value.popup]) item.title = LONG;
  });
  await rewriteReply<{ value: Named[] }>(page, '**/wps/system/helpCenter*', (body) => {
    for (const topic of body.value) topic.title = LONG;
  });
  await rewriteReply<{ footer: { about: Record<string, string> } }>(page, '**/brands/*/brand.json', (body) => {
    for (const lang of Object.keys(body.footer.about)) body.footer.about[lang] = LONG;
  });
  await rewriteReply<{ value: { data: { lanes: Array<{ cards: Named[]; gameClassify: Named[] }> } } }>(page, '**/wps/relay/GCSGAME_newGameVendor*', (body) => {
    for (const lane of body.value.data.lanes) for (const item of [...lane.cards, ...lane.gameClassify]) item.displayName = LONG.slice(0, 200);
  });
  await rewriteReply<{ value: { list: Named[] } }>(page, '**/wps/relay/GCSGAME_hotGamesV2*', (body) => {
    for (const game of body.value.list) Object.assign(game, { gameName: LONG, displayName: LONG });
  });
  await rewriteReply<{ value: { games: Named[] } }>(page, '**/wps/relay/GCSGAME_gameList*', (body) => {
    for (const game of body.value.games) Object.assign(game, { gameName: LONG, displayName: LONG });
  });
}

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth, 'the page is no wider than the window').toBeLessThanOrEqual(innerWidth);
}

/**
 * Every element matching `selector` fits its `within` ancestor: its right edge inside that box, or
 * (`widthOnly`, in a row that scrolls sideways) no wider than it.
 */
async function expectInside(page: Page, selector: string, within: string, { widthOnly = false } = {}) {
  const overflowing = await page.evaluate(
    ({ selector, within, widthOnly }) =>
      [...document.querySelectorAll(selector)]
        .map((el) => [el.getBoundingClientRect(), el.closest(within)!.getBoundingClientRect()] as const)
        .filter(([box, outer]) => (widthOnly ? box.width > outer.width + 0.5 : box.right > outer.right + 0.5)).length,
    { selector, within, widthOnly },
  );
  expect(overflowing, `${selector} inside its ${within}`).toBe(0);
}

// over brands whose replies the test rewrites are recorded (real-shaped) and fixtures'
for (const code of brandsCovering([recordedOf('wps/relay/MCSFE_getListAnnouncements'), recordedOf('wps/relay/GCSGAME_gameList')], BRANDS)) {
  test.describe(`long unbroken text · ${code}`, () => {
    for (const width of [1280, 375]) {
      test(`home and /promotions at ${width} px: no sideways scroll, titles wrap inside their cards`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await injectLongText(page);

        await openBrand(page, code, '/');
        await expect(page.getByTestId('home-hot-games-list').getByText(LONG).first()).toBeAttached();
        await scrollToFooter(page);
        await expect(page.getByTestId('footer-about')).toHaveText(LONG);
        await expect(page.getByTestId('footer-about')).toHaveCSS('overflow-wrap', 'anywhere');
        await expectInside(page, '[data-testid="footer-about"]', '[data-testid="site-footer"]');
        await expectNoSidewaysScroll(page);

        await openBrand(page, code, '/promotions');
        const title = page.getByTestId('promo-card').first().locator('h2');
        await expect(title).toHaveText(LONG);
        await expect(title).toHaveCSS('overflow-wrap', 'anywhere');
        await expectInside(page, '[data-testid="promo-card"] h2', '[data-testid="promo-card"]');
        await scrollToFooter(page);
        await expectNoSidewaysScroll(page);
      });
    }

    test('a lobby at 375 px: vendor and classify chips end in an ellipsis inside their row', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await injectLongText(page);
      await openBrand(page, code, '/rng');
      const chip = page.locator('[data-testid^="lobby-vendor-"]:not([data-testid="lobby-vendor-all"])').first();
      await expect(chip).toContainText(LONG.slice(0, 200));
      await expect(chip.locator('span').first()).toHaveCSS('text-overflow', 'ellipsis');
      await expectInside(page, '[data-testid^="lobby-vendor-"], [data-testid^="lobby-classify-"]', '[role="group"]', { widthOnly: true });
      await expectNoSidewaysScroll(page);
    });

    test("the header's member label at 375 px ends in an ellipsis", async ({ page, request }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await rewriteReply<{ value: { clubLabel: unknown } }>(page, '**/wps/member/info*', (body) => {
        body.value.clubLabel = { labelName: LONG, color: '#000000', color2: '#ffffff', rankLevel: 3 };
      });
      await openBrand(page, code, `/?token=${await seedPlayerToken(request, code)}`);
      const label = page.getByTestId('header-member-label');
      await expect(label).toHaveText(LONG);
      await expect(label).toHaveCSS('text-overflow', 'ellipsis');
      await expectInside(page, '[data-testid="header-member-label"]', 'header');
      await expectNoSidewaysScroll(page);
    });
  });
}
