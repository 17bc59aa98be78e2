/**
 * The player's transfers over the brands (with the member centre) that differ in what the tests
 * branch on — transfers offered or not, one wallet or several, transfer to upline offered or not —
 * each by its own data: on a brand of several wallets
 * (fixtures/money.json) money moves main → vendor and back with both balances checked, an amount
 * above the wallet is refused before it is sent, and "recall all" empties the vendor wallets; on a
 * single-wallet brand transferFund is not offered. Transfer to upline where the brand offers it
 * (AGETRANSFERUP3) to a player with an upline, absent where not; at 375 px nothing overflows.
 */
import type { Page } from '@playwright/test';
import type { Trait } from '../brandCover';
import { brandDocs, brandFlag, BRAND_CODES, brandsCovering, countCalls, expect, flagOf, openBrand, test } from './support';
import { brandMoney, centsOfText, freshPlayer, money, singleWalletOf } from './member-money';
import { FLAG } from '../../src/contract/flags';
import { transferUpline, walletReturn, walletTransfer } from '../../src/contract/calls/wallet';

const MAIN = 1;
const balanceOf = async (page: Page, id: number) => centsOfText(await page.getByTestId(`transfer-wallet-balance-${id}`).textContent());

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** A trait: money moves between wallets (FUNDTRANS3, and vendor wallets to move it to). */
const transfersOf: Trait = (code) => {
  const wallet = brandMoney(code);
  return brandFlag(brandDocs(code), FLAG.FUND_TRANSFER) && !wallet.singleWallet && wallet.vendorWallets.length > 0;
};

