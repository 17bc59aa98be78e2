/**
 * "Remember me" keeps the username (and an SMS login's number with its dialing code), never the
 * password: no cookie, localStorage or sessionStorage value holds it, the password cookies older
 * builds wrote are gone after a visit, and the password is left to the browser's password
 * manager (autocomplete attributes, the Credential Management API where there is one).
 */
import type { BrowserContext, Page } from '@playwright/test';
import { freshMobile, loginByUsername, logout, openLogin, seed, slide, smsCode } from './accounts';
import { BRAND_CODES, brandDocs, brandFlag, brandsCovering, brandUrl, expect, flagOf, openBrand, test, loggedInOnly } from './support';
import { FLAG } from '../../src/contract/flags';

const BRANDS = BRAND_CODES.filter((c) => !loggedInOnly(brandDocs(c)));

/** Every value the page can read back or sends along: cookies, localStorage, sessionStorage. */
async function everythingKept(page: Page, context: BrowserContext): Promise<string[]> {
  const cookies = (await context.cookies()).map((c) => `cookie ${c.name}=${c.value}`);
  const storage = await page.evaluate(() =>
    (['localStorage', 'sessionStorage'] as const).flatMap((kind) => {
      const store = window[kind];
      return Array.from({ length: store.length }, (_, i) => `${kind} ${store.key(i)}=${store.getItem(store.key(i)!)}`);
    }),
  );
  return [...cookies, ...storage];
}

/** The password as it could be written: as typed, URL-encoded, Base64. */
const spellings = (password: string) => [password, encodeURIComponent(password), Buffer.from(password).toString('base64')];

function expectNoPassword(kept: string[], password: string) {
  for (const spelling of spellings(password)) {
    expect(kept.filter((entry) => entry.includes(spelling)), `no value holds the password (${spelling})`).toEqual([]);
  }
}

