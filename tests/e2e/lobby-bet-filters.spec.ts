/**
 * The lobby's min-bet and line filters: chips of the values the lobby's games carry; a choice
 * asks the platform's game list with `minBet` / `minLineNum` (and the `channel` the real client
 * sends), the grid shows what the platform answers, the address keeps the choice over a reload.
 * Over the brands whose platform data are generated (their game lists answer these filters).
 */
import { gameList } from '../../src/contract/calls/games';
import { CATEGORY_INFO } from '../../src/contract/gameCategories';
import { formatCount, formatMoney } from '../../src/ui/format';
import { BRAND_CODES, brandCategories, brandDocs, brandGames, brandsCovering, expect, openBrand, test, loggedInOnly } from './support';

for (const code of brandsCovering([], BRAND_CODES.filter((c) => !loggedInOnly(brandDocs(c)) && !brandGames(c).recorded))) {
  test(`${code}: the RNG lobby filters by min bet and by lines`, async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
    await openBrand(page, code, '/rng');
    const betGroup = page.getByRole('group', { name: 'Min. bet' });
    const betChips = betGroup.getByRole('button');
    await expect(betChips.first()).toBeVisible();
    // bare amounts say nothing of what they filter: the group's name is on screen before them
    await expect(betGroup.getByText('Min. bet', { exact: true })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Lines' }).getByText('Lines', { exact: true })).toBeVisible();
    expect(await betChips.count()).toBeGreaterThan(2); // All and at least two amounts
    const chip = betChips.nth(2);
    const amount = (await chip.getAttribute('data-testid'))!.replace('lobby-minBet-', '');

    const [request] = await Promise.all([
      page.waitForRequest((r) => r.url().includes(gameList.path) && new URL(r.url()).searchParams.get('minBet') === amount),
      chip.click(),
    ]);
    const sent = new URL(request.url()).searchParams;
    expect(sent.get('channel')).toBeTruthy();
    expect(sent.get('channel')).toBe(sent.get('merchant'));
    const reply = (await (await request.response())!.json()) as { value: { totalCount: number; games: Array<{ minBet: number }> } };
    expect(reply.value.games.every((g) => g.minBet === Number(amount))).toBe(true);
    await expect(page.getByTestId('lobby-count')).toHaveText(`Games found: ${formatCount(reply.value.totalCount)}`);
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    const hints = page.getByTestId('game-card-hints');
    await expect(hints.first()).toContainText(`Min. bet ${formatMoney(Number(amount))}`);
    for (const text of await hints.allTextContents()) expect(text).toContain(`Min. bet ${formatMoney(Number(amount))}`);
    expect(new URL(page.url()).searchParams.get('minBet')).toBe(amount);

    await page.reload();
    await expect(page.getByTestId(`lobby-minBet-${amount}`)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('lobby-count')).toHaveText(`Games found: ${formatCount(reply.value.totalCount)}`);

    // lines on top of the bet
    const lineChip = page.getByRole('group', { name: 'Lines' }).getByRole('button').nth(1);
    const lines = (await lineChip.getAttribute('data-testid'))!.replace('lobby-minLineNum-', '');
    const [both] = await Promise.all([
      page.waitForRequest((r) => r.url().includes(gameList.path) && new URL(r.url()).searchParams.get('minLineNum') === lines),
      lineChip.click(),
    ]);
    expect(new URL(both.url()).searchParams.get('minBet')).toBe(amount);

    // back to every game
    await page.getByTestId('lobby-minBet-all').click();
    await page.getByTestId('lobby-minLineNum-all').click();
    await expect(page.getByTestId('lobby-minBet-all')).toHaveAttribute('aria-pressed', 'true');
    expect(new URL(page.url()).searchParams.has('minBet')).toBe(false);
  });
}

for (const code of brandsCovering([], BRAND_CODES.filter((c) => !loggedInOnly(brandDocs(c))))) {
  test(`${code}: a lobby offers min-bet chips only where they narrow its games`, async ({ page }) => {
    test.slow(); // a lobby per game category
    await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
    const paths = [...new Set(CATEGORY_INFO.filter((c) => brandCategories(code).includes(c.category)).map((c) => c.path))];
    const seen = { offered: 0, withheld: 0 };
    for (const path of paths) {
      const [reply] = await Promise.all([
        page.waitForResponse((r) => r.url().includes(gameList.path) && new URL(r.url()).searchParams.get('pageNo') === '1' && !new URL(r.url()).searchParams.has('minBet')),
        openBrand(page, code, path),
      ]);
      const games = ((await reply.json()) as { value: { games: Array<{ minBet?: number | null }> } }).value.games;
      await expect(page.getByTestId('game-card').first()).toBeVisible();
      const bets = new Set(games.map((g) => g.minBet));
      // a chip that filters nothing: every game at the one same bet
      const pointless = bets.size === 1 && typeof [...bets][0] === 'number';
      const group = page.getByRole('group', { name: 'Min. bet' });
      if (pointless) {
        await expect(group, path).toHaveCount(0);
        seen.withheld++;
      } else if (games.some((g) => typeof g.minBet === 'number')) {
        await expect(group, path).toBeVisible();
        seen.offered++;
      }
    }
    // at least one lobby whose games carry bets, or the test said nothing
    expect(seen.offered + seen.withheld, JSON.stringify(seen)).toBeGreaterThan(0);
  });
}
