/**
 * What the account specs share: the brands' seed accounts, read from their folders, and their
 * registration rules as the platform answers them (recorded or registration.json), and the steps
 * of the log-in popup as a player takes them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { FLAG } from '../../src/contract/flags';
import { brandDocs, brandFlag, brandRegistration, expect, loggedInOnly, openBrand, PORT } from './support';

export interface SeedAccount {
  username: string;
  password: string | null;
  type: number;
  nickname: string;
  balance: number;
  mobileNum?: string;
  email?: string;
  passwordExpired?: boolean;
  /** the log-in's second step this account meets while its brand's flag is on */
  verification?: 'newIp' | 'twoFactor';
  clubLabel?: { labelName: string; color: string; color2: string } | null;
}

export const read = <T,>(code: string, ...parts: string[]) => JSON.parse(readFileSync(join('brands', code, ...parts), 'utf8')) as T;
export const seed = (code: string) => read<{ accounts: SeedAccount[] }>(code, 'fixtures', 'accounts.json').accounts;
export const rules = brandRegistration;

/** Unique per run and worker: the platform's state lives as long as the server. */
export const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.slice(-8);
/** A mobile number no account has, of the form the brand's rule asks (09 and 11 digits, or 9 and 10 where the rule says so). */
export function freshMobile(code: string): string {
  const rule = rules(code).mobileNum;
  const digits = `${String(Date.now()).slice(-7)}${Math.floor(Math.random() * 90 + 10)}`;
  const candidates = [`09${digits}`, `9${digits}`];
  const pattern = rule?.acceptedPattern && rule.acceptedPattern !== '*' ? new RegExp(rule.acceptedPattern) : null;
  const fits = (n: string) => (!pattern || pattern.test(n)) && (rule?.minLength == null || n.length >= rule.minLength) && (rule?.maxLength == null || n.length <= rule.maxLength);
  return candidates.find(fits) ?? candidates[0]!;
}

export function passwordFor(code: string): string {
  return rules(code).password?.patternId === 20 ? `Pw#${stamp()}9a` : `Pw${stamp()}9a`;
}

/** Preview-only helpers, asked by merchant header (Node does not resolve *.localhost). */
export const previewUrl = (path: string) => `http://localhost:${PORT}${path}`;

/**
 * Passes a slider check. A server-checked one (GEETEST3: `data-target`, the puzzle's gap) is
 * answered with the piece at `stop` (default: the gap); the platform judges it at submit.
 */
export async function slide(page: Page, testId: string, stop?: number) {
  const handle = page.getByTestId(`${testId}-handle`);
  await handle.focus();
  const target = await page.getByTestId(testId).getAttribute('data-target');
  if (target === null) await handle.press('End');
  else {
    await handle.press('Home');
    const steps = Math.round((stop ?? Number(target)) * 100);
    // PageUp moves ten steps: a few presses instead of dozens of round trips to the browser
    for (let i = 0; i < Math.floor(steps / 10); i++) await handle.press('PageUp');
    for (let i = 0; i < steps % 10; i++) await handle.press('ArrowRight');
    await handle.press('Enter');
  }
  await expect(page.getByTestId(testId)).toHaveAttribute('data-done', 'true');
}

/** A stop the preview's stand-in puzzle refuses: a quarter of the track away from its gap. */
export async function wrongStop(slider: Locator): Promise<number> {
  await expect(slider).toHaveAttribute('data-target', /^0\.\d+$/);
  const gap = Number(await slider.getAttribute('data-target'));
  return gap > 0.5 ? gap - 0.25 : gap + 0.25;
}

/**
 * A code send guarded by the platform's puzzle (GEETEST3, product sms): asked to check first,
 * refused with a wrong stop (geetest_captcha_err, shown in the warning dialog), then a new puzzle
 * passes and the code goes out.
 */
export async function sendRefusedThenSent(page: Page, scope: Locator, sliderTestId: string, send: Locator, path: string) {
  const slider = scope.getByTestId(sliderTestId);
  await send.click();
  await expect(scope.getByText('Slide the piece into the gap first.')).toBeVisible();
  await slide(page, sliderTestId, await wrongStop(slider));
  const refused = page.waitForResponse((r) => r.url().includes(path));
  await send.click();
  expect(((await (await refused).json()) as { errorCode: string }).errorCode).toBe('geetest_captcha_err');
  const dialog = page.getByTestId('sms-error-dialog');
  await expect(dialog).toContainText('The security check failed. Please try again.');
  await dialog.getByTestId('sms-error-dialog-confirm').click();
  // a new puzzle, unanswered, and no countdown
  await expect(slider).toHaveAttribute('data-done', 'false');
  await expect(send).toHaveText('Get code');
  await slide(page, sliderTestId);
  // the send is throttled to once a second (spec): a click inside it is dropped, so click until one goes out
  await expect(async () => {
    await send.click();
    await expect(send).toHaveText(/Code sent \(\d+:\d\d\)/, { timeout: 1_500 });
  }).toPass();
}

/**
 * The query of an invitation (`?referralCode=` of the brand's first referral code) where the
 * brand has no direct registration (DIRECTREG3 off: its visitors register through a link only),
 * else ''.
 */
export function invitationQuery(code: string): string {
  if (brandFlag(brandDocs(code), FLAG.DIRECT_REGISTER)) return '';
  const { referralCodes } = read<{ referralCodes: string[] }>(code, 'fixtures', 'accounts.json');
  return `?referralCode=${referralCodes[0]}`;
}

