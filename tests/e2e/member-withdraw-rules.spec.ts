/**
 * The withdrawal page's other paths, over the brands that offer it (WTHDRW3) and differ in what
 * it asks for (no password, the payment password, the login password) and in the SMS step
 * (`mobileVerificationType`), each as its flags and money
 * settings say: the login password where PAYMENTPASS3 is off (ember), the SMS step where
 * `mobileVerificationType` asks for one (ember: above 1,000.00), and every refusal other than
 * turnover shown with its numbers or the member information it misses, in the page's language.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { LANGUAGES } from '../../src/i18n/languages';
import { freshMobile, passwordFor, previewUrl } from './accounts';
import { brandDocs, brandFlag, BRAND_CODES, brandsCovering, expect, openBrand, test } from './support';
import { freshPlayer, money, withdrawRules, withdrawSecretOf } from './member-money';
import { FLAG } from '../../src/contract/flags';
import { smsSendVerified } from '../../src/contract/calls/security';

/** the strings of the language the page shows */
async function strings(page: Page): Promise<{ money: { withdraw: { memberItem: Record<string, string> } } }> {
  const htmlLang = (await page.locator('html').getAttribute('lang')) ?? 'en';
  const code = LANGUAGES.find((l) => l.htmlLang === htmlLang)?.code.toLowerCase() ?? 'en';
  const file = existsSync(`locales/${code}.json`) ? `locales/${code}.json` : 'locales/en.json';
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** the page ready to withdraw: a payment password set where the brand asks one, and a bank account bound */
async function ready(page: Page, paymentPassword: boolean) {
  if (paymentPassword) {
    await page.getByTestId('payment-password-new').fill('123456');
    await page.getByTestId('payment-password-confirm').fill('123456');
    await page.getByTestId('payment-password-submit').click();
  }
  await page.getByTestId('withdraw-bind-open').click();
  await page.getByTestId('withdraw-bind-number').fill(`00${Date.now()}`.slice(0, 14));
  await page.getByTestId('withdraw-bind-holder').fill('Juan Dela Cruz');
  if (paymentPassword) await page.getByTestId('withdraw-bind-password').fill('123456');
  await page.getByTestId('withdraw-bind-submit').click();
  await expect(page.getByTestId('withdraw-accounts')).toBeVisible();
}

const rulesFor = (request: APIRequestContext, code: string, username: string, data: object) => request.post(previewUrl('/__preview/money/withdraw-rules'), { headers: { Merchant: code }, data: { username, ...data } });

/** A trait: the SMS step the brand's money settings ask for (none, always, above a threshold…). */
const smsStepOf = (code: string) => withdrawRules(code).mobileVerificationType;

for (const code of brandsCovering([withdrawSecretOf, smsStepOf], BRAND_CODES.filter((c) => brandFlag(brandDocs(c), FLAG.WITHDRAW_BASIC)))) {
  const docs = brandDocs(code);
  const noPassword = brandFlag(docs, FLAG.WITHDRAW_NO_PASSWORD);
  const paymentPassword = !noPassword && brandFlag(docs, FLAG.PAYMENT_PASSWORD);
  const loginPassword = !noPassword && !paymentPassword;
  const rules = withdrawRules(code);
  const password = passwordFor(code);
  /** what the password field takes: the payment password, the login password, or nothing */
  const secret = paymentPassword ? '123456' : loginPassword ? password : null;

  test.describe(`withdraw rules · ${code}`, () => {
    if (loginPassword) {
      test('the login password is asked (PAYMENTPASS3 off): a wrong one is refused, the right one withdraws', async ({ page, request }) => {
        test.setTimeout(90_000);
        const { token } = await freshPlayer(request, code, { balance: 1000, password, mobileNum: freshMobile(code) });
        await openBrand(page, code, `/member/withdraw?token=${token}`);
        await expect(page.getByTestId('payment-password-set')).toHaveCount(0);
        await ready(page, false);
        await expect(page.getByTestId('withdraw-password')).toHaveAttribute('autocomplete', 'current-password');
        await page.getByTestId('withdraw-amount').fill(String(rules.minimumAmount));
        await page.getByTestId('withdraw-password').fill(`${password}x`);
        await page.getByTestId('withdraw-submit').click();
        await expect(page.getByTestId('withdraw-refusal')).toHaveAttribute('data-code', 'invalid.payment.pw');
        await page.getByTestId('withdraw-password').fill(password);
        await page.getByTestId('withdraw-submit').click();
        await expect(page.getByTestId('withdraw-done')).toContainText(money(rules.minimumAmount));
      });
    }

    if (rules.mobileVerificationType !== 'NONE') {
      const threshold = rules.mobileVerificationType === 'WITHDRAW_AMOUNT' ? (rules.mobileVerificationAbove ?? 0) : null;
      test(`the SMS step (${rules.mobileVerificationType}${threshold !== null ? ` above ${money(threshold)}` : ''}): a code to the player's number, a wrong one refused, a new one sent once it expires`, async ({ page, request }) => {
        test.setTimeout(90_000);
        const mobileNum = freshMobile(code);
        const { token } = await freshPlayer(request, code, { balance: 10_000, password, mobileNum });
        // the page's clock runs as usual until the test moves it past the code's life
        await page.clock.install();
        await openBrand(page, code, `/member/withdraw?token=${token}`);
        await ready(page, paymentPassword);
        if (threshold !== null) {
          // at the threshold no code is asked; above it one is
          await page.getByTestId('withdraw-amount').fill(String(threshold));
          await expect(page.getByTestId('withdraw-sms-code')).toHaveCount(0);
        }
        const amount = Math.max(rules.minimumAmount, (threshold ?? 0) + 500);
        await page.getByTestId('withdraw-amount').fill(String(amount));
        await expect(page.getByTestId('withdraw-sms-code')).toBeVisible();
        if (secret) await page.getByTestId('withdraw-password').fill(secret);
        await page.getByTestId('withdraw-submit').click();
        await expect(page.getByTestId('withdraw-done')).toHaveCount(0);
        const send = page.getByTestId('withdraw-sms-send');
        // the button counts down as soon as it is pressed; the code exists once the platform answered
        const sendCode = async () => {
          const answered = page.waitForResponse((r) => new URL(r.url()).pathname === smsSendVerified.path);
          await send.click();
          expect((await answered).ok()).toBe(true);
        };
        const sentCode = async () => {
          const sms = await request.get(previewUrl(`/__preview/sms?mobileNum=${mobileNum}`), { headers: { Merchant: code } });
          return ((await sms.json()) as { value: { code: string } }).value.code;
        };
        await sendCode();
        await expect(send).toBeDisabled();
        await expect(send).toHaveText(/\(\d+:\d\d\)/); // the code's life counting down, in minutes and seconds
        const sent = await sentCode();
        await page.getByTestId('withdraw-sms-code').fill(sent === '000000' ? '111111' : '000000');
        await page.getByTestId('withdraw-submit').click();
        await expect(page.getByRole('alert').filter({ hasText: /code/i })).toBeVisible();
        // five minutes on: the code has expired on the platform and in the page; the old code is refused, a new one works
        await request.post(previewUrl('/__preview/sms/expire'), { headers: { Merchant: code }, data: { mobileNum } });
        await page.clock.fastForward('05:01');
        await expect(page.getByTestId('withdraw-sms-expired')).toBeVisible();
        await expect(send).toBeEnabled();
        await page.getByTestId('withdraw-sms-code').fill(sent);
        await page.getByTestId('withdraw-submit').click();
        await expect(page.getByRole('alert').filter({ hasText: /expired/i })).toBeVisible();
        await sendCode();
        await expect(send).toBeDisabled();
        await expect(page.getByTestId('withdraw-sms-expired')).toHaveCount(0);
        await page.getByTestId('withdraw-sms-code').fill(await sentCode());
        await page.getByTestId('withdraw-submit').click();
        await expect(page.getByTestId('withdraw-done')).toContainText(money(amount));
      });
    }

    test('refusals other than turnover: missing member information named, deposit short and promotion turnover with their numbers, a frozen account', async ({ page, request }) => {
      test.setTimeout(120_000);
      // a player without nickname, e-mail and mobile number
      const bare = await freshPlayer(request, code, { balance: 1000, password, nickname: '', email: '', mobileNum: '' });
      await openBrand(page, code, `/member/withdraw?token=${bare.token}`);
      await ready(page, paymentPassword);
      const amount = String(rules.minimumAmount);
      const send = async () => {
        await page.getByTestId('withdraw-amount').fill(amount);
        if (secret) await page.getByTestId('withdraw-password').fill(secret);
        await page.getByTestId('withdraw-submit').click();
      };
      await send();
      const refusal = page.getByTestId('withdraw-refusal');
      await expect(refusal).toHaveAttribute('data-code', 'required_member_information_incomplete');
      const items = (await strings(page)).money.withdraw.memberItem;
      for (const item of ['required_nickname', 'required_email_add', 'required_mobile_no']) await expect(refusal).toContainText(items[item]!);
      await expect(refusal).not.toContainText('required_');

      const { token, username } = await freshPlayer(request, code, { balance: 1000, password, mobileNum: freshMobile(code) });
      await openBrand(page, code, `/member/withdraw?token=${token}`);
      await ready(page, paymentPassword);
      await rulesFor(request, code, username, { depositRequired: '800.00', deposited: '250.50' });
      await send();
      await expect(refusal).toHaveAttribute('data-code', 'required_deposit_amount_not_reached');
      for (const n of ['549.50', '800.00', '250.50']) await expect(refusal).toContainText(n);

      await rulesFor(request, code, username, { deposited: '800.00', promotionRemaining: '1234.5' });
      await page.getByTestId('withdraw-submit').click();
      await expect(refusal).toHaveAttribute('data-code', 'promotion_turnover_not_enough');
      await expect(refusal).toContainText('1,234.50');

      await rulesFor(request, code, username, { promotionRemaining: '0', frozen: true });
      await page.getByTestId('withdraw-submit').click();
      await expect(refusal).toHaveAttribute('data-code', 'bank_card_is_frozen');

      if (paymentPassword) {
        await rulesFor(request, code, username, { frozen: false });
        await page.getByTestId('withdraw-password').fill('654321');
        await page.getByTestId('withdraw-submit').click();
        await expect(refusal).toHaveAttribute('data-code', 'invalid.payment.pw');
      }
    });
  });
}
