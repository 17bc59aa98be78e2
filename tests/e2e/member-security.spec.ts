/**
 * The security centre over the brands with the member centre in which each part the tests branch
 * on is offered and is not, each offering what its modIds say (aurora: login and payment
 * password, reset by a security question, mobile and e-mail; ember: login password, mobile but no
 * e-mail and no payment password; tide: payment password, e-mail, no login-password change, no
 * questions; reef: none of them): the completeness score rising as the player sets a
 * payment password and binds a mobile and an e-mail with codes, the login password changed and
 * used to log in, the avatar, real name and ID, a social account linked for good, the page by
 * its address after a reload, and the centre at 375 px.
 */
import { freshMobile, loginByUsername, passwordFor, previewUrl } from './accounts';
import { brandDocs, brandFlag, BRAND_CODES, brandsCovering, countCalls, expect, openBrand, test } from './support';
import { freshPlayer } from './member-money';
import type { Locator, Page } from '@playwright/test';
import type { Trait } from '../brandCover';
import { playerAvatar } from '../../src/contract/calls/account';
import { FLAG } from '../../src/contract/flags';
import { mailSend, smsSend } from '../../src/contract/calls/security';
import { changePaymentPassword } from '../../src/contract/calls/withdraw';
import { readFileSync } from 'node:fs';

const on = (docs: ReturnType<typeof brandDocs>, ...ids: string[]) => ids.every((id) => brandFlag(docs, id));

interface Words {
  account: Record<string, string>;
  security: { paymentPassword: Record<string, string> };
}
/** The site's words in the brand's first language, the one these pages open in. */
const wordsOf = (docs: ReturnType<typeof brandDocs>) => JSON.parse(readFileSync(`locales/${docs.manifest.languages.default.toLowerCase()}.json`, 'utf8')) as Words;

/**
 * A field's label is on screen (a placeholder goes as the player types), it is the field's (a click
 * on it puts the caret in the field), and the field is found by it.
 */
async function expectLabelled(scope: Locator, label: string, testId: string) {
  const field = scope.getByTestId(testId);
  await field.fill('1');
  const shown = scope.locator('label').filter({ hasText: new RegExp(`^\\*?\\s*${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`) });
  await expect(shown, label).toBeVisible();
  await field.blur();
  await expect(field).not.toBeFocused();
  await shown.click();
  await expect(field, label).toBeFocused();
  await expect(scope.getByLabel(label, { exact: true })).toHaveAttribute('data-testid', testId);
  await field.fill('');
}

