/**
 * The record pages beside the account record, over the brands (with the member centre, COMM3)
 * that differ in the flags of these pages and in the betting record's tabs: the betting record
 * (TRANSBETREPMEM3) per category tab, profit and loss (PERSPNL3) per category, bonus details, and
 * the deposit records (DEPREC3) as a view of the account record. Each: presets that change what is
 * listed, the totals row equal to the rows summed over every page, the spec's pager, a range too
 * long refused, a page opened by its address after a reload, and 375 px without sideways scrolling
 * of the page. A page whose flag is off has no menu entry.
 */
import type { Page } from '@playwright/test';
import { BET_CATEGORIES } from '../../src/contract/readers/records';
import type { Trait } from '../brandCover';
import { brandCategories, brandDocs, brandFlag, BRAND_CODES, brandsCovering, expect, flagOf, openBrand, test } from './support';
import * as depositCalls from '../../src/contract/calls/deposit';
import { personalPnl } from '../../src/contract/calls/records';
import { previewUrl } from './accounts';
import { brandMoney, centsOfText, freshPlayer, money } from './member-money';
import { FLAG } from '../../src/contract/flags';
import { readFileSync } from 'node:fs';

/** The cells of column `col` summed over every page of the pager, in cents; back on page 1 after. */
async function sumOverPages(page: Page, col: string): Promise<number> {
  let total = 0;
  for (let p = 1; ; p += 1) {
    const cells = await page.getByTestId('records-row').locator(`td[data-col="${col}"]`).allTextContents();
    total += cells.reduce((s, c) => s + centsOfText(c), 0);
    const next = page.getByTestId(`records-page-${p + 1}`);
    if ((await next.count()) === 0) {
      // the gap hides pages: step with the next button instead
      const step = page.getByTestId('records-pager').getByRole('button', { name: /Next page|Susunod/ });
      if ((await page.getByTestId('records-pager').count()) === 0 || (await step.isDisabled())) break;
      await step.click();
    } else await next.click();
    await expect(page.getByTestId(`records-page-${p + 1}`)).toHaveAttribute('aria-current', 'page');
    // the last page stays on screen while the next one loads
    // no table still loading (a range without records shows no table at all)
  await expect(page.locator('[data-testid="records-table"][aria-busy="true"]')).toHaveCount(0);
  }
  return total;
}

