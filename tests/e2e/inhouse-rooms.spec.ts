/**
 * The in-house entry (vendor BGS) and game rooms (GLS2_roomList), over brands that differ:
 * - the entry shows where the brand's menu has BGS (aurora, tide) and launches the first RNG
 *   vendor (tide's is not BGS itself); where it has none (ember) there is no entry;
 * - a PVP game lists its rooms in a dialog (focus inside, Escape back to the card); a room
 *   launches with its roomId; a game without rooms open offers the game itself.
 */
import { roomList } from '../../src/contract/calls/games';
import { BRAND_CODES, brandCategories, brandGames, brandMenu, brandsCovering, expect, gameCard, openBrand, seedPlayerToken, test } from './support';

const IN_HOUSE = 'BGS';
const hasInHouse = (code: string) => brandMenu(code).some((c) => c.vendors.some((v) => v.code === IN_HOUSE));
const firstRngVendor = (code: string) => brandMenu(code).find((c) => c.category === 'RNG')?.vendors[0]?.code ?? null;

for (const code of brandsCovering([hasInHouse, (c) => hasInHouse(c) && firstRngVendor(c) !== IN_HOUSE])) {
  test(`${code}: the in-house entry ${hasInHouse(code) ? 'launches the first RNG vendor from the keyboard' : 'is absent without the BGS vendor'}`, async ({ page, request }) => {
    await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
    await openBrand(page, code, `/?token=${encodeURIComponent(await seedPlayerToken(request, code))}`);
    const entry = page.getByTestId('left-bar').getByTestId('menu-in-house');
    await expect(page.getByTestId('menu-home')).toBeVisible();
    if (!hasInHouse(code)) {
      await expect(entry).toHaveCount(0);
      return;
    }
    await expect(entry).toHaveText(/In-house games/);
    await entry.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/game\\?vendor=${firstRngVendor(code)}&gameType=RNG`));
  });
}

/** A PVP game with rooms in each brand's data: listed rooms (tide), generated ones (aurora), none open (aurora's Niu Niu). */
const ROOM_CASES: Record<string, { vendor: string; game: string; rooms: string[] | 'generated'; empty?: string }> = {
  aurora: { vendor: 'KX', game: "Texas Hold'em", rooms: 'generated', empty: 'Niu Niu' },
  tide: { vendor: 'KY', game: "Texas Hold'em", rooms: ['10282-vip', '10282-open'] },
};

for (const code of BRAND_CODES.filter((c) => ROOM_CASES[c] && brandCategories(c).includes('PVP') && !brandGames(c).recorded)) {
  const room = ROOM_CASES[code]!;
  test(`${code}: a PVP game lists its rooms in a dialog and a room launches with its roomId`, async ({ page, request }) => {
    await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
    await openBrand(page, code, `/pvp?vendor=${room.vendor}&token=${encodeURIComponent(await seedPlayerToken(request, code))}`);
    const card = gameCard(page, room.game);
    const [asked] = await Promise.all([page.waitForRequest((r) => r.url().includes(roomList.path)), card.click()]);
    expect(new URL(asked.url()).searchParams.get('nodeId')).toBeTruthy();
    const dialog = page.getByTestId('room-picker');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading')).toHaveText(`Rooms of ${room.game}`);
    const rooms = dialog.getByRole('list').getByRole('button');
    if (room.rooms === 'generated') await expect(rooms).toHaveCount(3);
    else for (const id of room.rooms) await expect(dialog.getByTestId(`room-${id}`)).toBeVisible();
    await expect(rooms.first()).toContainText('Min. bet');
    await expect(rooms.first()).toHaveCSS('min-height', '44px');
    // focus is in the dialog; Escape closes it and gives focus back to the card
    await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(card).toBeFocused();

    await card.click();
    const chosen = room.rooms === 'generated' ? null : room.rooms[0]!;
    const target = chosen ? dialog.getByTestId(`room-${chosen}`) : rooms.nth(1);
    const roomId = chosen ?? (await target.getAttribute('data-testid'))!.replace('room-', '');
    const [launch] = await Promise.all([page.waitForRequest((r) => r.url().includes('/wps/game/launchGame')), target.click()]);
    expect(new URL(launch.url()).searchParams.get('roomId')).toBe(roomId);
    await expect(page).toHaveURL(new RegExp(`/game\\?roomId=${roomId}`));
    await expect(page.getByTestId('game-frame')).toBeVisible();

    if (room.empty) {
      await page.goBack();
      const other = gameCard(page, room.empty);
      await other.click();
      await expect(dialog).toContainText('no rooms open');
      await dialog.getByTestId('room-play-game').click();
      await expect(page).toHaveURL(/\/game\?gameId=/);
    }
  });
}
