/**
 * The account record over the brands that offer it (MEMTRANS3), two at least (it branches on no
 * other flag): reached from the avatar menu,
 * presets that change what is listed, the spec's pager over the generated history, a custom range
 * beyond the limit refused, and the transfer filter empty for a player who made none.
 */
import { brandDocs, brandFlag, BRAND_CODES, brandsCovering, expect, flagOf, openBrand, test } from './support';
import { freshPlayer } from './member-money';
import { FLAG } from '../../src/contract/flags';

for (const code of brandsCovering([flagOf(FLAG.MEMBER_TRANSACTIONS)], BRAND_CODES.filter((c) => brandFlag(brandDocs(c), FLAG.MEMBER_TRANSACTIONS)))) {
  test(`account record · ${code}: avatar menu, presets, paging, a range too long, the filter`, async ({ page, request }) => {
    test.setTimeout(90_000);
    const { token } = await freshPlayer(request, code, { balance: 50 });
    await openBrand(page, code, `/?token=${token}`);
    await page.getByTestId('header-avatar').click();
    await page.getByTestId('header-avatar-menu').getByRole('menuitem').first().click();
    await expect(page).toHaveURL(/\/member\/transactionHistory$/);
    await expect(page.getByTestId('member-menu-transactionHistory')).toHaveAttribute('aria-current', 'page');
    // 60 days of play: the previous 30 days span pages; the pager shows range 3 and margin 1
    await page.getByTestId('records-preset-last30').click();
    await expect(page.getByTestId('records-row')).toHaveCount(13);
    const pager = page.getByTestId('records-pager');
    await expect(pager).toBeVisible();
    const firstRow = await page.getByTestId('records-row').first().textContent();
    await page.getByTestId('records-page-2').click();
    await expect(page.getByTestId('records-page-2')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('records-row').first()).not.toHaveText(firstRow ?? '');
    // today: a fresh player has no record of today
    await page.getByTestId('records-preset-today').click();
    await expect(page.getByText(/No record in this range|Walang rekord/)).toBeVisible();
    await page.getByTestId('records-preset-custom').click();
    await page.getByTestId('records-from').fill('2020-01-01');
    await page.getByTestId('records-apply').click();
    await expect(page.getByTestId('records-range-problem')).toBeVisible();
    await page.getByTestId('records-preset-last30').click();
    await page.getByTestId('records-filter-transfers').click();
    await expect(page.getByText(/No record in this range|Walang rekord/)).toBeVisible();
    // reload keeps the page
    await page.reload();
    await expect(page.getByTestId('member-menu-transactionHistory')).toHaveAttribute('aria-current', 'page');
  });
}
