/**
 * No silent failures: a call that fails says so where its content would have been, with a retry
 * that recovers once the platform answers again (help centre, balance, member info); a slow call
 * shows that it is loading at once and gives up at the contract's 20 s; a session that ends while
 * the page is idle ends at the next call of any kind, once, with the login popup.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { previewUrl } from './accounts';
import { seed } from './accounts';
import { BRAND_CODES, brandDocs, brandsCovering, expect, firstScreenDone, openBrand, pauseClockSoon, scrollToFooter, seedPlayerToken, test, loggedInOnly } from './support';
import { helpCenter } from '../../src/contract/calls/system';
import { winnersList } from '../../src/contract/calls/rewards';

/** The seed player seedPlayerToken logs in. */
const seedPlayer = (code: string) => seed(code).find((a) => a.type === 0 && a.password && a.password !== '123456')!;

const BRANDS = BRAND_CODES.filter((c) => !loggedInOnly(brandDocs(c)));

/** Counts how many times the login popup is put on the page, from the page's first script. */
async function countLoginPopups(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { loginPopups: number };
    w.loginPopups = 0;
    new MutationObserver((records) => {
      for (const r of records) {
        for (const node of r.addedNodes) {
          if (node instanceof Element && (node.matches('[data-testid="login-modal"]') || node.querySelector('[data-testid="login-modal"]'))) w.loginPopups += 1;
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}
const loginPopups = (page: Page) => page.evaluate(() => (window as unknown as { loginPopups: number }).loginPopups);

/**
 * A player's home, every call of the page done, then the platform ends this page's session only
 * (tests beside it keep theirs): the page is idle and does not know yet.
 */
async function idleWhenTheSessionEnds(page: Page, request: APIRequestContext, code: string) {
  await countLoginPopups(page);
  const token = await seedPlayerToken(request, code);
  await openBrand(page, code, `/?token=${token}`);
  await expect(page.getByTestId('header-balance')).toHaveText(/\d/);
  // the late hosts ask for things of their own once the first screen is done: idle means after them
  await firstScreenDone(page);
  expect((await request.post(previewUrl('/__preview/sessions/expire'), { headers: { Merchant: code, Authorization: token } })).ok()).toBe(true);
}

/** The page has turned to the logged-out state: the visitor's header and the login popup. */
async function expectLoggedOut(page: Page) {
  await expect(page.getByTestId('login-modal')).toBeVisible();
  // the popup says why it opened
  await expect(page.getByTestId('login-session-expired')).toHaveText('Your session has ended. Please log in again.');
  await expect(page.getByTestId('header-login')).toBeVisible();
  await expect(page.getByTestId('header-balance')).toHaveCount(0);
  await expect(page.getByTestId('header-avatar')).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
}

/** The preview platform's faults are a cookie (?preview=…): gone, the next call is answered normally. */
const clearFault = (page: Page) => page.context().clearCookies({ name: 'preview' });

/** Chromium logs each failed reply; anything else logged still fails the test. */
function allowFailedReplies(consoleErrors: string[]) {
  test.info().annotations.push({ type: 'allow-console-errors' });
  return () => expect(consoleErrors.filter((e) => !/Failed to load resource: the server responded with a status of (401|500)/.test(e))).toEqual([]);
}

// over brands open to visitors whose seed player has a member label and has none
for (const code of brandsCovering([(c) => Boolean(seedPlayer(c).clubLabel)], BRANDS)) {
  test.describe(`failures · ${code}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
    });

    test('a session that ends while the page is idle ends at the next call (a lobby): logged-out header, the login popup once, the lobby still answers', async ({ page, request, consoleErrors }) => {
      const noOtherErrors = allowFailedReplies(consoleErrors);
      await idleWhenTheSessionEnds(page, request, code);
      // a link is followed: the lobby's calls (its games need no session) carry the dead token
      await page.getByTestId('menu-category-RNG').click();
      await expectLoggedOut(page);
      // asked again as a visitor, the lobby's games still come
      await expect(page.getByTestId('game-card').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await loginPopups(page)).toBe(1);
      noOtherErrors();
    });

    test('a session that ends while the page is idle ends at a call that needs no session (the winners list or the footer\'s help topics)', async ({ page, request, consoleErrors }) => {
      const noOtherErrors = allowFailedReplies(consoleErrors);
      await idleWhenTheSessionEnds(page, request, code);
      // what the page asks on the way down: the winners list and the footer's help topics, neither
      // of which needs a session; whichever is answered first meets the dead token
      const replies: Array<{ path: string; status: number; withToken: boolean }> = [];
      page.on('response', (r) => {
        const path = new URL(r.url()).pathname;
        if (path === helpCenter.path || path === winnersList.path) replies.push({ path, status: r.status(), withToken: Boolean(r.request().headers()['authorization']) });
      });
      await scrollToFooter(page);
      await expectLoggedOut(page);
      await page.getByTestId('login-modal').getByRole('button', { name: /close/i }).click();
      await expect(page.getByTestId('site-footer').locator('[data-testid^="footer-help-"]').first()).toBeVisible();
      expect(replies[0]).toMatchObject({ status: 401, withToken: true });
      // the help topics shown are a visitor's: asked again without the token, or first asked after it was dropped
      expect(replies.filter((r) => r.path === helpCenter.path).at(-1)).toEqual({ path: helpCenter.path, status: 200, withToken: false });
      expect(await loginPopups(page)).toBe(1);
      noOtherErrors();
    });

    test('a help centre that fails says so where its topics would be, and recovers on retry', async ({ page, consoleErrors }) => {
      const noOtherErrors = allowFailedReplies(consoleErrors);
      await openBrand(page, code, '/help', { preview: 'fault-500@helpCenter' });
      const modal = page.getByTestId('help-modal');
      const alert = modal.getByRole('alert');
      // the preview's fault is the platform's busy refusal, which the site words itself (errors.platform.systemBusy)
      await expect(alert).toContainText('System busy, please try again later.');
      await clearFault(page);
      await alert.getByRole('button', { name: 'Try again' }).click();
      await expect(modal.getByRole('tablist')).toBeVisible();
      await expect(alert).toHaveCount(0);
      noOtherErrors();
    });

    test('a footer help list that fails recovers on its own retry', async ({ page, consoleErrors }) => {
      const noOtherErrors = allowFailedReplies(consoleErrors);
      await openBrand(page, code, '/', { preview: 'fault-500@helpCenter' });
      await scrollToFooter(page);
      const footerError = page.getByTestId('footer-help-error');
      await expect(footerError).toContainText('Help topics are unavailable right now.');
      await clearFault(page);
      await footerError.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByTestId('site-footer').locator('a[data-testid^="footer-help-"]').first()).toBeVisible();
      await expect(footerError).toHaveCount(0);
      noOtherErrors();
    });

    test("a balance that fails says so in the balance box, and its retry brings the amount", async ({ page, request, consoleErrors }) => {
      const noOtherErrors = allowFailedReplies(consoleErrors);
      await openBrand(page, code, `/?token=${await seedPlayerToken(request, code)}`, { preview: 'fault-500@wallets/balance' });
      await expect(page.getByTestId('header-balance')).toHaveText('Unavailable');
      await expect(page.getByTestId('header-balance-box')).toHaveAttribute('title', 'The balance could not be loaded. Refresh to try again.');
      await clearFault(page);
      // the refresh button beside the message is its retry, as the box's title says
      await page.getByRole('button', { name: 'Refresh balance' }).click();
      await expect(page.getByTestId('header-balance')).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}$/);
      await expect(page.getByTestId('header-balance-box')).not.toHaveAttribute('title', /.+/);
      noOtherErrors();
    });

    test("member info that fails says so in the member label's place, at 375 px too, and its retry brings the label", async ({ page, request, consoleErrors }) => {
      const noOtherErrors = allowFailedReplies(consoleErrors);
      await page.setViewportSize({ width: 375, height: 800 });
      await openBrand(page, code, `/?token=${await seedPlayerToken(request, code)}`, { preview: 'fault-500@member/info' });
      const failed = page.getByTestId('header-member-error');
      await expect(failed).toHaveText('This part did not load · Try again');
      await expect(failed).toHaveAccessibleName('This part did not load · Try again');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      // on a phone it is a retry icon, on the screen beside the brand's mark and the avatar
      for (const id of ['header-member-error', 'header-avatar', 'header-logo']) {
        const box = (await page.getByTestId(id).boundingBox())!;
        expect(box.x + box.width, id).toBeLessThanOrEqual(375);
      }
      await clearFault(page);
      await failed.click();
      await expect(failed).toHaveCount(0);
      // the member info is in: the player's label where it has one (its place stays empty while no
      // feature serves the rank page a label-less player would be offered), and its name on the avatar
      const player = seedPlayer(code);
      if (player.clubLabel) await expect(page.getByTestId('header-member-label')).toHaveText(player.clubLabel.labelName);
      await expect(page.getByRole('button', { name: /account menu|menu ng account/i })).toContainText(player.nickname);
      noOtherErrors();
    });

    test('a help centre that does not answer shows it is loading at once and gives up at 20 s, not 40', async ({ page }) => {
      // the page's clock, not the test's: the 20 s pass at once, and the page is looked at on both sides of them
      await page.clock.install();
      const topicsAsked = page.waitForRequest((r) => r.url().includes(helpCenter.path));
      await openBrand(page, code, '/help', { preview: 'fault-timeout@helpCenter' });
      // the help centre asks for its topics as it opens: it says it is loading from the start
      const modal = page.getByTestId('help-modal');
      await expect(modal).toBeVisible();
      await topicsAsked;
      await expect(modal.getByRole('status')).toBeVisible({ timeout: 2_000 });
      // time stands still from here (the call has been waiting for at most the real moments since it
      // went out, and the moment pauseClockSoon adds)
      await pauseClockSoon(page);
      await page.clock.runFor(16_000);
      await expect(modal.getByRole('status')).toBeVisible();
      await expect(modal.getByRole('alert')).toHaveCount(0);
      // past 20 s since the call went out (and well short of 40): it has given up
      await page.clock.runFor(4_500);
      await expect(modal.getByRole('alert')).toContainText('The server took too long to answer.');
      await expect(modal.getByRole('status')).toHaveCount(0);
      await page.clock.resume();
      await clearFault(page);
      await modal.getByRole('button', { name: 'Try again' }).click();
      await expect(modal.getByRole('tablist')).toBeVisible();
    });
  });
}
