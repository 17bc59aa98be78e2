/**
 * Issue 19 on the registration: where the brand's `info.sms` configures the phone-auth service the
 * phone code goes through it (the preview's stand-in for firebase: 1-minute countdown, the
 * service's wording, the id token in the register body), and the form offers the service's social
 * sign-in buttons, one per provider flag; without the service the platform's SMS code serves and
 * no social button shows. Brands chosen by whether the service is configured, whether the form
 * asks for a phone code (REGMOBVERF3 with a mobile number) and the provider flags.
 */
import type { Page, Request } from '@playwright/test';
import { FLAG, readSwitch } from '../../src/contract/flags';
import { captchaAnswer, fillUsernameRegistration, freshMobile, invitationQuery, rules, slide, smsCode, socialSignInByKeyboard } from './accounts';
import { BRAND_CODES, brandDocs, brandFlag, brandsCovering, expect, flagSetOf, loggedInOnly, openBrand, test, type BrandDocs } from './support';

const serviceOf = (docs: BrandDocs) => readSwitch((docs.permission.info as { sms?: { firebase?: unknown } }).sms?.firebase).on;
/** the username registration asks for the number's code */
const asksCode = (code: string) => brandFlag(brandDocs(code), FLAG.MOBILE_REGISTER_VERIFICATION) && rules(code).mobileNum?.enabled === true;
const open = BRAND_CODES.filter((c) => !loggedInOnly(brandDocs(c)));
const withService = open.filter((c) => serviceOf(brandDocs(c)));
const PLATFORM_SMS = '/wps/verification/sms/register';
const SOCIAL = [
  ['google', FLAG.GOOGLE_LOGIN, 'Google'],
  ['facebook', FLAG.FACEBOOK_LOGIN, 'Facebook'],
  ['twitter', FLAG.TWITTER_LOGIN, 'Twitter'],
] as const;

// the expected words are the English ones
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
});

const throughService = withService.find(asksCode);
test(`${throughService ?? '(no brand)'}: the registration's phone code goes through the phone-auth service; a wrong code is refused at its field, the right one makes the account`, async ({ page }) => {
  test.skip(!throughService, 'no brand configures the service and asks for a registration code');
  // two submits, each with the encrypted call and the log-in that follows: slow on a busy machine
  test.slow();
  const code = throughService!;
  const platformSends: string[] = [];
  page.on('request', (r: Request) => void (r.url().includes(PLATFORM_SMS) && platformSends.push(r.url())));
  await openBrand(page, code, `/register${invitationQuery(code)}`);
  const form = page.getByTestId('register-form');
  const account = await fillUsernameRegistration(page, code, form);
  const send = form.getByTestId('register-sms-send');
  // the service's countdown: 1 minute, and the platform's SMS call never made
  await expect(send).toHaveText(/^Code sent \((1:00|0:59|0:58|0:57)\)$/);
  await expect(send).toBeDisabled();
  expect(platformSends).toEqual([]);
  const right = await smsCode(page, code, account.mobileNum!);
  const codeField = form.getByTestId('register-field-verificationCode');
  await codeField.fill(right === '000000' ? '111111' : '000000');
  await form.getByTestId('register-submit').click();
  await expect(form.getByText('The verification code is not valid.')).toBeVisible();
  await expect(page.getByTestId('register-success-modal')).toHaveCount(0);
  await codeField.fill(right);
  if ((await form.getByTestId('register-field-captcha').count()) > 0) await form.getByTestId('register-field-captcha').fill(await captchaAnswer(page, code));
  await form.getByTestId('register-submit').click();
  await expect(page.getByTestId('register-success-modal')).toBeVisible({ timeout: 15_000 });
  await page.getByTestId('register-success-close').click();
  await expect(page.getByTestId('header-account')).toHaveText(account.username);
});