// over brands open to visitors with an SMS log-in and without
for (const code of brandsCovering([flagOf(FLAG.SMS_LOGIN)], BRANDS)) {
  const player = seed(code).find((a) => a.type === 0 && a.password && a.password !== '123456' && !a.passwordExpired && !a.clubLabel)!;
  const smsLogin = brandFlag(brandDocs(code), FLAG.SMS_LOGIN);

  test.describe(`remember me · ${code}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
    });

    test('keeps the username only: no password in any cookie or storage, an old password cookie is deleted, the username is there after logout and reload', async ({ page, context }) => {
      // a password cookie as an older build wrote it, before the visit
      await context.addCookies([
        { name: 'pwd_x', value: 'OldSecret1', domain: `${code}.localhost`, path: '/' },
        { name: `pwd_${player.username}`, value: encodeURIComponent(player.password!), domain: `${code}.localhost`, path: '/' },
      ]);
      await openBrand(page, code, '/');
      await expect.poll(async () => (await context.cookies()).filter((c) => c.name.startsWith('pwd_')).map((c) => c.name)).toEqual([]);

      await openLogin(page);
      const modal = page.getByTestId('login-modal');
      // the browser's password manager knows which field is which
      await expect(modal.getByTestId('login-field-username')).toHaveAttribute('autocomplete', 'username');
      await expect(modal.getByTestId('login-field-password')).toHaveAttribute('autocomplete', 'current-password');
      await expect(modal.getByTestId('login-field-password')).toHaveAttribute('type', 'password');

      await loginByUsername(page, player.username, player.password!, { remember: true });
      await expect(page.getByTestId('after-login-modal')).toBeVisible();
      await page.getByTestId('after-login-close').click();
      const whileLoggedIn = await everythingKept(page, context);
      expect(whileLoggedIn.some((entry) => entry === `cookie lastUser=${player.username}`)).toBe(true);
      expectNoPassword(whileLoggedIn, player.password!);

      await logout(page);
      expectNoPassword(await everythingKept(page, context), player.password!);
      await page.reload();
      await openLogin(page);
      await expect(modal.getByTestId('login-field-username')).toHaveValue(player.username);
      await expect(modal.getByTestId('login-field-password')).toHaveValue('');
      await expect(modal.getByTestId('login-remember')).toBeChecked();
      expectNoPassword(await everythingKept(page, context), player.password!);
    });

    test("the browser's password manager is offered the credential, and its answer fills the form", async ({ page, context }) => {
      // Chromium's own store cannot be read from a test: stand in for navigator.credentials and
      // record what the site hands it; `get` answers with the credential the browser would keep
      await page.addInitScript(
        ({ username, password }) => {
          const calls: Array<{ store?: { type: string; id: string; matches: boolean }; get?: unknown }> = [];
          (window as unknown as { credentialCalls: typeof calls }).credentialCalls = calls;
          const kept = sessionStorage.getItem('e2e-browser-keeps') === '1';
          Object.defineProperty(navigator, 'credentials', {
            configurable: true,
            value: {
              store: async (c: { type: string; id: string; password?: string }) => {
                calls.push({ store: { type: c.type, id: c.id, matches: c.password === password } });
                return c;
              },
              get: async (options: { password?: boolean; mediation?: string }) => {
                calls.push({ get: { password: options.password, mediation: options.mediation } });
                const PasswordCredential = (window as unknown as { PasswordCredential: new (d: object) => unknown }).PasswordCredential;
                return kept ? new PasswordCredential({ id: username, password }) : null;
              },
            },
          });
        },
        { username: player.username, password: player.password! },
      );
      await openBrand(page, code, '/');
      await openLogin(page);
      await loginByUsername(page, player.username, player.password!, { remember: true });
      await expect(page.getByTestId('after-login-modal')).toBeVisible();
      const calls = () => page.evaluate(() => (window as unknown as { credentialCalls: unknown[] }).credentialCalls);
      await expect.poll(calls).toContainEqual({ store: { type: 'password', id: player.username, matches: true } });
      await page.getByTestId('after-login-close').click();
      await logout(page);
      expectNoPassword(await everythingKept(page, context), player.password!);

      // the test's stand-in browser now keeps it (a flag for the stand-in only, not the password)
      await page.evaluate(() => sessionStorage.setItem('e2e-browser-keeps', '1'));
      await page.reload();
      await openLogin(page);
      const modal = page.getByTestId('login-modal');
      await expect(modal.getByTestId('login-field-password')).toHaveValue(player.password!);
      await expect(modal.getByTestId('login-field-username')).toHaveValue(player.username);
      await expect.poll(calls).toContainEqual({ get: { password: true, mediation: 'optional' } });
    });

    test('without the Credential Management API, remember me works the same and nothing fails', async ({ page, context }) => {
      await page.addInitScript(() => {
        delete (window as unknown as { PasswordCredential?: unknown }).PasswordCredential;
        Object.defineProperty(navigator, 'credentials', { configurable: true, value: undefined });
      });
      await openBrand(page, code, '/');
      await openLogin(page);
      await loginByUsername(page, player.username, player.password!, { remember: true });
      await expect(page.getByTestId('after-login-modal')).toBeVisible();
      await page.getByTestId('after-login-close').click();
      await logout(page);
      await page.reload();
      await openLogin(page);
      await expect(page.getByTestId('login-modal').getByTestId('login-field-username')).toHaveValue(player.username);
      expectNoPassword(await everythingKept(page, context), player.password!);
    });

    test('an old password cookie is deleted on a visit to any page, even one without the log-in form', async ({ page, context }) => {
      await context.addCookies([{ name: 'pwd_x', value: 'OldSecret1', domain: `${code}.localhost`, path: '/' }]);
      await page.goto(brandUrl(code, '/promotions'));
      await expect(page.getByTestId('promotions-page')).toBeVisible();
      expect((await context.cookies()).map((c) => c.name)).not.toContain('pwd_x');
    });

    test('an SMS login remembers the number with its dialing code for 24 hours', async ({ page, context }) => {
      test.skip(!smsLogin, 'no SMS login');
      await openBrand(page, code, '/');
      await openLogin(page);
      const modal = page.getByTestId('login-modal');
      await modal.getByTestId('login-tab-sms').click();
      const mobileNum = freshMobile(code);
      await modal.getByTestId('login-field-mobileNum').fill(mobileNum);
      await slide(page, 'login-slider');
      await modal.getByTestId('login-sms-send').click();
      // the countdown starts on the platform's answer: the code is in the box by then
      await expect(modal.getByTestId('login-sms-send')).toHaveText(/Code sent \(\d+:\d\d\)/);
      await modal.getByTestId('login-field-verificationCode').fill(await smsCode(page, code, mobileNum));
      await modal.getByTestId('login-remember').check();
      await modal.getByTestId('login-submit').click();
      // a new number's account: its first login asks for a password first (the first-login flow)
      await expect(page.getByTestId('change-password-modal')).toBeVisible();
      const kept = (await context.cookies()).find((c) => c.name === 'smsMobile')!;
      expect(decodeURIComponent(kept.value)).toBe(`63|${mobileNum}`);
      expect(kept.expires * 1000 - Date.now()).toBeGreaterThan(23 * 3600_000);
      expect(kept.expires * 1000 - Date.now()).toBeLessThan(25 * 3600_000);
      // the tab's session gone (as after a logout), the cookie stays
      await page.evaluate(() => sessionStorage.clear());
      await page.reload();
      await openLogin(page);
      await modal.getByTestId('login-tab-sms').click();
      await expect(modal.getByTestId('login-field-mobileNum')).toHaveValue(mobileNum);
    });
  });
}
