/**
 * The personal centre's shell and its deposit page, over the brands that differ in what these
 * tests branch on (deposit offered or not, logged-in-only, one wallet or several, deposits on
 * behalf, the deposit channels' shape): the header's Deposit and
 * Withdraw and the avatar menu reach the pages a feature filled and the brand's flags offer; the
 * centre's address per page survives a reload; its close button goes back where the player was;
 * a trial account never enters; the deposit runs until credited (balance and recent deposits).
 */
import * as accountCalls from '../../src/contract/calls/account';
import * as depositCalls from '../../src/contract/calls/deposit';
import { previewUrl } from './accounts';
import type { Trait } from '../brandCover';
import { brandFlag, brandDocs, brandsCovering, countCalls, expect, expectRowOnScreen, flagOf, guardedOf, loggedInOnly, openBrand, test, wakeMemberWatchers } from './support';
import { brandMoney, freshPlayer, money, singleWalletOf, type BrandMoney } from './member-money';

const DEPOSIT = 'DPSTBAS3';
const ON_BEHALF = 'DEPOSITBEHALF';

/** The channels the deposit tests use: the first online (redirect) one and the first group with a bank transfer. */
const depositChannels = (cash: BrandMoney) => ({
  online: cash.depositGroups.flatMap((g) => g.channels.map((c) => ({ g, c }))).find(({ c }) => c.kind === 'redirect'),
  bankGroup: cash.depositGroups.find((g) => g.channels.some((c) => c.kind === 'bank')),
});
/** A trait: what the deposit tests branch on in the brand's money (groups and channels to pick, a group message, fixed amounts, a charge). */
const depositShapeOf: Trait = (code) => {
  const cash = brandMoney(code);
  const { online, bankGroup } = depositChannels(cash);
  return {
    groups: cash.depositGroups.length > 1,
    onlineChannels: (online?.g.channels.length ?? 0) > 1,
    message: Boolean(online?.g.message),
    fixedOnly: online?.c.fixAmountOnly === 'Y',
    charged: (online?.c.customerCharge ?? 0) > 0,
    bankChannels: (bankGroup?.channels.length ?? 0) > 1,
  };
};