for (const code of brandsCovering([transfersOf, singleWalletOf, flagOf(FLAG.TRANSFER_UPLINE)], BRAND_CODES.filter((c) => brandFlag(brandDocs(c), FLAG.MEMBER_COMMON)))) {
  const docs = brandDocs(code);
  const wallet = brandMoney(code);
  const transfers = transfersOf(code);

  if (transfers) {
    test(`transfer funds · ${code}: main → vendor and back, too much refused, recall all`, async ({ page, request }) => {
      test.setTimeout(90_000);
      const vendor = wallet.vendorWallets[0]!;
      const { token } = await freshPlayer(request, code, { balance: 1000 });
      await openBrand(page, code, `/member/transferFund?token=${token}`);
      await expect(page.getByTestId('member-menu-transferFund')).toHaveAttribute('aria-current', 'page');
      await expect(page.getByTestId(`transfer-wallet-balance-${MAIN}`)).toHaveText(money(1000));
      // main → vendor
      await page.getByTestId('transfer-to').selectOption(String(vendor.accountTypeId));
      await page.getByTestId('transfer-amount').fill('250.50');
      await page.getByTestId('transfer-submit').click();
      await expect(page.getByTestId('transfer-done')).toBeVisible();
      await expect(page.getByTestId(`transfer-wallet-balance-${MAIN}`)).toHaveText(money(749.5));
      await expect(page.getByTestId(`transfer-wallet-balance-${vendor.accountTypeId}`)).toHaveText(money(vendor.balance + 250.5));
      await expect(page.getByTestId('member-balance-total')).toContainText(money(1000 + wallet.vendorWallets.reduce((s, w) => s + w.balance, 0)));
      // vendor → main; more than the vendor wallet holds is refused before it is sent
      await page.getByTestId('transfer-from').selectOption(String(vendor.accountTypeId));
      await expect(page.getByTestId('transfer-to')).toHaveValue(String(MAIN));
      await page.getByTestId('transfer-amount').fill(String(vendor.balance + 251));
      await page.getByTestId('transfer-submit').click();
      await expect(page.getByTestId('transfer-amount-problem')).toBeVisible();
      await page.getByTestId('transfer-amount').fill('100');
      await page.getByTestId('transfer-submit').click();
      await expect(page.getByTestId(`transfer-wallet-balance-${MAIN}`)).toHaveText(money(849.5));
      await expect(page.getByTestId(`transfer-wallet-balance-${vendor.accountTypeId}`)).toHaveText(money(vendor.balance + 150.5));
      // recall all: every vendor wallet back to main
      await page.getByTestId('transfer-recall').click();
      await expect(page.getByTestId(`transfer-wallet-balance-${vendor.accountTypeId}`)).toHaveText(money(0));
      expect(await balanceOf(page, MAIN)).toBe(Math.round((1000 + wallet.vendorWallets.reduce((s, w) => s + w.balance, 0)) * 100));
      await expect(page.getByTestId('transfer-recall')).toBeDisabled();
      // the account record lists the moves under its transfer filter
      await page.getByTestId('member-menu-transactionHistory').click();
      await page.getByTestId('records-filter-transfers').click();
      await expect(page.getByTestId('records-row')).toHaveCount(3);
    });

    test(`transfer funds · ${code}: offline, it says so at once and is never sent later on its own`, async ({ page, request, context }) => {
      // the browser logs the refused request itself (net::ERR_INTERNET_DISCONNECTED)
      test.info().annotations.push({ type: 'allow-console-errors' });
      const vendor = wallet.vendorWallets[0]!;
      const { token } = await freshPlayer(request, code, { balance: 1000 });
      await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
      await openBrand(page, code, `/member/transferFund?token=${token}`);
      await expect(page.getByTestId(`transfer-wallet-balance-${MAIN}`)).toHaveText(money(1000));
      const sent: string[] = [];
      // what reached the platform (the request refused offline has no response)
      page.on('response', (r) => {
        if (new URL(r.url()).pathname === walletTransfer.path) sent.push(r.url());
      });
      await page.getByTestId('transfer-to').selectOption(String(vendor.accountTypeId));
      await page.getByTestId('transfer-amount').fill('250.50');
      await context.setOffline(true);
      await page.getByTestId('transfer-submit').click();
      await expect(page.getByRole('alert').filter({ hasText: 'Network link abnormal' })).toBeVisible();
      await expect(page.getByTestId('transfer-submit')).toBeEnabled();
      // the button kept focus while the request was out (busy, not disabled): Enter tries again
      await expect(page.getByTestId('transfer-submit')).toBeFocused();
      // back online: nothing goes out unless the player presses again
      await context.setOffline(false);
      await page.waitForTimeout(2500);
      expect(sent).toEqual([]);
      await expect(page.getByTestId('transfer-done')).toHaveCount(0);
      await expect(page.getByTestId(`transfer-wallet-balance-${MAIN}`)).toHaveText(money(1000));
      await page.getByTestId('transfer-submit').click();
      await expect(page.getByTestId('transfer-done')).toBeVisible();
      await expect(page.getByTestId(`transfer-wallet-balance-${MAIN}`)).toHaveText(money(749.5));
      expect(sent).toHaveLength(1);
    });

    // A double click sent a move twice whenever the first click had nothing new for the page to
    // show, so the page did not re-render the button disabled before the second: here a refused
    // try already shown and "All" pressed twice; "recall all" did so on every visit
    test(`transfer funds · ${code}: a double click moves the money once, and recalls once`, async ({ page, request }) => {
      const vendor = wallet.vendorWallets[0]!;
      const { token } = await freshPlayer(request, code, { balance: 1000 });
      const moves = countCalls(page, walletTransfer);
      const recalls = countCalls(page, walletReturn);
      await openBrand(page, code, `/member/transferFund?token=${token}`);
      await expect(page.getByTestId(`transfer-wallet-balance-${MAIN}`)).toHaveText(money(1000));
      await page.getByTestId('transfer-to').selectOption(String(vendor.accountTypeId));
      await page.getByTestId('transfer-amount').fill('99999');
      await page.getByTestId('transfer-submit').click();
      await expect(page.getByTestId('transfer-amount-problem')).toBeVisible();
      await page.getByTestId('transfer-all').click();
      await page.getByTestId('transfer-all').click();
      await page.getByTestId('transfer-submit').dblclick();
      await expect(page.getByTestId('transfer-done')).toBeVisible();
      await expect(page.getByTestId(`transfer-wallet-balance-${vendor.accountTypeId}`)).toHaveText(money(vendor.balance + 1000));
      await expect(page.getByTestId(`transfer-wallet-balance-${MAIN}`)).toHaveText(money(0));
      await expect(page.getByTestId('member-centre').getByRole('alert')).toHaveCount(0);
      expect(moves()).toBe(1);
      await page.reload();
      await expect(page.getByTestId(`transfer-wallet-balance-${vendor.accountTypeId}`)).toHaveText(money(vendor.balance + 1000));
      await page.getByTestId('transfer-recall').dblclick();
      await expect(page.getByTestId(`transfer-wallet-balance-${vendor.accountTypeId}`)).toHaveText(money(0));
      await expect(page.getByTestId(`transfer-wallet-balance-${MAIN}`)).toHaveText(money(1000 + vendor.balance));
      expect(recalls()).toBe(1);
    });

    test(`transfer funds · ${code}: 375 px`, async ({ page, request }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      const { token } = await freshPlayer(request, code, { balance: 1000 });
      await openBrand(page, code, `/member/transferFund?token=${token}`);
      await expect(page.getByTestId('transfer-submit')).toBeVisible();
      await expectNoSidewaysScroll(page);
    });
  } else {
    test(`transfer funds · ${code}: not offered (${wallet.singleWallet ? 'single wallet' : 'FUNDTRANS3 off'})`, async ({ page, request }) => {
      const { token } = await freshPlayer(request, code, { balance: 1000 });
      await openBrand(page, code, `/member/transferFund?token=${token}`);
      await expect(page.getByTestId('member-page-unavailable')).toBeVisible();
      await expect(page.getByTestId('member-menu-depositv2').or(page.getByTestId('member-menu-transactionHistory')).first()).toBeVisible();
      await expect(page.getByTestId('member-menu-transferFund')).toHaveCount(0);
    });
  }

  if (brandFlag(docs, FLAG.TRANSFER_UPLINE)) {
    test(`transfer to upline · ${code}: the password the flags name, the balance after`, async ({ page, request }) => {
      test.setTimeout(90_000);
      const password = 'Upline2026';
      const { token } = await freshPlayer(request, code, { balance: 1000, password, toUpline: true });
      await openBrand(page, code, `/member/transferUpline?token=${token}`);
      await expect(page.getByTestId('member-menu-transferUpline')).toHaveAttribute('aria-current', 'page');
      await expect(page.getByTestId('upline-available')).toHaveText(money(1000));
      await page.getByTestId('upline-amount').fill('1000.01');
      await page.getByTestId('upline-submit').click();
      await expect(page.getByTestId('upline-amount-problem')).toBeVisible();
      await page.getByTestId('upline-amount').fill('300');
      await page.getByTestId('upline-password').fill('wrong-password');
      await page.getByTestId('upline-submit').click();
      await expect(page.getByRole('alert')).toBeVisible();
      await expect(page.getByTestId('upline-available')).toHaveText(money(1000));
      await page.getByTestId('upline-password').fill(password);
      await page.getByTestId('upline-submit').click();
      await expect(page.getByTestId('upline-done')).toBeVisible();
      await expect(page.getByTestId('upline-available')).toHaveText(money(700));
      await expect(page.getByTestId('member-balance-total')).toContainText(money(700));
    });

    test(`transfer to upline · ${code}: a double click sends one transfer`, async ({ page, request }) => {
      const password = 'Upline2026';
      const { token } = await freshPlayer(request, code, { balance: 1000, password, toUpline: true });
      const sent = countCalls(page, transferUpline);
      await openBrand(page, code, `/member/transferUpline?token=${token}`);
      await expect(page.getByTestId('upline-available')).toHaveText(money(1000));
      // a refused try first: its state already shown, the submit sets nothing new
      await page.getByTestId('upline-submit').click();
      await expect(page.getByTestId('upline-amount-problem')).toBeVisible();
      await page.getByTestId('upline-password').fill(password);
      await page.getByTestId('upline-amount').fill('300');
      await page.getByTestId('upline-submit').dblclick();
      await expect(page.getByTestId('upline-done')).toBeVisible();
      await expect(page.getByTestId('upline-available')).toHaveText(money(700));
      await expect(page.getByTestId('member-centre').getByRole('alert')).toHaveCount(0);
      expect(sent()).toBe(1);
    });

    test(`transfer to upline · ${code}: not offered to a player without an upline`, async ({ page, request }) => {
      const { token } = await freshPlayer(request, code, { balance: 1000, toUpline: false });
      await openBrand(page, code, `/member/transferUpline?token=${token}`);
      await expect(page.getByTestId('member-page-unavailable')).toBeVisible();
      await expect(page.getByTestId('member-menu-transferUpline')).toHaveCount(0);
    });
  } else {
    test(`transfer to upline · ${code}: not offered (AGETRANSFERUP3 off)`, async ({ page, request }) => {
      const { token } = await freshPlayer(request, code, { balance: 1000, toUpline: true });
      await openBrand(page, code, `/member/transferUpline?token=${token}`);
      await expect(page.getByTestId('member-page-unavailable')).toBeVisible();
      await expect(page.getByTestId('member-menu-transferUpline')).toHaveCount(0);
    });
  }
}