/** The registration form: the /register page, or on a logged-in-only brand the log-in popup's Register tab. */
async function openRegistration(page: Page, code: string) {
  if (!loggedInOnly(brandDocs(code))) {
    await openBrand(page, code, `/register${invitationQuery(code)}`);
    return page.getByTestId('register-form');
  }
  await openBrand(page, code, `/login${invitationQuery(code)}`);
  const modal = page.getByTestId('login-modal');
  await modal.getByTestId('login-modal-tab-register').click();
  return modal.getByTestId('register-form');
}

const platformCode = BRAND_CODES.find((c) => !serviceOf(brandDocs(c)) && asksCode(c));
test(`${platformCode ?? '(no brand)'}: without the service the registration code is the platform's SMS and no social button shows`, async ({ page }) => {
  test.skip(!platformCode, 'every brand asking for a code configures the service');
  const code = platformCode!;
  const form = await openRegistration(page, code);
  await expect(form.getByTestId('register-field-mobileNum')).toBeVisible();
  await expect(page.getByTestId('third-party-sign-in')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Continue with/ })).toHaveCount(0);
  await form.getByTestId('register-field-mobileNum').fill(freshMobile(code));
  await slide(page, brandFlag(brandDocs(code), FLAG.GEETEST) ? 'register-sms-slider' : 'register-slider');
  const sent = page.waitForResponse((r) => r.url().includes(PLATFORM_SMS));
  const send = form.getByTestId('register-sms-send');
  // the send is throttled to once a second: a click inside it is dropped, so click until one goes out
  await expect(async () => {
    await send.click();
    await expect(send).toHaveText(/Code sent/, { timeout: 1_500 });
  }).toPass();
  expect(((await (await sent).json()) as { success: boolean }).success).toBe(true);
  // the platform's countdown: its expiredMinutes (the preview's 5), not the service's minute
  await expect(send).toHaveText(/^Code sent \((4:\d\d|5:00)\)$/);
});

// a brand whose providers' buttons show, and one with the service but no provider flag
for (const code of brandsCovering([flagSetOf(FLAG.GOOGLE_LOGIN, FLAG.FACEBOOK_LOGIN)], withService)) {
  const docs = brandDocs(code);
  const shown = SOCIAL.filter(([, flag]) => brandFlag(docs, flag));
  test(`${code}: the registration offers a social sign-in button for each provider flag (${shown.map(([p]) => p).join(', ') || 'none'}), on the page and in the popup`, async ({ page }) => {
    await openBrand(page, code, `/register${invitationQuery(code)}`);
    await expect(page.getByTestId('register-form')).toBeVisible();
    const check = async (scope: ReturnType<typeof page.getByTestId>) => {
      for (const [p, , name] of SOCIAL) {
        const button = scope.getByTestId(`social-sign-in-${p}`);
        if (shown.some(([s]) => s === p)) await expect(button).toHaveText(`Continue with ${name}`);
        else await expect(button).toHaveCount(0);
      }
      // the log-in's phone sign-in is not the registration's: the form has its own code
      await expect(scope.getByTestId('phone-sign-in-open')).toHaveCount(0);
      await expect(scope.getByText(/not available/i)).toHaveCount(0);
    };
    await check(page.getByTestId('register-page'));
    // the buttons hold on a phone: inside a 375 px wide page, nothing scrolls sideways
    await page.setViewportSize({ width: 375, height: 800 });
    for (const [p] of shown) {
      const box = (await page.getByTestId('register-page').getByTestId(`social-sign-in-${p}`).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await openBrand(page, code, `/login${invitationQuery(code)}`);
    const modal = page.getByTestId('login-modal');
    await modal.getByTestId('login-modal-tab-register').click();
    await expect(modal.getByTestId('register-form')).toBeVisible();
    await check(modal);
    if (shown.length === 0) return;
    // a social sign-up: the provider confirms, the platform makes the account (FIREBASECREATEACC3) and logs in
    await socialSignInByKeyboard(page, modal.getByTestId(`social-sign-in-${shown[0]![0]}`));
  });
}