for (const code of brandsCovering([flagOf(DEPOSIT), guardedOf, singleWalletOf, flagOf(ON_BEHALF), depositShapeOf])) {
  const docs = brandDocs(code);
  const depositOn = brandFlag(docs, DEPOSIT);
  const cash = brandMoney(code);

  test.describe(`personal centre · ${code}`, () => {
    test(`the header's Deposit ${depositOn ? 'opens the deposit page, and the close button goes back' : 'is not offered (DPSTBAS3 off)'}`, async ({ page, request }) => {
      const { token } = await freshPlayer(request, code, { balance: 1234.5 });
      const start = loggedInOnly(docs) ? '/' : '/promotions';
      await openBrand(page, code, `${start}?token=${token}`);
      await expect(page.getByTestId('header-avatar')).toBeVisible();
      if (!depositOn) {
        await expect(page.getByTestId('header-deposit')).toHaveCount(0);
        await page.goto(new URL('/member/depositv2', page.url()).toString());
        await expect(page.getByTestId('member-page-unavailable')).toBeVisible();
        await expect(page.getByTestId('member-menu-depositv2')).toHaveCount(0);
        return;
      }
      const startUrl = new URL(page.url()).pathname;
      await page.getByTestId('header-deposit').click();
      await expect(page).toHaveURL(/\/member\/depositv2$/);
      await expect(page.getByTestId('member-menu-depositv2')).toHaveAttribute('aria-current', 'page');
      await expect(page.getByTestId('member-balance-total')).toContainText(money(1234.5 + (cash.singleWallet ? 0 : cash.vendorWallets.reduce((s, w) => s + w.balance, 0))));
      // the wallets show on a multi-wallet brand only
      await expect(page.getByTestId('member-balance-wallets')).toHaveCount(cash.singleWallet ? 0 : 1);
      // a reload keeps the page
      await page.reload();
      await expect(page.getByTestId('member-menu-depositv2')).toHaveAttribute('aria-current', 'page');
      await expect(page.getByTestId('deposit-submit')).toBeVisible();
      await page.getByTestId('member-centre-close').click();
      await expect(page).toHaveURL(new RegExp(`${startUrl.replace(/\//g, '\\/')}$`));
      await expect(page.getByTestId('member-centre')).toHaveCount(0);
    });

    test("the centre reads the header's wallets, member info and avatar: one request each, the same total in both", async ({ page, request }) => {
      const { token } = await freshPlayer(request, code, { balance: 4321.5 });
      const asked = new Map<string, number>();
      page.on('request', (r) => {
        const path = new URL(r.url()).pathname;
        asked.set(path, (asked.get(path) ?? 0) + 1);
      });
      await openBrand(page, code, `/member?token=${token}`);
      await expect(page.getByTestId('member-balance-total')).toBeVisible();
      await expect(page.getByTestId('member-menu').locator('[aria-current="page"]')).toHaveCount(1);
      await page.waitForLoadState('networkidle');
      const total = money(4321.5 + (cash.singleWallet ? 0 : cash.vendorWallets.reduce((sum, w) => sum + w.balance, 0)));
      await expect(page.getByTestId('member-balance-total')).toContainText(total);
      await expect(page.getByTestId('header-balance')).toHaveText(total);
      expect(asked.get(accountCalls.balance.path)).toBe(1);
      expect(asked.get(accountCalls.memberInfo.path)).toBe(1);
      // the header's avatar, which the security centre (where it is the first page) shows as its current one
      expect(asked.get(accountCalls.playerAvatar.path)).toBe(1);
    });

    test('a trial (type 4) account never enters the centre', async ({ page, request }) => {
      const { token } = await freshPlayer(request, code, { type: 4, balance: 2000 });
      await openBrand(page, code, `/member/depositv2?token=${token}`);
      await expect(page.getByTestId('member-centre-trial')).toBeVisible();
      await expect(page.getByTestId('member-centre')).toHaveCount(0);
      // the page still has its heading
      await expect(page.getByTestId('member-centre-trial').getByRole('heading', { level: 1 })).toBeVisible();
    });

    if (!loggedInOnly(docs)) {
      test('a visitor at the centre\'s address is asked to log in, under the centre\'s heading', async ({ page }) => {
        await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
        await openBrand(page, code, '/member/depositv2');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Personal centre');
        await expect(page.getByText('Log in to open your personal centre.')).toBeVisible();
        await page.getByTestId('member-centre-login').click();
        await expect(page.getByTestId('login-modal')).toBeVisible();
      });
    }

    if (!depositOn) return;

    const [group] = cash.depositGroups;
    const channels = depositChannels(cash);
    const online = channels.online!;
    const bankGroup = channels.bankGroup!;

    test('deposit online: limits and charge before the order, the payment popup, then credited in the balance and the list', async ({ page, request }) => {
      test.setTimeout(90_000);
      const { token } = await freshPlayer(request, code, { balance: 100 });
      await page.clock.install();
      await openBrand(page, code, `/member/depositv2?token=${token}`);
      if (cash.depositGroups.length > 1) await page.getByTestId(`deposit-group-${online.g.payId}`).click();
      if (online.g.channels.length > 1) await page.getByTestId(`deposit-channel-${online.c.vendorId}`).click();
      if (online.g.message) await expect(page.getByTestId('deposit-group-message')).toHaveText(online.g.message);
      // the first deposit's minimum is the larger of the channel's and the brand's
      const min = Math.max(online.c.min ?? 0, cash.firstDepositMinimum);
      await expect(page.getByTestId('deposit-limits')).toHaveText(`${money(min)} – ${money(online.c.max ?? 0)}`);
      await expect(page.getByTestId('deposit-first-minimum')).toHaveText(money(cash.firstDepositMinimum));
      const fixedOnly = online.c.fixAmountOnly === 'Y';
      if (!fixedOnly) {
        await page.getByTestId('deposit-amount').fill(String(min - 1));
        await expect(page.getByTestId('deposit-amount-problem')).toContainText(money(min));
        // nothing to pay for an amount the page refuses
        await expect(page.getByTestId('deposit-charge')).toHaveText('--');
        await expect(page.getByTestId('deposit-total')).toHaveText('--');
      }
      const amount = fixedOnly ? online.c.fixAmounts!.find((a) => a >= min)! : min + 0.5;
      if (fixedOnly) await page.getByTestId(`deposit-amount-${Math.round(amount * 100)}`).click();
      else await page.getByTestId('deposit-amount').fill(String(amount));
      await expect(page.getByTestId('deposit-amount-problem')).toHaveCount(0);
      const pct = online.c.customerCharge ?? 0;
      let charge = pct > 0 ? Math.round(amount * pct) / 100 : 0;
      if (pct > 0 && online.c.minCustomerCharge) charge = Math.max(charge, online.c.minCustomerCharge);
      if (pct > 0 && online.c.maxCustomerCharge) charge = Math.min(charge, online.c.maxCustomerCharge);
      charge += online.c.customerChargeFixed ?? 0;
      await expect(page.getByTestId('deposit-charge')).toHaveText(money(charge));
      await expect(page.getByTestId('deposit-total')).toHaveText(money(amount + charge));
      await expect(page.getByTestId('deposit-target')).toHaveCount(brandFlag(docs, ON_BEHALF) ? 1 : 0);

      const popup = page.waitForEvent('popup');
      await page.getByTestId('deposit-submit').click();
      const payment = await popup;
      await payment.waitForURL(/\/__preview\/pay\?/);
      await expect(payment.locator('body')).toContainText('Preview payment page');
      await expect(page.getByTestId('deposit-redirect')).toContainText(money(amount));
      await expect(page.getByTestId('recent-deposit').first()).toHaveAttribute('data-state', 'P');
      // the platform credits it after its delay; the list watches it and the balance follows
      await expect(page.getByTestId('recent-deposit').first()).toHaveAttribute('data-state', 'S', { timeout: (cash.autoCreditSeconds + 8) * 1000 });
      await expect(page.getByTestId('member-balance-total')).toContainText(money(100 + amount + (cash.singleWallet ? 0 : cash.vendorWallets.reduce((s, w) => s + w.balance, 0))));
      // and the player is told, with the channel and the amount, once the watchers start
      await wakeMemberWatchers(page);
      const notice = page.locator('[data-testid="money-notice"][data-kind="depositCredited"]');
      await expect(notice).toContainText(money(amount), { timeout: 45_000 });
      await expect(notice).toContainText(online.c.channelName ?? online.c.vendorId);
    });

    test('deposit by bank transfer: the details to pay to, proof and reference, credited by the platform', async ({ page, request }) => {
      test.setTimeout(90_000);
      const { token, username } = await freshPlayer(request, code, { balance: 0 });
      const references = countCalls(page, depositCalls.depositReference);
      await page.clock.install();
      await openBrand(page, code, `/member/depositv2?token=${token}`);
      if (cash.depositGroups.length > 1) await page.getByTestId(`deposit-group-${bankGroup.payId}`).click();
      const channel = bankGroup.channels.find((c) => c.kind === 'bank')!;
      if (bankGroup.channels.length > 1) await page.getByTestId(`deposit-channel-${channel.vendorId}`).click();
      const bank = channel.banks![0]!;
      const amount = Math.max(channel.min ?? 0, bank.minDeposit ?? 0, cash.firstDepositMinimum);
      await page.getByTestId('deposit-amount').fill(String(amount));
      await page.getByTestId('deposit-submit').click();
      const details = page.getByTestId('deposit-bank-details');
      await expect(details.getByTestId('deposit-pay-account')).toHaveText(cash.receivingAccount.accountNumber);
      await expect(details.getByTestId('deposit-pay-name')).toHaveText(cash.receivingAccount.bankCardName);
      await expect(details.getByTestId('deposit-pay-amount')).toHaveText(money(amount));
      await expect(details.getByTestId('deposit-pay-qr')).toBeVisible();
      // a gif is refused in the page; a png goes through
      await details.getByTestId('deposit-proof').setInputFiles({ name: 'receipt.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
      await expect(details.getByTestId('deposit-proof-problem')).toBeVisible();
      const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
      await details.getByTestId('deposit-proof').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: png });
      await expect(details.getByTestId('deposit-proof-sent')).toBeVisible();
      await details.getByTestId('deposit-reference').fill('REF-20260101');
      // a double click sends the reference once (api/oneAtATime)
      await details.getByTestId('deposit-reference-submit').dblclick();
      await expect(details.getByTestId('deposit-reference-sent')).toBeVisible();
      expect(references()).toBe(1);
      await details.getByTestId('deposit-done').click();
      await expect(page.getByTestId('recent-deposit').first()).toHaveAttribute('data-state', 'P');
      // the player leaves the centre; the platform credits the transfer; the notice finds them there
      await page.getByTestId('member-centre-close').click();
      await expect(page.getByTestId('member-centre')).toHaveCount(0);
      const credited = await request.post(previewUrl('/__preview/money/deposit'), { headers: { Merchant: code }, data: { username } });
      expect(((await credited.json()) as { value: { state: string } }).value.state).toBe('S');
      await wakeMemberWatchers(page);
      const notice = page.locator('[data-testid="money-notice"][data-kind="depositCredited"]');
      await expect(notice).toContainText(money(amount), { timeout: 45_000 });
      await expect(page.getByTestId('header-balance')).toContainText(money(amount + (cash.singleWallet ? 0 : cash.vendorWallets.reduce((s, w) => s + w.balance, 0))));
      await page.goto(new URL('/member/depositv2', page.url()).toString());
      await expect(page.getByTestId('recent-deposit').first()).toHaveAttribute('data-state', 'S');
      expect(group).toBeTruthy();
    });

    // One order however fast the clicks, a refused try before them or not: the button's guard
    // (api/oneAtATime) does not rest on the page re-rendering it disabled between the two clicks
    test('a double click on Deposit asks for one order', async ({ page, request }) => {
      const { token } = await freshPlayer(request, code, { balance: 0 });
      const sent = countCalls(page, depositCalls.depositOrder);
      await openBrand(page, code, `/member/depositv2?token=${token}`);
      if (cash.depositGroups.length > 1) await page.getByTestId(`deposit-group-${online.g.payId}`).click();
      if (online.g.channels.length > 1) await page.getByTestId(`deposit-channel-${online.c.vendorId}`).click();
      await page.getByTestId('deposit-submit').click();
      await expect(page.getByTestId('deposit-amount-problem')).toBeVisible();
      const min = Math.max(online.c.min ?? 0, cash.firstDepositMinimum);
      const quick = online.c.fixAmounts?.find((a) => a >= min);
      if (quick) await page.getByTestId(`deposit-amount-${Math.round(quick * 100)}`).click();
      else await page.getByTestId('deposit-amount').fill(String(min));
      const popup = page.waitForEvent('popup');
      await page.getByTestId('deposit-submit').dblclick();
      await (await popup).waitForURL(/\/__preview\/pay\?/);
      await expect(page.getByTestId('deposit-redirect')).toContainText(money(quick ?? min));
      await expect(page.getByTestId('recent-deposit')).toHaveCount(1);
      expect(sent()).toBe(1);
      // on the narrowest phone (320 px, WCAG's reflow width) the recent deposits are cards, the amount and state on screen
      await page.setViewportSize({ width: 320, height: 800 });
      await expectRowOnScreen(page, page.getByTestId('recent-deposit'));
    });

    test('the centre at 375 px: menu above the page, nothing wider than the screen', async ({ page, request }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      const { token } = await freshPlayer(request, code, { balance: 10 });
      await openBrand(page, code, `/member/depositv2?token=${token}`);
      await expect(page.getByTestId('deposit-submit')).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(375);
      const menu = await page.getByTestId('member-menu-depositv2').boundingBox();
      const form = await page.getByTestId('deposit-submit').boundingBox();
      expect(menu!.y).toBeLessThan(form!.y);
    });
  });
}
