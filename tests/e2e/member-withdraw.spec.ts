/**
 * The withdrawal page over the brands that offer it (WTHDRW3) and differ in what it asks for, its
 * fee, one wallet or several, and person-to-person payment: the payment password set where the flags
 * ask for one (aurora), the login password where PAYMENTPASS3 is off (ember) and no password where
 * WDRAWNOPASSVERIF3 is on (tide), an account
 * bound, a refusal with its numbers (turnover short), then a withdrawal sent, paid and notified;
 * and, where the brand pays person to person (ember), each receipt-confirmation state.
 */
import { passwordFor, previewUrl } from './accounts';
import * as withdrawCalls from '../../src/contract/calls/withdraw';
import type { Page } from '@playwright/test';
import { brandDocs, brandFlag, BRAND_CODES, brandsCovering, countCalls, expect, expectRowOnScreen, openBrand, test, wakeMemberWatchers } from './support';
import { brandMoney, freshPlayer, money, singleWalletOf, withdrawRules, withdrawSecretOf } from './member-money';

const WITHDRAW = 'WTHDRW3';
const NO_PASSWORD = 'WDRAWNOPASSVERIF3';
const PAYMENT_PASSWORD = 'PAYMENTPASS3';

const WITHDRAWING = BRAND_CODES.filter((c) => brandFlag(brandDocs(c), WITHDRAW));
// what each brand asks for, whether a fee is charged, whether vendor wallets count in the total,
// whether it pays person to person (the receipt confirmation)
const traits = [withdrawSecretOf, (code: string) => withdrawRules(code).fee > 0, singleWalletOf, (code: string) => withdrawRules(code).c2cEnabled === 'Y'];

