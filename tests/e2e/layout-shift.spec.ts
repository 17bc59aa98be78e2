/**
 * Nothing moves under the player's eyes while the page's data arrives (issue: layout shift): the
 * banner strip, the game lists and the log-in popup's promotions hold the place of what they will
 * show. The replies that fill them are held back, so the test sees the placeholders first and then
 * the swap, on a phone and on a desktop, over brands that differ in what the first screen holds
 * (one banner or many, hot games or none, logged-in-only or open), and for a logged-in player's
 * home with its own lists.
 */
import type { Page } from '@playwright/test';
import { announcements } from '../../src/contract/calls/system';
import { balance, playerAvatar } from '../../src/contract/calls/account';
import { favouriteList, gameList, hotGames, recentGames } from '../../src/contract/calls/games';
import { identityFields, securityConfig, socialAccounts } from '../../src/contract/calls/security';
import { FLAG } from '../../src/contract/flags';
import { singleWalletOf } from './member-money';
import { BRAND_CODES, brandAnnouncements, brandCategories, brandDocs, brandFlag, brandMenu, brandsCovering, expect, flagOf, guardedOf, loggedInOnly, openBrand, seedPlayerToken, test, withSessionIfGuarded } from './support';

/** Good, as the Core Web Vitals count it, is 0.1; the issue asks for 0.05. */
const MAX_SHIFT = 0.05;
const HOLD_MS = 700;

const OPEN_BRANDS = BRAND_CODES.filter((c) => !loggedInOnly(brandDocs(c)));
/** What the first screen holds: the log-in popup or home, one home banner or many, the hot games section. */
const FIRST_SCREEN = [guardedOf, (code: string) => brandAnnouncements(code).banners.filter((b) => b.groupName === 'w_home').length > 1, flagOf(FLAG.HOT_GAMES)];
/** The new-player promotions the log-in popup shows: none, one, or a carousel. */
const newPlayerPromos = (code: string) => Math.min(brandAnnouncements(code).promotion.filter((p) => p.category === 'new_player').length, 2);
/** The lists a player's home holds. */
const PLAYER_LISTS = [flagOf(FLAG.HOT_GAMES), flagOf(FLAG.FAVOURITE_GAMES), flagOf(FLAG.RECENT_GAMES)];

const VIEWPORTS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/** Sums every layout shift not caused by the player's own input, from the first paint on. */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number; __shifts: string[] };
    w.__shift = 0;
    w.__shifts = [];
    new PerformanceObserver((list) => {
      type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Source[] }>) {
        if (entry.hadRecentInput) continue;
        w.__shift += entry.value;
        // what moved, from where to where: enough to find the cause from a CI log alone
        const moved = (s: Source) =>
          `${(s.node as HTMLElement | null)?.dataset?.testid ?? s.node?.nodeName ?? '?'} y ${Math.round(s.previousRect.y)}→${Math.round(s.currentRect.y)} h ${Math.round(s.previousRect.height)}→${Math.round(s.currentRect.height)}`;
        w.__shifts.push(`${entry.value.toFixed(3)} at ${Math.round(entry.startTime)} ms: ${(entry.sources ?? []).map(moved).join(', ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The replies that fill the first screen arrive late, as on a slow network. */
async function holdReplies(page: Page, paths: readonly string[]) {
  for (const path of paths) {
    await page.route(`**${path}*`, async (route) => {
      await new Promise((r) => setTimeout(r, HOLD_MS));
      await route.continue().catch(() => undefined); // the test may end first
    });
  }
}

/** A reply that arrives only when the test lets it (the returned function). */
async function holdUntilReleased(page: Page, path: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  await page.route(`**${path}*`, async (route) => {
    await released;
    await route.continue().catch(() => undefined); // the test may end first
  });
  return release;
}

async function settledShift(page: Page, ready: () => Promise<void>) {
  await ready();
  // let the last swap paint and the observer report it
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 300)))));
  return page.evaluate(() => {
    const w = window as unknown as { __shift: number; __shifts: string[] };
    return { sum: w.__shift, shifts: w.__shifts };
  });
}

for (const viewport of VIEWPORTS) {
  test.describe(`layout shift · ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const code of brandsCovering(FIRST_SCREEN)) {
      const guarded = loggedInOnly(brandDocs(code));

      test(`${code}: the first screen holds still while its data arrives`, async ({ page }) => {
        await recordShifts(page);
        await holdReplies(page, [announcements.path, hotGames.path]);
        await openBrand(page, code, '/');
        const { sum, shifts } = await settledShift(page, async () => {
          if (guarded) {
            // a logged-in-only brand's visitor lands on the log-in popup, over the brand's backdrop
            await expect(page.getByTestId('login-modal')).toBeVisible();
            await expect(page.getByTestId('new-player-promos-pending')).toHaveCount(0);
          } else {
            await expect(page.getByTestId('home-hot-games-list').or(page.getByTestId('home-hot-games').getByRole('alert'))).toBeVisible();
            await expect(page.getByTestId('banner-strip')).not.toHaveAttribute('aria-busy', 'true');
          }
        });
        expect(sum, shifts.join('\n')).toBeLessThanOrEqual(MAX_SHIFT);
      });
    }

    for (const code of brandsCovering([newPlayerPromos], OPEN_BRANDS)) {
      test(`${code}: the log-in popup does not grow when its promotions arrive`, async ({ page }) => {
        await recordShifts(page);
        await holdReplies(page, [announcements.path]);
        await openBrand(page, code, '/login');
        await expect(page.getByTestId('login-modal')).toBeVisible();
        const { sum, shifts } = await settledShift(page, () => expect(page.getByTestId('new-player-promos-pending')).toHaveCount(0));
        expect(sum, shifts.join('\n')).toBeLessThanOrEqual(MAX_SHIFT);
      });
    }
  });
}

