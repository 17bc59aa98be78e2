/**
 * A page or dialog whose chunk and strings are already in renders in the same pass as the rest of the
 * screen: never its loading place first; a player's header comes with the first screen. React shows a suspended page's loading place and then
 * keeps the page back for 300 ms; the landing's chunk (asked for at boot), a lobby's (asked for
 * on hover) and the strings are kept as settled promises so the page never suspends on them.
 *
 * The platform's status reply is held back until the page's other requests are answered, so the
 * landing's chunk and strings are in before boot renders: what is tested is what the site does
 * with them, not a race.
 */
import type { Locator, Page, Request } from '@playwright/test';
import { memberInfo } from '../../src/contract/calls/account';
import { status } from '../../src/contract/calls/system';
import { FLAG } from '../../src/contract/flags';
import { LOBBIES } from '../../src/contract/gameCategories';
import { BRAND_CODES, brandCategories, brandsCovering, expect, flagOf, guardedOf, openBrand, seedPlayerToken, test, withSessionIfGuarded } from './support';

const LOBBY_BRANDS = BRAND_CODES.filter((c) => brandCategories(c).includes('RNG'));
const RNG_LOBBY = LOBBIES.find((l) => l.categories.includes('RNG'))!.path;

/** Counts every time the router's loading place for a page comes into the document. */
async function countPageLoading(page: Page, testId = 'page-loading') {
  await page.addInitScript((selector) => {
    const seen = { count: 0 };
    (window as unknown as { __pageLoading: typeof seen }).__pageLoading = seen;
    new MutationObserver((records) => {
      for (const r of records)
        for (const node of r.addedNodes)
          if (node instanceof Element && (node.matches(selector) || node.querySelector(selector))) seen.count += 1;
    }).observe(document, { childList: true, subtree: true });
  }, `[data-testid="${testId}"]`);
  return () => page.evaluate(() => (window as unknown as { __pageLoading: { count: number } }).__pageLoading.count);
}

/** The mutation batch in which each of `ids` first came into the document (0: never). */
async function recordArrivals(page: Page, ids: string[]) {
  await page.addInitScript((ids) => {
    const arrivals: Record<string, number> = {};
    (window as unknown as { __arrivals: typeof arrivals }).__arrivals = arrivals;
    let batch = 0;
    new MutationObserver(() => {
      batch += 1;
      for (const id of ids) if (!arrivals[id] && document.querySelector(`[data-testid="${id}"]`)) arrivals[id] = batch;
    }).observe(document, { childList: true, subtree: true });
  }, ids);
  return () => page.evaluate(() => (window as unknown as { __arrivals: Record<string, number> }).__arrivals);
}

/** Hovers `target`, waits until the chunk its hover asks for (`chunk`, a path) and what that imports are in, then presses it. */
async function hoverThenPress(page: Page, target: Locator, chunk: RegExp) {
  await expect(target).toBeVisible();
  const arrived = page.waitForResponse((r) => chunk.test(new URL(r.url()).pathname));
  await target.hover();
  await (await arrived).finished();
  // the chunk's own imports, asked for once it arrived
  await page.waitForLoadState('networkidle');
  await target.click();
}

/** The site's own files each page has in flight (its code, strings and brand documents). */
const inFlight = new WeakMap<Page, { pending: Set<Request> }>();

function requestsOf(page: Page) {
  let tracked = inFlight.get(page);
  if (!tracked) {
    const t = { pending: new Set<Request>() };
    page.on('request', (r) => {
      if (/^\/(assets|brands)\//.test(new URL(r.url()).pathname)) t.pending.add(r);
    });
    const answered = (r: Request) => void t.pending.delete(r);
    page.on('requestfinished', answered);
    page.on('requestfailed', answered);
    inFlight.set(page, t);
    tracked = t;
  }
  return tracked;
}

/**
 * Holds each reply to `path` for at least `ms`, and then until every file the page asked for has
 * come and none has been asked for in half a second (a chunk's own imports are asked for once it
 * is read). What the landing asked for early is then in when the reply lets boot go on, however
 * busy the machine: a fixed second was not enough on a loaded CI runner.
 */
async function holdStatus(page: Page, ms: number, path: string = status.path) {
  const requests = requestsOf(page);
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const until = Date.now() + 20_000;
      await new Promise((done) => setTimeout(done, ms));
      let quietSince = Date.now();
      while (Date.now() - quietSince < 500 && Date.now() < until) {
        if (requests.pending.size > 0) quietSince = Date.now();
        await new Promise((done) => setTimeout(done, 50));
      }
      await route.continue();
    },
  );
}