async function expectTotalsMatch(page: Page, col: string) {
  // no table still loading (a range without records shows no table at all)
  await expect(page.locator('[data-testid="records-table"][aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByTestId('records-totals').or(page.getByText(/in this range|sa panahong ito|sa saklaw na ito/)).first()).toBeVisible();
  // a range without records has no totals: nothing to add up
  if ((await page.getByTestId('records-totals').count()) === 0) return;
  const shown = centsOfText(await page.getByTestId('records-totals').locator(`td[data-col="${col}"]`).textContent());
  expect(await sumOverPages(page, col)).toBe(shown);
}

async function expectRangeTooLongRefused(page: Page) {
  await page.getByTestId('records-preset-custom').click();
  await page.getByTestId('records-from').fill('2020-01-01');
  await page.getByTestId('records-apply').click();
  await expect(page.getByTestId('records-range-problem')).toBeVisible();
}

const PAGES = [
  { id: 'personalHistoryCopy', flag: 'TRANSBETREPMEM3', col: 'bet' },
  { id: 'personalProfit', flag: 'PERSPNL3', col: 'pnlCents' },
  { id: 'bonusDetails', flag: 'COMM3', col: 'bonus' },
] as const;

/** A trait: the deposit records, a view of the account record (MEMTRANS3 and DEPREC3). */
const depositRecordsOf: Trait = (code) => brandFlag(brandDocs(code), FLAG.MEMBER_TRANSACTIONS) && brandFlag(brandDocs(code), FLAG.DEPOSIT_RECORDS);
/**
 * A trait: what the betting-record tests branch on in its tabs (one per category of the brand's
 * vendor lanes, all of them where it has none): whether slots (RNG) has one, and how many of the
 * first three are walked.
 */
const betTabsOf: Trait = (code) => {
  const offered = BET_CATEGORIES.filter((c) => brandCategories(code).includes(c));
  const tabs: readonly string[] = offered.length > 0 ? offered : BET_CATEGORIES;
  return { rng: tabs.includes('RNG'), walked: Math.min(tabs.length, 3) };
};

const WITH_CENTRE = BRAND_CODES.filter((c) => brandFlag(brandDocs(c), FLAG.MEMBER_COMMON));

for (const code of brandsCovering([...PAGES.map((p) => flagOf(p.flag)), depositRecordsOf, betTabsOf], WITH_CENTRE)) {
  const docs = brandDocs(code);

  for (const p of PAGES) {
    if (!brandFlag(docs, p.flag)) {
      test(`${p.id} · ${code}: no entry (${p.flag} off)`, async ({ page, request }) => {
        const { token } = await freshPlayer(request, code);
        await openBrand(page, code, `/member/${p.id}?token=${token}`);
        await expect(page.getByTestId('member-page-unavailable')).toBeVisible({ timeout: 20_000 });
        await expect(page.getByTestId(`member-menu-${p.id}`)).toHaveCount(0);
      });
      continue;
    }

    test(`${p.id} · ${code}: presets, totals over every page, pager, limit, reload`, async ({ page, request }) => {
      test.setTimeout(120_000);
      const { token } = await freshPlayer(request, code);
      await openBrand(page, code, `/member/${p.id}?token=${token}`);
      await expect(page.getByTestId(`member-menu-${p.id}`)).toHaveAttribute('aria-current', 'page');
      // the generated play is slots, live, fishing and sports: the betting record shows slots where the brand has them
      if (p.id === 'personalHistoryCopy' && (await page.getByTestId('bets-tab-RNG').count())) await page.getByTestId('bets-tab-RNG').click();
      // a fresh player's generated history holds nothing of today
      await page.getByTestId('records-preset-today').click();
      await expect(page.getByText(/in this range|sa panahong ito|sa saklaw na ito/)).toBeVisible();
      await page.getByTestId('records-preset-last30').click();
      await expect(page.getByTestId('records-row').first()).toBeVisible();
      await expect(page.getByTestId('records-totals')).toBeVisible();
      // day by day, 30 days of play fill more than one page of 13
      if (p.id === 'personalProfit') await expect(page.getByTestId('records-pager')).toBeVisible();
      await expectTotalsMatch(page, p.col);
      await page.getByTestId('records-preset-last7').click();
      await expectTotalsMatch(page, p.col);
      await expectRangeTooLongRefused(page);
      await page.reload();
      await expect(page.getByTestId(`member-menu-${p.id}`)).toHaveAttribute('aria-current', 'page');
      await expect(page.getByTestId('records-preset-last7')).toBeVisible();
    });
  }

  test(`bonus details · ${code}: at 375 px every figure is on screen with its column's name, none behind a sideways scroll`, async ({ page, request }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 375, height: 800 });
    const { token } = await freshPlayer(request, code);
    await openBrand(page, code, `/member/bonusDetails?token=${token}`);
    await page.getByTestId('records-preset-last30').click();
    const table = page.getByTestId('records-table');
    const rows = page.getByTestId('records-row');
    await expect(rows.first()).toBeVisible();
    await expect(table).not.toHaveAttribute('aria-busy', /./);
    // QA: the amount column lay past the screen's edge, in a box that scrolled with no sign of it
    expect(await table.evaluate((t) => t.parentElement!.scrollWidth - t.parentElement!.clientWidth)).toBeLessThanOrEqual(0);
    for (const cell of await rows.first().locator('td').all()) {
      const box = (await cell.boundingBox())!;
      expect(box.x, (await cell.getAttribute('data-col')) ?? '').toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, (await cell.getAttribute('data-col')) ?? '').toBeLessThanOrEqual(375);
    }
    // each figure says what it is: its column's name beside it, in the page's language
    const words = JSON.parse(readFileSync(`locales/${docs.manifest.languages.default.toLowerCase()}.json`, 'utf8')) as { money: { bonus: { amount: string } } };
    const amount = rows.first().locator('td[data-col="bonus"]');
    expect(await amount.evaluate((td) => getComputedStyle(td, '::before').content)).toBe(JSON.stringify(words.money.bonus.amount));
    await expect(amount).toBeInViewport();
    const total = page.getByTestId('records-total-bonus');
    expect(await total.evaluate((td) => getComputedStyle(td, '::before').content)).toBe(JSON.stringify(words.money.bonus.amount));
    // on a wide screen it is the table again, its names in the header row
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(amount).toHaveCSS('display', 'table-cell');
    await expect(table.locator('thead th').last()).toHaveText(words.money.bonus.amount);
    await expect(table.locator('thead th').last()).toBeVisible();
  });

  if (brandFlag(docs, FLAG.BET_RECORDS)) {
    test(`betting record · ${code}: each category tab lists its own bets, paged at 13`, async ({ page, request }) => {
      test.setTimeout(90_000);
      const { token } = await freshPlayer(request, code);
      await openBrand(page, code, `/member/personalHistoryCopy?token=${token}`);
      const tabs = page.getByRole('tablist').getByRole('tab');
      await expect(tabs.first()).toBeVisible();
      await page.getByTestId('records-preset-last30').click();
      const totals: number[] = [];
      for (let i = 0; i < Math.min(await tabs.count(), 3); i += 1) {
        await tabs.nth(i).click();
        await expect(tabs.nth(i)).toHaveAttribute('aria-selected', 'true');
        await expect(page.getByTestId('records-table').or(page.getByText(/in this range|sa saklaw na ito/)).first()).toBeVisible();
        const rows = await page.getByTestId('records-row').count();
        expect(rows).toBeLessThanOrEqual(13);
        totals.push((await page.getByTestId('records-totals').count()) ? centsOfText(await page.getByTestId('records-totals').locator('td[data-col="bet"]').textContent()) : 0);
      }
      // the categories split the play: not every tab shows the same total
      expect(new Set(totals).size).toBeGreaterThan(1);
    });
  }

  if (brandFlag(docs, FLAG.PERSONAL_PNL)) {
    test(`profit and loss · ${code}: one category counts less than all, 375 px`, async ({ page, request }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width: 375, height: 800 });
      const { token } = await freshPlayer(request, code);
      await openBrand(page, code, `/member/personalProfit?token=${token}`);
      // the last 30 days' figures, not the first range's still on screen while they load
      // (the table keeps its rows, busy, until the new reply is in)
      const table = page.getByTestId('records-table');
      await expect(table.or(page.getByText(/in this range|sa saklaw na ito/)).first()).toBeVisible();
      const last30 = page.waitForResponse((r) => r.url().includes(personalPnl.path));
      await page.getByTestId('records-preset-last30').click();
      await last30;
      await expect(table).not.toHaveAttribute('aria-busy', /./);
      const betTotal = () => page.getByTestId('records-totals').locator('td[data-col="betCents"]');
      await expect(betTotal()).toBeVisible();
      const all = centsOfText(await betTotal().textContent());
      await page.getByTestId('pnl-category-RNG').click();
      await expect.poll(async () => centsOfText(await betTotal().textContent())).toBeLessThan(all);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }

  if (brandFlag(docs, FLAG.MEMBER_TRANSACTIONS) && brandFlag(docs, FLAG.DEPOSIT_RECORDS)) {
    test(`deposit records · ${code}: a view of the account record with state labels and a state filter`, async ({ page, request }) => {
      test.setTimeout(90_000);
      const { token, username } = await freshPlayer(request, code);
      // two bank-transfer orders (they wait for the operator): one credited, one left pending
      const cash = brandMoney(code);
      const channel = cash.depositGroups.flatMap((g) => g.channels).find((c) => c.kind === 'bank' && c.banks?.length)!;
      const bank = channel.banks![0]!;
      const amount = Math.max(channel.min ?? 0, bank.minDeposit ?? 0, cash.firstDepositMinimum).toFixed(2);
      const order = async () => {
        const res = await request.post(previewUrl(depositCalls.depositOrder.path), { headers: { Merchant: code, Authorization: token }, data: { amount, vendorId: channel.vendorId, bankCode: bank.bankCode, bankType: 'BC', nonce: 'n' } });
        return ((await res.json()) as { value: { depositId: string } }).value.depositId;
      };
      const credited = await order();
      await request.post(previewUrl('/__preview/money/deposit'), { headers: { Merchant: code }, data: { username, depositId: credited, outcome: 'credit' } });
      await order();
      await openBrand(page, code, `/member/transactionHistory?token=${token}`);
      await page.getByTestId('records-view-deposits').click();
      await expect(page.getByTestId('records-view-deposits')).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByTestId('records-row')).toHaveCount(2);
      await expect(page.getByTestId('records-row').locator('[data-state="S"]')).toHaveText(/Credited|Naikredito|\S/);
      await expect(page.getByTestId('records-row').locator('[data-state="P"]')).toHaveCount(1);
      await page.getByTestId('deposits-state-P').click();
      await expect(page.getByTestId('records-row')).toHaveCount(1);
      await expect(page.getByTestId('records-row').locator('td[data-col="amount"]')).toHaveText(money(Number(amount)));
      await page.getByTestId('deposits-state-F').click();
      await expect(page.getByText(/No deposit in this range|Walang deposito/)).toBeVisible();
    });
  }
}
