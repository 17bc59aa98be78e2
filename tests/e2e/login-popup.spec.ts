/**
 * The log-in popup's first load, over brands with one new-player promotion and with several: it shows the new-player promotions and the
 * log-in form at once, and brings the carousel library and the register form only when they are
 * needed (the promotions' first turn or a reach, the register tab); the log-in calls load as the
 * player starts on the form, and a failed load is said in the form.
 */
import type { Page } from '@playwright/test';
import { FLAG } from '../../src/contract/flags';
import { seed, slide, type SeedAccount } from './accounts';
import { BRAND_CODES, brandAnnouncements, brandsCovering, chunkAddress, expect, flagOf, guardedOf, openBrand, scriptRequests, siteStrings, test } from './support';

/** Fills the popup's log-in with a player's username and password, passes the slider and submits. */
async function submitLogin(page: Page, player: SeedAccount) {
  const modal = page.getByTestId('login-modal');
  await modal.getByTestId('login-field-username').fill(player.username);
  await modal.getByTestId('login-field-password').fill(player.password!);
  await slide(page, 'login-slider');
  await modal.getByTestId('login-submit').click();
}

const newPlayerPromos = (code: string) => brandAnnouncements(code).promotion.filter((p) => p.category === 'new_player').length;

/** The script files the page has fetched so far. */

const slideOffset = async (page: Page, n: number) => {
  const viewport = (await page.getByTestId('new-player-promos').boundingBox())!;
  const slide = (await page.getByTestId('new-player-promo').nth(n).boundingBox())!;
  return Math.abs(slide.x - viewport.x);
};

// none, one, or a carousel of them: what the tests branch on
for (const code of brandsCovering([(c) => Math.min(newPlayerPromos(c), 2)])) {
  const promos = newPlayerPromos(code);

  test(`${code}: the log-in popup shows its promotions at once; the carousel library waits for their first turn`, async ({ page }) => {
    const scripts = scriptRequests(page);
    // the page's clock: the first turn's 5 s pass at once
    await page.clock.install();
    await openBrand(page, code, '/login');
    const modal = page.getByTestId('login-modal');
    await expect(modal).toBeVisible();
    await page.mouse.move(0, 0);
    if (promos === 0) {
      await expect(page.getByTestId('new-player-promos')).toHaveCount(0);
      return;
    }
    const carousel = page.getByTestId('new-player-promos');
    await expect(page.getByTestId('new-player-promo')).toHaveCount(promos);
    await expect(carousel).toHaveAttribute('data-carousel', promos > 1 ? 'resting' : 'single');
    expect(await slideOffset(page, 0)).toBeLessThan(1);
    expect(scripts.filter((u) => /embla-carousel/.test(u)), 'no carousel library before it is needed').toEqual([]);
    if (promos === 1) return;
    // autoplay's first turn is due after 5000 ms: the library arrives and makes it
    await page.clock.fastForward(5_000);
    await expect(carousel).toHaveAttribute('data-carousel', 'live', { timeout: 4000 });
    await expect.poll(() => slideOffset(page, 1), { timeout: 3000 }).toBeLessThan(1);
  });

  test(`${code}: a player who prefers reduced motion gets no autoplay of the promotions`, async ({ page }) => {
    test.skip(promos <= 1, 'autoplay needs more than one promotion');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await openBrand(page, code, '/login');
    const carousel = page.getByTestId('new-player-promos');
    await expect(carousel).toHaveAttribute('data-carousel', 'resting');
    await page.mouse.move(0, 0);
    // past the first autoplay turn (5 s on the page's clock), and the moment a library would take to arrive
    await page.clock.fastForward(6_000);
    await page.waitForTimeout(1000);
    await expect(carousel).toHaveAttribute('data-carousel', 'resting');
    expect(await slideOffset(page, 0)).toBeLessThan(1);
  });

  test(`${code}: the register form loads when its tab is chosen`, async ({ page }) => {
    const scripts = scriptRequests(page);
    await openBrand(page, code, '/login');
    await expect(page.getByTestId('login-modal')).toBeVisible();
    await page.mouse.move(0, 0);
    await expect(page.getByTestId('login-modal').getByTestId('login-form')).toBeVisible();
    expect(scripts.filter((u) => /RegisterForm/.test(u))).toEqual([]);
    await page.getByTestId('login-modal-tab-register').click();
    await expect(page.getByTestId('login-modal').getByTestId('register-form')).toBeVisible();
    expect(scripts.filter((u) => /RegisterForm/.test(u))).toHaveLength(1);
    await page.getByTestId('login-modal-tab-login').click();
    await expect(page.getByTestId('login-modal').getByTestId('register-form')).toHaveCount(0);
  });
}