for (const code of brandsCovering(traits, WITHDRAWING)) {
  const docs = brandDocs(code);
  const noPassword = brandFlag(docs, NO_PASSWORD);
  const paymentPassword = !noPassword && brandFlag(docs, PAYMENT_PASSWORD);
  const rules = withdrawRules(code);
  const cash = brandMoney(code);
  const vendors = cash.singleWallet ? 0 : cash.vendorWallets.reduce((s, w) => s + w.balance, 0);
  const password = passwordFor(code);
  /** what the password field takes: the payment password, the login password, or nothing */
  const secret = noPassword ? null : paymentPassword ? '123456' : password;

  /** A fresh player's withdrawal page made ready: the payment password set where the brand asks for one, and a bank account bound. */
  async function bindAccount(page: Page, press: 'click' | 'dblclick' = 'click') {
    if (paymentPassword) {
      await page.getByTestId('payment-password-new').fill('123456');
      await page.getByTestId('payment-password-confirm').fill('123456');
      await page.getByTestId('payment-password-submit').click();
    }
    await page.getByTestId('withdraw-bind-open').click();
    await page.getByTestId('withdraw-bind-number').fill('001234567890');
    await page.getByTestId('withdraw-bind-holder').fill('Juan Dela Cruz');
    if (paymentPassword) await page.getByTestId('withdraw-bind-password').fill('123456');
    await page.getByTestId('withdraw-bind-submit')[press]();
    await expect(page.getByTestId('withdraw-accounts')).toBeVisible();
  }

  test.describe(`withdraw · ${code}`, () => {
    test(`${noPassword ? 'no password' : paymentPassword ? 'payment password set first' : 'login password'}, an account bound, refused for turnover with the numbers, then paid and notified`, async ({ page, request }) => {
      test.setTimeout(90_000);
      const { token, username } = await freshPlayer(request, code, { balance: 1000, password });
      await page.clock.install();
      await openBrand(page, code, `/member/withdraw?token=${token}`);
      await expect(page.getByTestId('member-menu-withdraw')).toHaveAttribute('aria-current', 'page');
      if (paymentPassword) {
        await page.getByTestId('payment-password-new').fill('123456');
        await page.getByTestId('payment-password-confirm').fill('123465');
        await page.getByTestId('payment-password-submit').click();
        await expect(page.getByTestId('payment-password-set').getByRole('alert')).toBeVisible();
        await page.getByTestId('payment-password-confirm').fill('123456');
        await page.getByTestId('payment-password-submit').click();
      }
      await expect(page.getByTestId('withdraw-no-account')).toBeVisible();
      // the bank list held back: the form cannot be sent without a bank, whatever else is filled in
      let releaseBanks!: () => void;
      const banksHeld = new Promise<void>((resolve) => (releaseBanks = resolve));
      await page.route(`**${withdrawCalls.banks.path}*`, async (route) => {
        await banksHeld;
        await route.continue().catch(() => undefined);
      });
      await page.getByTestId('withdraw-bind-open').click();
      await page.getByTestId('withdraw-bind-number').fill('001234567890');
      await page.getByTestId('withdraw-bind-holder').fill('Juan Dela Cruz');
      if (paymentPassword) await page.getByTestId('withdraw-bind-password').fill('123456');
      await expect(page.getByTestId('withdraw-bind-bank')).toBeDisabled();
      await expect(page.getByTestId('withdraw-bind-submit')).toBeDisabled();
      releaseBanks();
      await expect(page.getByTestId('withdraw-bind-bank')).toBeEnabled();
      await page.getByTestId('withdraw-bind-submit').click();
      await expect(page.getByTestId('withdraw-accounts')).toContainText('7890');
      await expect(page.getByTestId('withdraw-password')).toHaveCount(noPassword ? 0 : 1);

      await request.post(previewUrl('/__preview/money/turnover'), { headers: { Merchant: code }, data: { username, required: '500.00', actual: '120.25' } });
      await page.reload();
      await expect(page.getByTestId('withdraw-turnover-required')).toHaveText('500.00');
      const amount = Math.max(rules.minimumAmount, 300);
      await page.getByTestId('withdraw-amount').fill(String(amount));
      await expect(page.getByTestId('withdraw-fee')).toHaveText(money((amount * rules.fee) / 100));
      if (secret) await page.getByTestId('withdraw-password').fill(secret);
      await page.getByTestId('withdraw-submit').click();
      await expect(page.getByTestId('withdraw-refusal')).toContainText('379.75');
      // focus stays where the player pressed, beside the refusal, not thrown back to the page
      await expect(page.getByTestId('withdraw-submit')).toBeFocused();

      await request.post(previewUrl('/__preview/money/turnover'), { headers: { Merchant: code }, data: { username, actual: '500.00' } });
      await page.getByTestId('withdraw-submit').click();
      await expect(page.getByTestId('withdraw-done')).toContainText(money(amount));
      await expect(page.getByTestId('recent-withdrawal').first()).toHaveAttribute('data-status', '1');
      await expect(page.getByTestId('member-balance-total')).toContainText(money(1000 + vendors - amount - (amount * rules.fee) / 100));
      // the account record shows every cent the balance lost: the withdrawal, and its fee where one is charged
      await page.getByTestId('member-menu-transactionHistory').click();
      const records = page.getByTestId('records-row');
      await expect(records.filter({ hasText: /Withdrawal W/ }).locator('[data-col="amount"]')).toHaveText(money(-amount));
      const feeRow = records.filter({ hasText: 'Withdrawal fee' });
      if (rules.fee > 0) await expect(feeRow.locator('[data-col="amount"]')).toHaveText(money((-amount * rules.fee) / 100));
      else await expect(feeRow).toHaveCount(0);
      await page.getByTestId('member-menu-withdraw').click();
      const paid = await request.post(previewUrl('/__preview/money/withdrawal'), { headers: { Merchant: code }, data: { username, outcome: 'approve' } });
      expect(((await paid.json()) as { value: { status: number } }).value.status).toBe(4);
      await wakeMemberWatchers(page);
      await expect(page.locator('[data-testid="money-notice"][data-kind="withdrawApproved"]')).toContainText(money(amount), { timeout: 45_000 });
    });

    // One withdrawal however fast the clicks, a refused try before them or not: the button's guard
    // (api/oneAtATime) does not rest on the page re-rendering it disabled between the two clicks
    test('a double click on Withdraw sends one withdrawal', async ({ page, request }) => {
      const { token } = await freshPlayer(request, code, { balance: 1000, password });
      const sent = countCalls(page, withdrawCalls.withdraw);
      await openBrand(page, code, `/member/withdraw?token=${token}`);
      await bindAccount(page);
      const amount = Math.max(rules.minimumAmount, 300);
      await page.getByTestId('withdraw-submit').click();
      await expect(page.getByTestId('withdraw-amount-problem')).toBeVisible();
      if (secret) await page.getByTestId('withdraw-password').fill(secret);
      await page.getByTestId('withdraw-amount').fill(String(amount));
      await expect(page.getByTestId('withdraw-fee')).toHaveText(money((amount * rules.fee) / 100));
      await page.getByTestId('withdraw-submit').dblclick();
      await expect(page.getByTestId('withdraw-done')).toContainText(money(amount));
      await expect(page.getByTestId('member-balance-total')).toContainText(money(1000 + vendors - amount - (amount * rules.fee) / 100));
      await expect(page.getByTestId('member-centre').getByRole('alert')).toHaveCount(0);
      await expect(page.getByTestId('recent-withdrawal')).toHaveCount(1);
      expect(sent()).toBe(1);
      // on the narrowest phone (320 px, WCAG's reflow width) the recent withdrawals are cards, the amount and status on screen
      await page.setViewportSize({ width: 320, height: 800 });
      await expectRowOnScreen(page, page.getByTestId('recent-withdrawal'));
    });

    test('a double click binds one account, and deletes it with one call', async ({ page, request }) => {
      const { token } = await freshPlayer(request, code, { balance: 1000, password });
      const binds = countCalls(page, withdrawCalls.bindCard);
      const deletes = countCalls(page, withdrawCalls.deleteCard);
      await openBrand(page, code, `/member/withdraw?token=${token}`);
      await bindAccount(page, 'dblclick');
      const rows = page.getByTestId('withdraw-accounts').getByRole('listitem');
      await expect(rows).toHaveCount(1);
      await page.waitForLoadState('networkidle');
      expect(binds()).toBe(1);
      if (paymentPassword) await page.getByTestId('withdraw-delete-password').fill('123456');
      await rows.getByRole('button').dblclick();
      await expect(page.getByTestId('withdraw-no-account')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(deletes()).toBe(1);
      await expect(page.getByTestId('member-centre').getByRole('alert')).toHaveCount(0);
    });

    if (rules.c2cEnabled !== 'Y') return;

    test('receipt confirmation: in full, in part with what remains, not received with proof, counted as received, forced', async ({ page, request }) => {
      test.setTimeout(120_000);
      const { token, username } = await freshPlayer(request, code, { balance: 5000, password });
      const api = (path: string, data: object) => request.post(previewUrl(path), { headers: { Merchant: code }, data: { username, ...data } });
      await openBrand(page, code, `/member/withdraw?token=${token}`);
      // five paid withdrawals, made through the page's own calls by the preview (the form is covered above)
      await bindAccount(page);
      for (const extra of [{}, {}, {}, { paidHoursAgo: 30 }, { forced: true }]) {
        await page.getByTestId('withdraw-amount').fill('250');
        if (secret) await page.getByTestId('withdraw-password').fill(secret);
        await page.getByTestId('withdraw-submit').click();
        await expect(page.getByTestId('withdraw-done')).toBeVisible();
        await api('/__preview/money/withdrawal', { outcome: 'c2c', ...extra });
      }
      await page.reload();
      const receipts = page.getByTestId('receipt');
      await expect(receipts).toHaveCount(5);
      await expect(page.locator('[data-testid="receipt"][data-state="auto"]').getByTestId('receipt-auto')).toBeVisible();
      await expect(page.locator('[data-testid="receipt"][data-state="forced"]').getByTestId('receipt-forced')).toBeVisible();
      const open = page.locator('[data-testid="receipt"][data-state="open"]');
      await expect(open).toHaveCount(3);
      // a double click answers once (api/oneAtATime)
      const answers = countCalls(page, withdrawCalls.processPaymentConfirmation);
      await open.nth(0).getByTestId('receipt-full').dblclick();
      await expect(open.nth(0).getByTestId('receipt-sent')).toBeVisible();
      expect(answers()).toBe(1);
      await open.nth(1).getByTestId('receipt-part').click();
      await open.nth(1).getByTestId('receipt-part-amount').fill('100');
      await expect(open.nth(1).getByTestId('receipt-part-remaining')).toContainText('150.00');
      await open.nth(1).getByTestId('receipt-part-submit').click();
      await expect(open.nth(1).getByTestId('receipt-sent')).toBeVisible();
      await open.nth(2).getByTestId('receipt-none').click();
      await open.nth(2).getByTestId('receipt-proof').setInputFiles({ name: 'x.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
      await expect(open.nth(2).getByTestId('receipt-proof-problem')).toBeVisible();
      const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
      await open.nth(2).getByTestId('receipt-proof').setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: png });
      await expect(open.nth(2).getByTestId('receipt-proof-count')).toContainText('1');
      await open.nth(2).getByTestId('receipt-none-submit').click();
      await expect(open.nth(2).getByTestId('receipt-sent')).toBeVisible();
      await page.locator('[data-testid="receipt"][data-state="forced"]').getByTestId('receipt-acknowledge').click();
      await expect(page.locator('[data-testid="receipt"][data-state="forced"]').getByTestId('receipt-sent')).toBeVisible();
    });
  });
}