/** The registration form: the /register page, or on a logged-in-only brand the log-in popup's Register tab (through an invitation where the brand needs one). */
export async function openRegistration(page: Page, code: string, opts: { preview?: string } = {}) {
  const invitation = invitationQuery(code);
  if (!loggedInOnly(brandDocs(code))) {
    await openBrand(page, code, `/register${invitation}`, opts);
    return page.getByTestId('register-form');
  }
  await openBrand(page, code, `/login${invitation}`, opts);
  const modal = page.getByTestId('login-modal');
  await expect(modal).toBeVisible({ timeout: 20_000 });
  await modal.getByTestId('login-modal-tab-register').click();
  return modal.getByTestId('register-form');
}

export async function smsCode(page: Page, code: string, mobileNum: string): Promise<string> {
  const res = await page.request.get(previewUrl(`/__preview/sms?mobileNum=${mobileNum}`), { headers: { Merchant: code } });
  const body = (await res.json()) as { value: { code: string } };
  return body.value.code;
}

export async function openLogin(page: Page) {
  await page.getByTestId('header-login').click();
  await expect(page.getByTestId('login-modal')).toBeVisible();
}

export async function loginByUsername(page: Page, username: string, password: string, opts: { remember?: boolean } = {}) {
  const modal = page.getByTestId('login-modal');
  await modal.getByTestId('login-field-username').fill(` ${username} `); // trimmed
  await modal.getByTestId('login-field-password').fill(password);
  if (opts.remember) await modal.getByTestId('login-remember').check();
  await slide(page, 'login-slider');
  await modal.getByTestId('login-submit').click();
}

export async function logout(page: Page) {
  await page.getByTestId('header-avatar').click();
  await page.getByTestId('avatar-logout').click();
  await expect(page.getByTestId('logout-confirm-modal')).toBeVisible();
  await page.getByTestId('logout-confirm').click();
  await expect(page.getByTestId('header-login')).toBeVisible();
}

/**
 * Fills every enabled field of the username registration with a value its rule accepts, sends and
 * types the SMS code where the brand asks for one, and (GEETEST3) answers the register call's
 * puzzle unless `slideRegister` is false, and (CAPTCHA3) types the image captcha unless `fillCaptcha` is false.
 */
export async function fillUsernameRegistration(
  page: Page,
  code: string,
  scope: ReturnType<Page['getByTestId']>,
  /** `pass`: how a human check is passed (default: slide) */
  opts: { slideRegister?: boolean; fillCaptcha?: boolean; pass?: (page: Page, testId: string) => Promise<void> } = {},
) {
  const pass = opts.pass ?? ((p: Page, testId: string) => slide(p, testId));
  const r = rules(code);
  const username = `r${stamp()}`.slice(0, Math.max(6, Math.min(12, r.username?.maxLength ?? 12)));
  const password = passwordFor(code);
  const mobileNum = freshMobile(code);
  const values: Record<string, string> = {
    username,
    password,
    confirmPassword: password,
    email: `${username}@example.test`,
    payeeName: 'Juan Cruz',
    mobileNum,
  };
  for (const [name, rule] of Object.entries(r)) {
    if (!rule?.enabled || !(name in values)) continue;
    if (!rule.required && name !== 'mobileNum') continue;
    await scope.getByTestId(`register-field-${name}`).fill(values[name]!);
  }
  // a brand that verifies mobile numbers (REGMOBVERF3) asks for the number's SMS code
  const geetest = brandFlag(brandDocs(code), FLAG.GEETEST);
  if ((await scope.getByTestId('register-field-verificationCode').count()) > 0) {
    // GEETEST3: the code's send carries its own puzzle (product sms), the register call another
    await pass(page, geetest ? 'register-sms-slider' : 'register-slider');
    await scope.getByTestId('register-sms-send').click();
    await expect(scope.getByTestId('register-sms-send')).toHaveText(/Code sent \((\d+:\d\d)\)/);
    await scope.getByTestId('register-field-verificationCode').fill(await smsCode(page, code, mobileNum));
  }
  if (geetest && opts.slideRegister !== false) await pass(page, 'register-slider');
  // CAPTCHA3: the image captcha, read back from the preview by the page's device id
  if ((await scope.getByTestId('register-field-captcha').count()) > 0 && opts.fillCaptcha !== false) {
    await scope.getByTestId('register-field-captcha').fill(await captchaAnswer(page, code));
  }
  await scope.getByTestId('register-field-terms').check();
  return { username, password, mobileNum: r.mobileNum?.enabled ? mobileNum : null };
}

/** The answer of the image captcha the page shows now (the preview keeps it per device id); waits for the image first. */
export async function captchaAnswer(page: Page, code: string): Promise<string> {
  await expect(page.getByTestId('captcha-image').first()).toHaveAttribute('data-loaded', 'true');
  const deviceId = await page.evaluate(() => localStorage.getItem('loginDeviceId'));
  const res = await page.request.get(previewUrl(`/__preview/captcha?loginDeviceId=${deviceId}`), { headers: { Merchant: code } });
  return ((await res.json()) as { value: { code: string } }).value.code;
}

/**
 * A provider's sign-in button pressed by keyboard (a 44 px target): the preview's stand-in answers
 * the provider's popup, the platform logs the player in (making the account where
 * FIREBASECREATEACC3 is on), and the popup closes on a logged-in header.
 */
export async function socialSignInByKeyboard(page: Page, button: Locator) {
  await expect(button).toHaveCSS('min-height', '44px');
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('login-modal')).toHaveCount(0);
  await expect(page.getByTestId('header-login')).toHaveCount(0);
}