async function score(page: Page): Promise<number> {
  const text = (await page.getByTestId('security-score').textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

/** waits until the score is above `before` and returns it */
async function scoreAbove(page: Page, before: number): Promise<number> {
  await expect.poll(() => score(page)).toBeGreaterThan(before);
  return score(page);
}

/** The parts of the security centre the tests branch on, and the modIds that offer each (all of them on). */
const PARTS = {
  loginPassword: [FLAG.LOGIN_PASSWORD],
  paymentPassword: [FLAG.PAYMENT_PASSWORD],
  reset: [FLAG.PAYMENT_PASSWORD, FLAG.RESET_PAYMENT_PASSWORD, FLAG.SECURITY_QUESTIONS],
  questions: [FLAG.SECURITY_QUESTIONS],
  mobile: [FLAG.VERIFICATION],
  email: [FLAG.VERIFICATION, FLAG.MAIL_VERIFICATION],
  avatar: [FLAG.PROFILE_PICTURE],
} as const;
const loginPasswordOf: Trait = (code) => on(brandDocs(code), ...PARTS.loginPassword);
const paymentPasswordOf: Trait = (code) => on(brandDocs(code), ...PARTS.paymentPassword);
/** Traits: each part offered or not. */
const PART_TRAITS = Object.values(PARTS).map((ids): Trait => (code) => on(brandDocs(code), ...ids));

for (const code of brandsCovering(PART_TRAITS, BRAND_CODES.filter((c) => on(brandDocs(c), FLAG.MEMBER_COMMON)))) {
  const docs = brandDocs(code);
  const offers = Object.fromEntries(Object.entries(PARTS).map(([part, ids]) => [part, on(docs, ...ids)])) as Record<keyof typeof PARTS, boolean>;

  test.describe(`security centre · ${code}`, () => {
    test(`the score rises with a payment password ${offers.paymentPassword ? '' : '(not offered) '}and a mobile ${offers.mobile ? '' : '(not offered) '}and e-mail ${offers.email ? '' : '(not offered) '}bound by code; a reload keeps the page`, async ({ page, request }) => {
      test.setTimeout(90_000);
      const { token } = await freshPlayer(request, code, { password: passwordFor(code), mobileNum: '', email: '' });
      await openBrand(page, code, `/member/securityCenter?token=${token}`);
      await expect(page.getByTestId('security-score')).toBeVisible({ timeout: 15_000 });
      await expect(page.getByTestId('member-menu-securityCenter')).toHaveAttribute('aria-current', 'page');
      for (const [section, offered] of [['paymentPassword', offers.paymentPassword], ['mobile', offers.mobile], ['email', offers.email], ['loginPassword', offers.loginPassword], ['questions', offers.questions], ['avatar', offers.avatar]] as const) {
        await expect(page.getByTestId(`security-${section}`), section).toHaveCount(offered ? 1 : 0);
      }
      let now = await score(page);
      expect(now).toBeLessThan(100);

      if (offers.paymentPassword) {
        await expect(page.getByTestId('security-item-paymentPassword')).toHaveAttribute('data-complete', 'false');
        await page.getByTestId('security-paymentPassword-open').click();
        await expect(page.getByTestId('payment-password-new')).toBeFocused();
        await page.getByTestId('payment-password-new').fill('246810');
        await page.getByTestId('payment-password-confirm').fill('246801');
        await page.getByTestId('payment-password-submit').click();
        await expect(page.getByTestId('payment-password-problem')).toBeVisible();
        await page.getByTestId('payment-password-confirm').fill('246810');
        await page.getByTestId('payment-password-submit').click();
        await expect(page.getByTestId('security-paymentPassword-saved')).toBeVisible();
        await expect(page.getByTestId('security-paymentPassword-state')).toHaveAttribute('data-done', 'true');
        await expect(page.getByTestId('security-item-paymentPassword')).toHaveAttribute('data-complete', 'true');
        now = await scoreAbove(page, now);
        // changing it asks for the current one: a wrong one is the platform's refusal, shown in the form
        await page.getByTestId('security-paymentPassword-open').click();
        await page.getByTestId('payment-password-old').fill('111111');
        await page.getByTestId('payment-password-new').fill('135790');
        await page.getByTestId('payment-password-confirm').fill('135790');
        await page.getByTestId('payment-password-submit').click();
        await expect(page.getByTestId('payment-password-change-form').getByRole('alert')).toBeVisible();
        await page.getByTestId('payment-password-old').fill('246810');
        // a double click changes it once (api/oneAtATime): a second change would meet the old
        // password already changed, and its refusal would cover the first's success
        const changes = countCalls(page, changePaymentPassword);
        await page.getByTestId('payment-password-submit').dblclick();
        await expect(page.getByTestId('security-paymentPassword-saved')).toBeVisible();
        expect(changes()).toBe(1);
      }

      if (offers.mobile) {
        const mobile = freshMobile(code);
        await page.getByTestId('security-mobile-open').click();
        await page.getByTestId('verify-mobile-target').fill('12');
        await page.getByTestId('verify-mobile-send').click();
        await expect(page.getByTestId('verify-mobile-target-problem')).toBeVisible();
        await page.getByTestId('verify-mobile-target').fill(mobile);
        // the box is read once the platform has the send (the button counts down before it answers)
        const smsSent = page.waitForResponse((r) => new URL(r.url()).pathname === smsSend.path);
        await page.getByTestId('verify-mobile-send').click();
        await expect(page.getByTestId('verify-mobile-send')).toBeDisabled();
        await smsSent;
        const sms = await request.get(previewUrl(`/__preview/sms?mobileNum=${mobile}`), { headers: { Merchant: code } });
        const sent = ((await sms.json()) as { value: { code: string } }).value.code;
        await page.getByTestId('verify-mobile-code').fill(sent === '000000' ? '111111' : '000000');
        await page.getByTestId('verify-mobile-submit').click();
        await expect(page.getByTestId('verify-mobile-form').getByRole('alert')).toBeVisible();
        await page.getByTestId('verify-mobile-code').fill(sent);
        await page.getByTestId('verify-mobile-submit').click();
        await expect(page.getByTestId('security-mobile-state')).toHaveAttribute('data-done', 'true');
        await expect(page.getByTestId('security-mobile-detail')).toHaveText(`${mobile.slice(0, 4)}${'*'.repeat(mobile.length - 7)}${mobile.slice(-3)}`);
        now = await scoreAbove(page, now);
      }

      if (offers.email) {
        const email = `sec${Date.now()}@example.test`;
        await page.getByTestId('security-email-open').click();
        await page.getByTestId('verify-email-target').fill(email);
        const mailSent = page.waitForResponse((r) => new URL(r.url()).pathname === mailSend.path);
        await page.getByTestId('verify-email-send').click();
        await expect(page.getByTestId('verify-email-send')).toBeDisabled();
        await mailSent;
        const mail = await request.get(previewUrl(`/__preview/mail?email=${encodeURIComponent(email)}`), { headers: { Merchant: code } });
        await page.getByTestId('verify-email-code').fill(((await mail.json()) as { value: { code: string } }).value.code);
        await page.getByTestId('verify-email-submit').click();
        await expect(page.getByTestId('security-email-state')).toHaveAttribute('data-done', 'true');
        await expect(page.getByTestId('security-email-detail')).toHaveText(`se***@example.test`);
        now = await scoreAbove(page, now);
      }

      // the page by its address after a reload, with what was set
      await page.reload();
      await expect(page.getByTestId('member-menu-securityCenter')).toHaveAttribute('aria-current', 'page', { timeout: 20_000 });
      await expect.poll(() => score(page)).toBe(now);
    });

    if (offers.loginPassword) {
      test('the login password changed here logs the player out, and the new one logs in', async ({ page, request }) => {
        test.setTimeout(60_000);
        const old = passwordFor(code);
        const next = passwordFor(code);
        const { token, username } = await freshPlayer(request, code, { password: old });
        await openBrand(page, code, `/member/securityCenter?token=${token}`);
        await expect(page.getByTestId('security-score')).toBeVisible({ timeout: 15_000 });
        await page.getByTestId('security-loginPassword-open').click();
        const change = page.getByTestId('change-password-modal');
        await change.getByTestId('change-password-field-oldPassword').fill(`${old}x`);
        await change.getByTestId('change-password-field-newPassword').fill(next);
        await change.getByTestId('change-password-field-confirmNewPassword').fill(next);
        await change.getByTestId('change-password-submit').click();
        await expect(change.getByTestId('change-password-status')).toBeVisible();
        await change.getByTestId('change-password-field-oldPassword').fill(old);
        await change.getByTestId('change-password-submit').click();
        await expect(page.getByTestId('login-modal')).toBeVisible();
        // (a refused old password would bring the captcha: the refusal itself is account.spec's)
        await loginByUsername(page, username, next);
        await page.getByTestId('after-login-close').click();
        await expect(page.getByTestId('header-avatar')).toBeVisible();
      });
    }

    if (offers.reset) {
      test('a forgotten payment password is reset by answering the security question', async ({ page, request }) => {
        test.setTimeout(60_000);
        const { token } = await freshPlayer(request, code);
        await openBrand(page, code, `/member/securityCenter?token=${token}`);
        await expect(page.getByTestId('security-score')).toBeVisible({ timeout: 15_000 });
        await page.getByTestId('security-paymentPassword-open').click();
        await page.getByTestId('payment-password-new').fill('112233');
        await page.getByTestId('payment-password-confirm').fill('112233');
        await page.getByTestId('payment-password-submit').click();
        await expect(page.getByTestId('security-paymentPassword-saved')).toBeVisible();
        // no question set yet: the reset says what is missing
        await page.getByTestId('security-paymentPasswordReset-open').click();
        await expect(page.getByTestId('payment-password-reset-form').getByRole('alert')).toBeVisible();
        await page.getByTestId('security-paymentPasswordReset-open').click();
        await page.getByTestId('security-questions-open').click();
        await page.getByTestId('questions-answer').fill('Cebu');
        await page.getByTestId('questions-submit').click();
        await expect(page.getByTestId('security-questions-state')).toHaveAttribute('data-done', 'true');
        await page.getByTestId('security-paymentPasswordReset-open').click();
        await page.getByTestId('payment-password-answer').fill('Manila');
        await page.getByTestId('payment-password-new').fill('445566');
        await page.getByTestId('payment-password-confirm').fill('445566');
        await page.getByTestId('payment-password-submit').click();
        await expect(page.getByTestId('payment-password-reset-form').getByRole('alert')).toBeVisible();
        await page.getByTestId('payment-password-answer').fill('cebu');
        await page.getByTestId('payment-password-submit').click();
        await expect(page.getByTestId('security-paymentPasswordReset-saved')).toBeVisible();
        // the new one is the one asked for now
        await page.getByTestId('security-paymentPassword-open').click();
        await page.getByTestId('payment-password-old').fill('445566');
        await page.getByTestId('payment-password-new').fill('778899');
        await page.getByTestId('payment-password-confirm').fill('778899');
        await page.getByTestId('payment-password-submit').click();
        await expect(page.getByTestId('security-paymentPassword-saved')).toBeVisible();
      });
    }

    if (offers.avatar) {
      test('a picture of the player\'s own: a gif refused in the page, a png uploaded and shown in the header', async ({ page, request }) => {
        const { token } = await freshPlayer(request, code);
        await openBrand(page, code, `/member/securityCenter?token=${token}`);
        await page.getByTestId('security-avatar-open').click();
        const form = page.getByTestId('avatar-form');
        await form.getByTestId('avatar-upload').setInputFiles({ name: 'me.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
        await expect(form.getByTestId('avatar-upload-problem')).toContainText('png');
        await expect(form.getByTestId('avatar-own-preview')).toHaveCount(0);
        const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
        await form.getByTestId('avatar-upload').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
        await expect(form.getByTestId('avatar-upload-problem')).toHaveCount(0);
        await expect(form.getByTestId('avatar-own-preview').locator('img')).toHaveAttribute('src', /^blob:/);
        await form.getByTestId('avatar-submit').click();
        await expect(page.getByTestId('security-avatar-saved')).toBeVisible();
        // the header shows the uploaded picture, served from the URL the platform now names
        const header = page.getByTestId('header-avatar-image');
        await expect(header).toHaveAttribute('data-avatar', 'image');
        await expect(header.locator('img')).toHaveAttribute('src', /\/__preview\/avatar\?/);
        await expect.poll(() => header.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      });
    }

    test(`${offers.avatar ? 'the avatar chosen, ' : ''}real name and ID, and a social account linked for good after a warning`, async ({ page, request }) => {
      test.setTimeout(60_000);
      const { token } = await freshPlayer(request, code);
      await openBrand(page, code, `/member/securityCenter?token=${token}`);
      await expect(page.getByTestId('security-score')).toBeVisible({ timeout: 15_000 });
      if (offers.avatar) {
        await page.getByTestId('security-avatar-open').click();
        await page.getByTestId('avatar-choice-5').click();
        await page.getByTestId('avatar-submit').click();
        await expect(page.getByTestId('security-avatar-saved')).toBeVisible();
        const avatar = await request.get(previewUrl('/wps/relay/MCSFE_getPlayerAvatar'), { headers: { Merchant: code, Authorization: token } });
        expect(((await avatar.json()) as { value: { avatar: string } }).value.avatar).toBe('5');
      }
      await page.getByTestId('security-identity-open').click();
      await page.getByTestId('identity-submit').click();
      await expect(page.getByTestId('identity-realName-problem')).toBeVisible();
      await page.getByTestId('identity-realName').fill('Juan Dela Cruz');
      await page.getByTestId('identity-idNumber').fill('X');
      await page.getByTestId('identity-submit').click();
      await expect(page.getByTestId('identity-form').getByRole('alert')).toBeVisible();
      await page.getByTestId('identity-idNumber').fill('PH-1234-5678');
      await page.getByTestId('identity-submit').click();
      await expect(page.getByTestId('security-identity-detail')).toContainText('Juan Dela Cruz');
      await expect(page.getByTestId('security-identity-open')).toHaveCount(0);

      await page.getByTestId('security-social-open').click();
      await expect(page.getByTestId('social-warning')).toBeVisible();
      await page.getByTestId('social-account').fill('juan.delacruz');
      await page.getByTestId('social-submit').click();
      const confirm = page.getByTestId('social-confirm');
      await expect(confirm).toBeVisible();
      await confirm.getByTestId('social-confirm-cancel').click();
      await expect(confirm).toHaveCount(0);
      await expect(page.getByTestId('security-social-state')).toHaveAttribute('data-done', 'false');
      await page.getByTestId('social-submit').click();
      await page.getByTestId('social-confirm').getByTestId('social-confirm-link').click();
      await expect(page.getByTestId('security-social-state')).toHaveAttribute('data-done', 'true');
      await expect(page.getByTestId('security-social-detail')).toContainText('juan.delacruz');
    });

    test("an open form keeps what the player typed when the header's avatar arrives after the page", async ({ page, request }) => {
      const { token } = await freshPlayer(request, code);
      // the player's header (and with it the avatar's request) comes after the security centre
      let releaseHeader = () => {};
      const headerHeld = new Promise<void>((resolve) => (releaseHeader = resolve));
      await page.route(/\/assets\/player-[^/]+\.js$/, async (route) => {
        await headerHeld;
        await route.continue().catch(() => {});
      });
      const avatarAsked = page.waitForResponse((r) => r.url().includes(playerAvatar.path));
      await openBrand(page, code, `/member/securityCenter?token=${token}`);
      await expect(page.getByTestId('security-score')).toBeVisible({ timeout: 15_000 });
      await page.getByTestId('security-identity-open').click();
      await page.getByTestId('identity-realName').fill('Juan Dela Cruz');
      releaseHeader();
      await avatarAsked;
      await expect(page.getByTestId('header-avatar-image')).toBeVisible();
      await expect(page.getByTestId('identity-realName')).toHaveValue('Juan Dela Cruz');
    });

    test('the centre at 375 px: menu and sections fit, nothing scrolls sideways', async ({ page, request }) => {
      await page.setViewportSize({ width: 375, height: 780 });
      const { token } = await freshPlayer(request, code, { mobileNum: '', email: '' });
      await openBrand(page, code, `/member/securityCenter?token=${token}`);
      await expect(page.getByTestId('security-overview')).toBeVisible({ timeout: 15_000 });
      await expect(page.getByTestId('member-menu-securityCenter')).toBeVisible();
      if (offers.mobile) {
        await page.getByTestId('security-mobile-open').click();
        await expect(page.getByTestId('verify-mobile-send')).toBeVisible();
      }
      const widths = await page.evaluate(() => ({ doc: document.documentElement.scrollWidth, view: window.innerWidth }));
      expect(widths.doc).toBeLessThanOrEqual(widths.view);
      for (const box of await page.locator('[data-testid^="security-"][data-testid$="-open"]').all()) {
        const b = (await box.boundingBox())!;
        expect(b.x + b.width).toBeLessThanOrEqual(375);
      }
    });
  });
}

// the brands with a password dialog, so that each dialog is seen on two brands at least
const passwordDialogs = [loginPasswordOf, paymentPasswordOf];
for (const code of brandsCovering(passwordDialogs, BRAND_CODES.filter((c) => on(brandDocs(c), FLAG.MEMBER_COMMON) && passwordDialogs.some((offered) => offered(c))))) {
  const docs = brandDocs(code);
  const offers = { loginPassword: loginPasswordOf(code), paymentPassword: paymentPasswordOf(code) };
  test(`${code}: the password dialogs name each field with a label on screen`, async ({ page, request }) => {
    const words = wordsOf(docs);
    const { token } = await freshPlayer(request, code, { password: passwordFor(code) });
    await openBrand(page, code, `/member/securityCenter?token=${token}`);
    await expect(page.getByTestId('security-score')).toBeVisible({ timeout: 15_000 });
    if (offers.loginPassword) {
      await page.getByTestId('security-loginPassword-open').click();
      const change = page.getByTestId('change-password-modal');
      for (const name of ['oldPassword', 'newPassword', 'confirmNewPassword']) {
        await expectLabelled(change, words.account[`field_${name}`]!, `change-password-field-${name}`);
      }
      await page.keyboard.press('Escape');
      await expect(change).toHaveCount(0);
    }
    if (offers.paymentPassword) {
      await page.getByTestId('security-paymentPassword-open').click();
      const form = page.getByTestId('payment-password-set-form');
      await expectLabelled(form, words.security.paymentPassword.new!, 'payment-password-new');
      await expectLabelled(form, words.security.paymentPassword.confirm!, 'payment-password-confirm');
    }
  });
}

// The code button's countdown, over the brands binding a mobile number, an e-mail, or both: it
// reads in minutes and seconds ("4:59", not "299"), and its cooldown is the number's or the
// address's for the tab, so a reload still counts down instead of offering another code at once.
// (the e-mail where the brand binds both: each kind is seen on one brand at least)
const channelOf = (c: string): 'mobile' | 'email' | null => (on(brandDocs(c), ...PARTS.email) ? 'email' : on(brandDocs(c), ...PARTS.mobile) ? 'mobile' : null);
const bindingTraits: Trait[] = [(c) => on(brandDocs(c), ...PARTS.mobile), (c) => on(brandDocs(c), ...PARTS.email)];
for (const code of brandsCovering(bindingTraits, BRAND_CODES.filter((c) => on(brandDocs(c), FLAG.MEMBER_COMMON) && channelOf(c) !== null))) {
  const channel = channelOf(code)!;
  test(`${code}: the ${channel} code's countdown reads in minutes and seconds, and a reload keeps it for that ${channel === 'mobile' ? 'number' : 'address'}`, async ({ page, request }) => {
    test.setTimeout(60_000);
    const { token } = await freshPlayer(request, code, { mobileNum: '', email: '' });
    const target = channel === 'mobile' ? freshMobile(code) : `cd${Date.now()}@example.test`;
    // another number (its last digit changed) or address
    const other = channel === 'mobile' ? `${target.slice(0, -1)}${(Number(target.slice(-1)) + 1) % 10}` : `x${target}`;
    await page.clock.install();
    await openBrand(page, code, `/member/securityCenter?token=${token}`);
    const send = page.getByTestId(`verify-${channel}-send`);
    const openWith = async (to: string) => {
      await expect(page.getByTestId('security-score')).toBeVisible({ timeout: 15_000 });
      await page.getByTestId(`security-${channel}-open`).click();
      await page.getByTestId(`verify-${channel}-target`).fill(to);
    };
    await openWith(target);
    await send.click();
    // the preview's code lives 5 minutes (SMS) or 10 (mail): "4:59", "9:59"
    const counting = channel === 'mobile' ? /\((4:[0-5]\d|5:00)\)$/ : /\((9:[0-5]\d|10:00)\)$/;
    await expect(send).toHaveText(counting);
    await expect(send).toBeDisabled();

    await page.reload();
    await openWith(target);
    await expect(send).toHaveText(counting);
    await expect(send).toBeDisabled();
    // another number or address is not held by this one's cooldown
    await page.getByTestId(`verify-${channel}-target`).fill(other);
    await expect(send).toBeEnabled();
    await expect(send).not.toHaveText(/\d:\d\d/);
    // and once the time is up the first one may have a new code
    await page.getByTestId(`verify-${channel}-target`).fill(target);
    await expect(send).toBeDisabled();
    await page.clock.fastForward(channel === 'mobile' ? '05:01' : '10:01');
    await expect(send).toBeEnabled();
    await expect(send).not.toHaveText(/\d:\d\d/);
  });
}

// The overview's rows, over the brands with a withdrawal page that binds accounts and one without:
// a bank card or an e-wallet not added leads to the withdrawal page's bind form of its kind, and no
// row says "Not set" with nowhere to set it (QA: "Bank card" and "E-wallet" said so with no way on).
const accountsOf: Trait = (c) => on(brandDocs(c), FLAG.WITHDRAW_BASIC, FLAG.BIND_CARD);
/** the section of this page where each item not done is set */
const SECTION_OF: Record<string, string> = {
  loginPassword: 'security-loginPassword',
  paymentPassword: 'security-paymentPassword',
  securityQuestions: 'security-questions',
  mobileVerified: 'security-mobile',
  emailVerified: 'security-email',
  idVerification: 'security-identity',
};
for (const code of brandsCovering([accountsOf, paymentPasswordOf], BRAND_CODES.filter((c) => on(brandDocs(c), FLAG.MEMBER_COMMON)))) {
  const accounts = accountsOf(code);
  test(`${code}: every overview row not set leads to where it is set${accounts ? ', a bank card and an e-wallet to the withdrawal page\'s bind form' : ''}`, async ({ page, request }) => {
    test.setTimeout(90_000);
    const { token } = await freshPlayer(request, code, { password: passwordFor(code), mobileNum: '', email: '' });
    await openBrand(page, code, `/member/securityCenter?token=${token}`);
    await expect(page.getByTestId('security-score')).toBeVisible({ timeout: 15_000 });
    const notSet = page.locator('[data-testid^="security-item-"][data-complete="false"]');
    await expect(notSet.first()).toBeVisible();
    for (const row of await notSet.all()) {
      const key = (await row.getAttribute('data-testid'))!.replace('security-item-', '');
      const link = row.getByRole('link');
      if (SECTION_OF[key] && (await link.count()) === 0) await expect(page.getByTestId(SECTION_OF[key]), key).toBeVisible();
      else await expect(link, `${key} says "Not set" with nowhere to set it`).toHaveAttribute('href', /\/member\/withdraw\?bind=(BC|EW|VM)$/);
    }
    await expect(page.getByTestId('security-item-bankCards')).toHaveCount(accounts ? 1 : 0);
    if (!accounts) return;

    for (const [item, type, number] of [['bankCards', 'BC', '001234567890'], ['eWallet', 'EW', '09171234567']] as const) {
      await page.getByTestId(`security-item-${item}-set`).click();
      await expect(page).toHaveURL(new RegExp(`/member/withdraw\\?bind=${type}$`));
      // where a withdrawal asks the payment password, it is set first
      const form = page.getByTestId('withdraw-bind-form');
      const setPassword = page.getByTestId('payment-password-set');
      await expect(form.or(setPassword)).toBeVisible({ timeout: 15_000 });
      if (await setPassword.isVisible()) {
        await page.getByTestId('payment-password-new').fill('123456');
        await page.getByTestId('payment-password-confirm').fill('123456');
        await page.getByTestId('payment-password-submit').click();
      }
      await expect(form).toBeVisible();
      if (await page.getByTestId(`withdraw-type-${type}`).count()) await expect(page.getByTestId(`withdraw-type-${type}`)).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByTestId('withdraw-bind-bank')).toBeEnabled();
      await page.getByTestId('withdraw-bind-number').fill(number);
      await page.getByTestId('withdraw-bind-holder').fill('Juan Dela Cruz');
      if (await page.getByTestId('withdraw-bind-password').count()) await page.getByTestId('withdraw-bind-password').fill('123456');
      await page.getByTestId('withdraw-bind-submit').click();
      await expect(page.getByTestId('withdraw-accounts')).toContainText(number.slice(-4));
      await page.getByTestId('member-menu-securityCenter').click();
      await expect(page.getByTestId(`security-item-${item}`)).toHaveAttribute('data-complete', 'true');
      await expect(page.getByTestId(`security-item-${item}-set`)).toHaveCount(0);
    }
  });
}

// Withdrawals closed by the platform (allowWithdraw N, with its message) or held while it reviews the
// player's turnover (status N): the amount form goes, with the reason, but the accounts on file stay
// (binding is a module of its own, BINDCARD3), so the overview's "Set up" still reaches a bind form.
// QA: it led to the message alone.
const HOLDS = {
  closed: { rules: { closed: 'Withdrawals are paused for maintenance until 18:00.' }, reason: 'withdraw-not-allowed', says: 'Withdrawals are paused for maintenance until 18:00.' },
  turnoverReview: { rules: { turnoverReview: true }, reason: 'withdraw-closed', says: 'Withdrawals are closed until your turnover is reviewed.' },
} as const;
for (const code of brandsCovering([paymentPasswordOf], BRAND_CODES.filter((c) => accountsOf(c) && on(brandDocs(c), FLAG.MEMBER_COMMON)))) {
  for (const [hold, { rules, reason, says }] of Object.entries(HOLDS)) {
    test(`${code}: with withdrawals ${hold === 'closed' ? 'closed by the platform' : 'held for a turnover review'}, the overview's bank card still leads to a bind form, under the reason and with no amount form`, async ({ page, request }) => {
      test.setTimeout(90_000);
      await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
      const { token, username } = await freshPlayer(request, code, { password: passwordFor(code) });
      expect((await request.post(previewUrl('/__preview/money/withdraw-rules'), { headers: { Merchant: code }, data: { username, ...rules } })).ok()).toBe(true);
      await openBrand(page, code, `/member/securityCenter?token=${token}`);
      await page.getByTestId('security-item-bankCards-set').click();
      await expect(page.getByTestId(reason)).toHaveText(says, { timeout: 15_000 });
      const setPassword = page.getByTestId('payment-password-set');
      const open = page.getByTestId('withdraw-bind-form');
      await expect(open.or(setPassword)).toBeVisible();
      expect(await setPassword.isVisible()).toBe(paymentPasswordOf(code));
      if (paymentPasswordOf(code)) {
        await page.getByTestId('payment-password-new').fill('123456');
        await page.getByTestId('payment-password-confirm').fill('123456');
        await page.getByTestId('payment-password-submit').click();
      }
      await expect(open).toBeVisible();
      await page.getByTestId('withdraw-bind-number').fill('001234567890');
      await page.getByTestId('withdraw-bind-holder').fill('Juan Dela Cruz');
      if (await page.getByTestId('withdraw-bind-password').count()) await page.getByTestId('withdraw-bind-password').fill('123456');
      await page.getByTestId('withdraw-bind-submit').click();
      await expect(page.getByTestId('withdraw-accounts')).toContainText('7890');
      // the reason stays, and nothing offers to withdraw
      await expect(page.getByTestId(reason)).toHaveText(says);
      await expect(page.getByTestId('withdraw-amount')).toHaveCount(0);
      await expect(page.getByTestId('withdraw-submit')).toHaveCount(0);
    });
  }
}