// the human check a log-in passes (the client's slider, the platform's puzzle) and the landing of
// a logged-in-only brand, where this form is every visitor's first screen
for (const code of brandsCovering([flagOf(FLAG.GEETEST), guardedOf])) {
  const player = seed(code).find((a) => a.type === 0 && a.password && !a.verification && !a.passwordExpired)!;
  const partFailed = siteStrings(code).errors.partFailed!;

  test(`${code}: the log-in calls load once the player starts on the form; a failed load says so and the next submit logs in`, async ({ page }) => {
    const scripts = scriptRequests(page);
    const submitChunks = (u: string) => chunkAddress('api|flows').test(u);
    await openBrand(page, code, '/login');
    const modal = page.getByTestId('login-modal');
    await expect(modal.getByTestId('login-form')).toBeVisible();
    expect(scripts.filter(submitChunks), 'no log-in calls with the popup').toEqual([]);
    // the calls cannot be fetched: the form still takes the player's input, and its submit says why it did nothing
    test.info().annotations.push({ type: 'allow-console-errors' });
    await page.route(chunkAddress('api|flows'), (route) => route.abort());
    await submitLogin(page, player);
    await expect(modal.getByTestId('login-status')).toHaveText(partFailed);
    await expect(modal.getByTestId('login-submit')).toBeEnabled();
    // reachable again: the same submit logs in
    await page.unroute(chunkAddress('api|flows'));
    await modal.getByTestId('login-submit').click();
    await expect(modal).toHaveCount(0);
    await expect(page.getByTestId('header-account')).toBeVisible();
  });

  test(`${code}: a log-in whose code has not arrived after 120000 ms says it did not load, and the next submit logs in`, async ({ page }) => {
    test.info().annotations.push({ type: 'allow-console-errors' });
    await page.clock.install();
    await openBrand(page, code, '/login');
    const modal = page.getByTestId('login-modal');
    await expect(modal.getByTestId('login-form')).toBeVisible();
    let hang = true;
    await page.route(chunkAddress('api|flows'), (route) => (hang ? undefined : route.fallback()));
    await submitLogin(page, player);
    await expect(modal.getByTestId('login-submit')).toHaveAttribute('aria-busy', 'true');
    await page.clock.runFor(120_001);
    await expect(modal.getByTestId('login-status')).toHaveText(partFailed);
    await expect(modal.getByTestId('login-submit')).toBeEnabled();
    hang = false;
    await modal.getByTestId('login-submit').click();
    await expect(modal).toHaveCount(0);
    await expect(page.getByTestId('header-account')).toBeVisible();
  });

  test(`${code}: the log-in form takes the player's input before its form library is in; a submit waits for it, and says so when it cannot be fetched`, async ({ page }) => {
    test.info().annotations.push({ type: 'allow-console-errors' });
    await page.route(chunkAddress('formLibrary'), (route) => route.abort());
    await openBrand(page, code, '/login');
    const modal = page.getByTestId('login-modal');
    await expect(modal.getByTestId('login-form')).toBeVisible();
    await submitLogin(page, player);
    await expect(modal.getByTestId('login-status')).toHaveText(partFailed);
    await expect(modal.getByTestId('login-field-username')).toHaveValue(player.username);
    // reachable, but slow: the submit waits for it (busy), then logs in with what was typed
    await page.unroute(chunkAddress('formLibrary'));
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(chunkAddress('formLibrary'), async (route) => {
      await released;
      await route.continue();
    });
    await modal.getByTestId('login-submit').click();
    await expect(modal.getByTestId('login-submit')).toHaveAttribute('aria-busy', 'true');
    await expect(modal.getByTestId('login-status')).toHaveCount(0);
    await expect(modal.getByTestId('login-field-password')).toHaveValue(player.password!);
    release();
    await expect(modal).toHaveCount(0);
    await expect(page.getByTestId('header-account')).toBeVisible();
  });

  // its calls (loaded on the first reach), or the form library (after the first screen)
  for (const gone of ['api|flows', 'formLibrary']) {
    test(`${code}: after a deploy the log-in's code (${gone}) is gone from the server: the form says a newer version is out, and the next submit loads the page again`, async ({ page }) => {
      test.info().annotations.push({ type: 'allow-console-errors' });
      await page.route(chunkAddress(gone), (route) => route.fulfill({ status: 404, body: 'not found' }));
      await openBrand(page, code, '/login');
      const modal = page.getByTestId('login-modal');
      await expect(modal.getByTestId('login-form')).toBeVisible();
      await submitLogin(page, player);
      await expect(modal.getByTestId('login-status')).toHaveText(siteStrings(code).errors.newVersion!);
      await page.evaluate(() => ((window as unknown as { __sameDocument?: boolean }).__sameDocument = true));
      // the old build's chunk stays gone: the submit loads the page again rather than asking once more
      await Promise.all([page.waitForEvent('load'), modal.getByTestId('login-submit').click()]);
      // the page loaded again is the new build: the log-in's code is there
      await page.unroute(chunkAddress(gone));
      await expect(page.getByTestId('login-modal').getByTestId('login-form')).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true)).toBe(false);
    });
  }
}

// the popup's own free-play link: a brand with free play, logged-in-only or not
for (const code of brandsCovering([guardedOf], BRAND_CODES.filter((c) => flagOf(FLAG.FREE_PLAY)(c)))) {
  test(`${code}: the log-in popup's free play loads the account flows when pressed and starts a trial session`, async ({ page }) => {
    const scripts = scriptRequests(page);
    await openBrand(page, code, '/login');
    const modal = page.getByTestId('login-modal');
    await expect(modal.getByTestId('login-form')).toBeVisible();
    expect(scripts.filter((u) => /\/assets\/flows-[^/]+\.js$/.test(u))).toEqual([]);
    await modal.getByTestId('login-free-play').click();
    await expect(modal).toHaveCount(0);
    await expect(page.getByTestId('header-balance')).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}$/);
    expect(await page.evaluate(() => sessionStorage.getItem('isAgent'))).toBe('4');
  });
}