test.describe('layout shift · a player', () => {
  test.use({ viewport: { width: 375, height: 812 } });
  for (const code of brandsCovering(PLAYER_LISTS, OPEN_BRANDS)) {
    test(`${code}: a logged-in player's home holds still while hot, favourite and recent games arrive`, async ({ page, request }) => {
      const token = await seedPlayerToken(request, code);
      await recordShifts(page);
      await holdReplies(page, [announcements.path, hotGames.path, favouriteList.path, recentGames.path]);
      await openBrand(page, code, `/?token=${encodeURIComponent(token)}`);
      const { sum, shifts } = await settledShift(page, async () => {
        await expect(page.getByTestId('header-avatar')).toBeVisible();
        // the lists this brand's game-lobby flags turn on (ember has no recent games)
        const docs = brandDocs(code);
        const lists = [
          [FLAG.HOT_GAMES, 'home-hot-games'],
          [FLAG.FAVOURITE_GAMES, 'home-favourites'],
          [FLAG.RECENT_GAMES, 'home-recent'],
        ].flatMap(([flag, list]) => (brandFlag(docs, flag!) ? [list!] : []));
        expect(lists.length).toBeGreaterThan(0);
        for (const list of lists) {
          await expect(page.getByTestId(list)).toBeVisible();
          await expect(page.getByTestId(list).getByTestId('game-card-skeleton')).toHaveCount(0);
        }
      });
      expect(sum, shifts.join('\n')).toBeLessThanOrEqual(MAX_SHIFT);
    });
  }
});

/** Brands with a slots lobby: logged-in-only or open, one slots vendor or several (a vendor row that wraps on a phone). */
const LOBBY_BRANDS = BRAND_CODES.filter((c) => brandCategories(c).includes('RNG'));
const LOBBY_TRAITS = [guardedOf, (code: string) => (brandMenu(code).find((c) => c.category === 'RNG')?.vendors.length ?? 0) > 2];

test.describe('layout shift · a lobby', () => {
  test.use({ viewport: { width: 375, height: 812 } });
  for (const code of brandsCovering(LOBBY_TRAITS, LOBBY_BRANDS)) {
    test(`${code}: the slots lobby shows its skeleton while its games are held, and nothing moves when they arrive`, async ({ page }) => {
      await recordShifts(page);
      const release = await holdUntilReleased(page, gameList.path);
      await openBrand(page, code, withSessionIfGuarded(code, '/rng'));
      const lobby = page.getByTestId('lobby-page');
      // the page's own parts at once, the grid's place held by fixed-size card frames
      await expect(lobby.getByTestId('lobby-skeleton')).toBeVisible();
      await expect(lobby.getByTestId('lobby-skeleton').getByTestId('game-card-skeleton').first()).toBeVisible();
      await expect(lobby.getByTestId('lobby-search')).toBeVisible();
      await expect(lobby.getByTestId('game-card')).toHaveCount(0);
      const searchBefore = await lobby.getByTestId('lobby-search').boundingBox();
      release();
      const { sum, shifts } = await settledShift(page, async () => {
        await expect(lobby.getByTestId('game-card').first()).toBeVisible();
        await expect(lobby.getByTestId('lobby-skeleton')).toHaveCount(0);
      });
      expect(await lobby.getByTestId('lobby-search').boundingBox()).toEqual(searchBefore);
      expect(sum, shifts.join('\n')).toBeLessThanOrEqual(MAX_SHIFT);
    });
  }
});

/** What the personal centre's first page shows: the avatar section or not, one wallet or several. */
const CENTRE_TRAITS = [flagOf(FLAG.PROFILE_PICTURE), guardedOf, singleWalletOf];

test.describe('layout shift · the personal centre', () => {
  test.use({ viewport: { width: 375, height: 812 } });
  for (const code of brandsCovering(CENTRE_TRAITS)) {
    test(`${code}: the personal centre holds still while the balance and the security replies arrive`, async ({ page, request }) => {
      const token = await seedPlayerToken(request, code);
      await recordShifts(page);
      // each a little later than the one before it, as on a slow network
      await holdReplies(page, [balance.path, securityConfig.path, playerAvatar.path, identityFields.path, socialAccounts.path]);
      await openBrand(page, code, `/member?token=${encodeURIComponent(token)}`);
      const { sum, shifts } = await settledShift(page, async () => {
        await expect(page.getByTestId('member-balance')).toBeVisible();
        await expect(page.getByTestId('member-menu')).toBeVisible();
        await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
      });
      expect(sum, shifts.join('\n')).toBeLessThanOrEqual(MAX_SHIFT);
    });
  }
});