for (const code of brandsCovering([guardedOf], LOBBY_BRANDS)) {
  // the register page is a visitor's (a session would take it home), open on every brand
  for (const [name, path, testId] of [
    ['the register page', '/register', 'register-page'],
    ['a lobby', withSessionIfGuarded(code, RNG_LOBBY), 'lobby-page'],
  ] as const) {
    test(`${code}: ${name} as the landing comes with the first screen, not after its loading place`, async ({ page }) => {
      const loadingShown = await countPageLoading(page);
      await holdStatus(page, 1_000);
      await openBrand(page, code, path);
      await expect(page.getByTestId(testId)).toBeVisible();
      expect(await loadingShown()).toBe(0);
    });
  }

  test(`${code}: a player's first screen comes with the player's header, not without it first`, async ({ page, request }) => {
    const arrivals = await recordArrivals(page, ['home-page', 'header-avatar', 'header-balance']);
    await holdStatus(page, 1_000);
    await openBrand(page, code, `/?token=${await seedPlayerToken(request, code)}`);
    await expect(page.getByTestId('header-avatar')).toBeVisible();
    const seen = await arrivals();
    expect(seen['home-page']).toBeGreaterThan(0);
    expect(seen).toEqual({ 'home-page': seen['home-page'], 'header-avatar': seen['home-page'], 'header-balance': seen['home-page'] });
  });

  test(`${code}: the personal centre as the landing, and a deep link to its page, come with the page, not after its loading place`, async ({ page, request }) => {
    const loadingShown = await countPageLoading(page, 'member-page-loading');
    await holdStatus(page, 1_000);
    // the centre's first page is known, and its chunk asked for, once the brand is read: the
    // member info that reveals the page waits a little more, so the chunk is in by then
    await holdStatus(page, 1_000, memberInfo.path);
    // the page is revealed by the member info's reply, an urgent update: React shows a lazy
    // part's fallback there even for a settled promise, so this needs lazyNow's synchronous answer
    await openBrand(page, code, `/member?token=${await seedPlayerToken(request, code)}`);
    await expect(page).toHaveURL(/\/member\/[^/?]+/);
    const firstPage = page.getByTestId('member-centre').locator('[data-testid]').filter({ hasNot: page.getByTestId('member-menu') }).first();
    // the first page's own content (each centre page is a panel of its feature's)
    await expect(firstPage).toBeVisible();
    expect(await loadingShown()).toBe(0);

    // the same page by its address, in a fresh document and a new session
    await openBrand(page, code, `${new URL(page.url()).pathname}?token=${await seedPlayerToken(request, code)}`);
    await expect(firstPage).toBeVisible();
    expect(await loadingShown()).toBe(0);
  });

  test(`${code}: a lobby hovered before the press opens without its loading place`, async ({ page }) => {
    const loadingShown = await countPageLoading(page);
    await openBrand(page, code, withSessionIfGuarded(code, '/'));
    await hoverThenPress(page, page.getByTestId('menu-category-RNG'), /\/assets\/LobbyPage-[^/]+\.js$/);
    await expect(page.getByTestId('lobby-page')).toBeVisible();
    expect(await loadingShown()).toBe(0);
  });
}

// open to visitors, so the header has its log-in button; over brands whose log-in dialog differs
// (the human check's own chunk, or none)
for (const code of brandsCovering([flagOf(FLAG.GEETEST)], BRAND_CODES.filter((c) => !guardedOf(c)))) {
  test(`${code}: the log-in dialog hovered before the press opens without its loading place`, async ({ page }) => {
    const loadingShown = await countPageLoading(page, 'dialog-loading');
    await openBrand(page, code, '/');
    await hoverThenPress(page, page.getByTestId('header-login'), /\/assets\/LoginModal-[^/]+\.js$/);
    await expect(page.getByTestId('login-modal')).toBeVisible();
    expect(await loadingShown()).toBe(0);
  });
}
