/**
 * The log-in's second step end to end: a right password of an account the platform challenges
 * (a log-in from an unregistered IP while LOGINIPVERF3 is on, a two-factor account while
 * TWOFACTOR3 is on) opens the code step instead of the session; its errors, its resend countdown,
 * then the session. Over every brand with such a seed account, each reading its own flags: tide
 * (new IP) and ember (two-factor) differ in both.
 */
import type { Page } from '@playwright/test';
import { loginByUsername, openLogin, previewUrl, seed } from './accounts';
import { BRAND_CODES, brandDocs, brandFlag, brandsCovering, expect, guardedOf, openBrand, test, loggedInOnly } from './support';
import { FLAG } from '../../src/contract/flags';

const FLAG_OF = { newIp: FLAG.LOGIN_IP_VERIFICATION, twoFactor: FLAG.TWO_FACTOR } as const;

/** The log-in popup: the header's button, or on a logged-in-only brand its /login page. */
async function openLoginOf(page: Page, code: string) {
  if (loggedInOnly(brandDocs(code))) {
    await openBrand(page, code, '/login');
    await expect(page.getByTestId('login-modal')).toBeVisible();
  } else {
    await openBrand(page, code);
    await openLogin(page);
  }
}

/** The brand's seed account the platform challenges at log-in, if it has one. */
const challengedOf = (code: string) => seed(code).find((a) => a.verification && a.password && a.mobileNum);
/** Why the platform challenges it, whether the brand's flag for that asks, and where the log-in popup opens. */
const STEP_TRAITS = [
  (code: string) => challengedOf(code)?.verification,
  (code: string) => brandFlag(brandDocs(code), FLAG_OF[challengedOf(code)!.verification!]),
  guardedOf,
];

for (const code of brandsCovering(STEP_TRAITS, BRAND_CODES.filter((c) => challengedOf(c)?.verification))) {
  const docs = brandDocs(code);
  const account = challengedOf(code);
  if (!account?.verification) continue;
  const reason = account.verification;
  const asked = brandFlag(docs, FLAG_OF[reason]);

  test.describe(`log-in second step · ${code} (${reason}, ${FLAG_OF[reason]} ${asked ? 'on' : 'off'})`, () => {
    test.describe.configure({ mode: 'serial' });
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
    });

    test('a right password meets the step: a missing and a wrong code are refused, the right one logs in', async ({ page }) => {
      await openLoginOf(page, code);
      await loginByUsername(page, account.username, account.password!);
      if (!asked) {
        await expect(page.getByTestId('after-login-modal')).toContainText(account.nickname);
        return;
      }
      const step = page.getByTestId('login-verification');
      await expect(step).toBeVisible();
      await expect(page.getByTestId('login-form')).toHaveCount(0);
      await expect(step.getByTestId('login-verification-reason')).toContainText(reason === 'newIp' ? 'unregistered IP' : 'two-step verification');
      // the number as the platform masks it, never in full
      await expect(step.getByTestId('login-verification-mobile')).toContainText(`${account.mobileNum!.slice(0, 4)}*`);
      await expect(step.getByTestId('login-verification-mobile')).not.toContainText(account.mobileNum!);
      // the first code went out with the challenge: no resend while the countdown runs
      const resend = step.getByTestId('login-verification-resend');
      await expect(resend).toBeDisabled();
      await expect(resend).toHaveText(/Code sent \((\d+:\d\d)\)/);
      await expect(step.getByTestId('login-verification-code')).toBeFocused();

      await step.getByTestId('login-verification-submit').click();
      await expect(step.getByText('Please enter the verification code')).toBeVisible();

      const sms = await page.request.get(previewUrl(`/__preview/sms?mobileNum=${account.mobileNum}`), { headers: { Merchant: code } });
      const right = ((await sms.json()) as { value: { code: string } }).value.code;
      await step.getByTestId('login-verification-code').fill(right === '000000' ? '000001' : '000000');
      await step.getByTestId('login-verification-submit').click();
      await expect(step.getByTestId('login-verification-status')).toHaveText('Verification code invalid');
      await expect(page.getByTestId('header-login')).toBeVisible();

      await step.getByTestId('login-verification-code').fill(right);
      await step.getByTestId('login-verification-submit').click();
      await expect(page.getByTestId('after-login-modal')).toContainText(account.nickname);
      await page.getByTestId('after-login-close').click();
      await expect(page.getByTestId('header-avatar')).toBeVisible();
    });

    test('the step goes back to the log-in form; a verified IP is not asked again, a two-factor account always is', async ({ page }) => {
      test.skip(!asked, `${FLAG_OF[reason]} is off`);
      await openLoginOf(page, code);
      await loginByUsername(page, account.username, account.password!);
      if (reason === 'newIp') {
        // the previous test verified this browser's IP
        await expect(page.getByTestId('after-login-modal')).toContainText(account.nickname);
        return;
      }
      const step = page.getByTestId('login-verification');
      await expect(step).toBeVisible();
      await step.getByTestId('login-verification-cancel').click();
      await expect(page.getByTestId('login-form')).toBeVisible();
      await expect(page.getByTestId('login-slider')).not.toHaveAttribute('data-done', 'true');
    });
  });
}
