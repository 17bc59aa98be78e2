/**
 * Issue 19's rest end to end, over brands that differ in GEETEST3, in the SMS log-in (where the
 * phone field is), and open or logged-in-only (where the log-in popup opens), each reading what to expect from its own flags and
 * what its platform answers: the server-checked human check (GEETEST3: ember on, the others off),
 * refused for a wrong stop and passed at the gap; the start-up country call's dialing code in the
 * phone fields (tide answers Vietnam, the others the Philippines); the player's avatar in the
 * header, and the default avatar after three failed loads.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { seed, slide } from './accounts';
import { brandDocs, brandFlag, brandsCovering, expect, flagOf, guardedOf, loggedInOnly, openBrand, PORT, test } from './support';
import { FLAG } from '../../src/contract/flags';

const api = (path: string) => `http://localhost:${PORT}${path}`;

async function platformValue<T>(request: APIRequestContext, code: string, path: string): Promise<T> {
  const res = await request.get(api(path), { headers: { Merchant: code } });
  return ((await res.json()) as { value: T }).value;
}

async function previewToken(request: APIRequestContext, code: string, username: string): Promise<string> {
  const res = await request.post(api('/__preview/login'), { headers: { Merchant: code }, data: { username } });
  return ((await res.json()) as { value: { token: string } }).value.token;
}

/** The log-in popup: the header's button, or on a logged-in-only brand its /login page. */
async function openLoginOf(page: Page, code: string) {
  if (loggedInOnly(brandDocs(code))) {
    await openBrand(page, code, '/login');
    await expect(page.getByTestId('login-modal')).toBeVisible({ timeout: 20_000 });
  } else {
    await openBrand(page, code);
    await page.getByTestId('header-login').click();
    await expect(page.getByTestId('login-modal')).toBeVisible({ timeout: 20_000 });
  }
}

for (const code of brandsCovering([flagOf(FLAG.GEETEST), flagOf(FLAG.SMS_LOGIN), guardedOf])) {
  const docs = brandDocs(code);
  const player = seed(code).find((a) => a.type === 0 && a.password && a.password !== '123456' && !a.passwordExpired && !a.verification);
  const geetest = brandFlag(docs, FLAG.GEETEST);

  test.describe(`start-up calls and sign-in safeguards · ${code} (GEETEST3 ${geetest ? 'on' : 'off'})`, () => {
    // each test loads the log-in popup's or the player's chunks cold
    test.describe.configure({ timeout: 90_000 });
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
    });

    test('the human check: the platform refuses a wrong stop, a new puzzle follows, the gap logs in', async ({ page }) => {
      test.skip(!player, 'no seed player with a password');
      await openLoginOf(page, code);
      const modal = page.getByTestId('login-modal');
      const slider = modal.getByTestId('login-slider');
      await expect(modal.getByTestId('login-slider-handle')).toBeVisible({ timeout: 20_000 });
      if (!geetest) {
        // the slider the client judges alone: no puzzle
        await expect(slider).toBeVisible();
        await expect(slider).not.toHaveAttribute('data-target', /.*/);
        return;
      }
      await expect(slider).toHaveAttribute('data-target', /^0\.\d+$/);
      const gap = Number(await slider.getAttribute('data-target'));
      await modal.getByTestId('login-field-username').fill(player!.username);
      await modal.getByTestId('login-field-password').fill(player!.password!);
      const wrong = gap > 0.5 ? gap - 0.25 : gap + 0.25;
      await slide(page, 'login-slider', wrong);
      const refused = page.waitForResponse((r) => r.url().includes('/wps/session/login'));
      await modal.getByTestId('login-submit').click();
      expect(((await (await refused).json()) as { errorCode: string }).errorCode).toBe('geetest_captcha_err');
      await expect(modal.getByTestId('login-status')).toHaveText('The security check failed. Please try again.');
      // a new puzzle, unanswered; the image captcha is not what a refused check asks for
      await expect(modal.getByTestId('login-slider')).toHaveAttribute('data-done', 'false');
      await expect(modal.getByTestId('login-field-captcha')).toHaveCount(0);
      await slide(page, 'login-slider');
      await modal.getByTestId('login-submit').click();
      await expect(page.getByTestId('after-login-modal')).toContainText(player!.nickname);
    });

    test('the dialing code starts at the visitor\'s country from the start-up call', async ({ page, request }) => {
      const countries = await platformValue<{ currentCountryCode?: { countryDialingCode: string }; countries: Array<{ countryDialingCode: string }> }>(request, code, '/wps/system/country');
      const expected = countries.currentCountryCode?.countryDialingCode ?? countries.countries[0]?.countryDialingCode ?? '63';
      const asked = page.waitForRequest((r) => r.url().includes('/wps/system/country'));
      await openLoginOf(page, code);
      await asked;
      const modal = page.getByTestId('login-modal');
      if (await modal.getByTestId('login-tab-sms').count()) await modal.getByTestId('login-tab-sms').click();
      else {
        await modal.getByTestId('login-modal-tab-register').click();
        if (await modal.getByTestId('register-tab-mobile').count()) await modal.getByTestId('register-tab-mobile').click();
      }
      const dialing = modal.locator('[data-testid$="dialing-code"]').first();
      test.skip((await dialing.count()) === 0, 'no phone field on this brand');
      await expect(dialing).toHaveValue(`+${expected}`);
      await expect(dialing).toBeDisabled();
    });

    test('the header shows the player\'s avatar, and the default avatar after three failed loads', async ({ page, request, consoleErrors }) => {
      test.skip(!player, 'no seed player');
      const image = page.getByTestId('header-avatar-image');
      // the image CDN refuses every profile picture: three loads, then the default avatar
      const tried: string[] = [];
      await page.route('**/PROFILE/**', (route) => {
        tried.push(route.request().url());
        return route.abort();
      });
      await openBrand(page, code, `/?token=${await previewToken(request, code, player!.username)}`);
      // the default also stands in while the picture's address is on its way: the three refused
      // loads come first, then the default stays
      await expect.poll(() => tried.length, { timeout: 20_000 }).toBe(3);
      await expect(image).toHaveAttribute('data-avatar', 'default');
      await expect(image).toHaveText(player!.nickname.slice(0, 1));
      expect(tried).toHaveLength(3);
      // the CDN answers again: a new session shows the picture
      await page.unroute('**/PROFILE/**');
      await openBrand(page, code, `/?token=${await previewToken(request, code, player!.username)}`);
      await expect(image).toHaveAttribute('data-avatar', 'image', { timeout: 20_000 });
      await expect.poll(() => image.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      // the three refused loads are the browser's own console errors; nothing else may be
      const others = consoleErrors.filter((e) => !e.startsWith('Failed to load resource: net::ERR_FAILED'));
      consoleErrors.splice(0, consoleErrors.length, ...others);
    });
  });
}
