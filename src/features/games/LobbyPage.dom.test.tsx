// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { createStore } from 'jotai';
import type { BrandModel } from '../../brand/model';
import { modalAtom } from '../../shell/modals';
import { tokenAtom } from '../../session/session';
import { click, settle, type } from '../../ui/testing/events';
import { calls, installPlatform } from '../../ui/testing/fakePlatform';
import { currentLocation, renderWithProviders } from '../../ui/testing/renderWithProviders';
import GamePage from './GamePage';
import LobbyPage from './LobbyPage';

const brand = {
  merchantCode: 'test',
  // the platform's BTI sportsbook is shown as 123BET to TLB-currency brands only
  currency: 'TLB',
  features: { favouriteGames: true },
  cdn: { image: '', launch: null },
  lottery: { prizeMode: 'Lott' },
  menu: {
    categories: [
      {
        category: 'RNG',
        route: '/rng',
        hasFlyout: true,
        vendors: [
          { code: 'PT', displayName: 'Playtech', smallIcon: null, isHot: true },
          { code: 'BTI', displayName: 'BTI Gaming', smallIcon: null, isHot: false },
        ],
      },
    ],
  },
} as unknown as BrandModel;

const games = Array.from({ length: 80 }, (_, i) => ({
  nodeId: i, gameId: 1000 + i, gameType: 'RNG', gameClassify: i % 2 ? 'SLOT' : 'TABLE', vassalage: i % 3 ? 'PT' : 'BTI',
  gameName: `Game ${i}`, displayName: `Game ${i}`, iconUrl: `/icons/${i}.png`, minBet: i === 0 ? 1 : null, minLineNum: i === 0 ? 25 : null,
}));

/** Replies without totalCount, as the real platform may send them. */
let countless = false;

function platform(path: string, params: URLSearchParams) {
  if (path === '/wps/relay/GCSGAME_newGameVendor') {
    return { body: { success: true, value: { data: { lanes: [{ title: 'RNG', gameClassify: [{ key: 'ALL', displayName: 'All', gameCount: 80 }, { key: 'SLOT', displayName: 'Slots', gameCount: 40 }], cards: [] }] } } } };
  }
  if (path === '/wps/relay/GCSGAME_gameList') {
    const name = params.get('gameName')?.toLowerCase();
    const vendor = params.get('vassalage');
    const type = params.get('gameClassify');
    const list = games.filter((g) => (!name || g.gameName.toLowerCase().includes(name)) && (!vendor || g.vassalage === vendor) && (!type || g.gameClassify === type));
    const size = Number(params.get('pageSize'));
    const page = Number(params.get('pageNo'));
    const value = { games: list.slice((page - 1) * size, page * size), totalPages: Math.ceil(list.length / size), ...(countless ? {} : { totalCount: list.length }) };
    return { body: { success: true, value } };
  }
  if (path === '/wps/game/launchGame') {
    return { body: { success: false, errorCode: 'function.not.available', message: 'Function not available' } };
  }
  return { status: 404, body: { success: false, message: 'no route' } };
}

const q = (sel: string) => document.body.querySelector(sel);
const all = (sel: string) => document.body.querySelectorAll(sel);

afterEach(() => {
  document.body.innerHTML = '';
  countless = false;
});

describe('LobbyPage', () => {
  it('lists every game page by page, vendor filter through the URL, classify counts, hints, debounced search', async () => {
    installPlatform(platform);
    await renderWithProviders(<LobbyPage />, { brand, path: '/rng', routePath: '/rng' });
    await settle();
    expect(q('[data-testid="lobby-page"]')).not.toBeNull();
    // jsdom has no layout: the grid renders every index, and pages 2 and 3 load for them
    await settle(250);
    await settle();
    expect(all('[data-testid="game-card"]')).toHaveLength(80);
    expect(calls.filter((c) => c.includes('GCSGAME_gameList') && c.includes('pageSize=35')).map((c) => new URLSearchParams(c.split('?')[1]).get('pageNo')).sort()).toEqual(['1', '2', '3']);
    expect(q('[data-testid="lobby-count"]')?.textContent).toContain('80');
    expect(q('[data-testid="lobby-vendor-BTI"]')?.textContent).toBe('123BET');
    expect(q('[data-testid="lobby-classify-SLOT"]')?.textContent).toContain('(40)');
    expect(q('[data-testid="game-card-hints"]')?.textContent).toBe('Min. bet 1.00 · Lines: 25');

    await click(q('[data-testid="lobby-vendor-PT"]'));
    await settle();
    expect(currentLocation.value).toBe('/rng?vendor=PT');
    await settle(250); // further pages follow the scroll position at most every 200 ms
    await settle();
    expect(all('[data-testid="game-card"]')).toHaveLength(games.filter((g) => g.vassalage === 'PT').length);
    expect(calls.some((c) => c.includes('vassalage=PT') && c.includes('pageNo=1'))).toBe(true);
    // the type chips count PT's games, not the lanes' whole lobby
    expect(q('[data-testid="lobby-classify-all"]')?.textContent).toContain(`(${games.filter((g) => g.vassalage === 'PT').length})`);
    expect(q('[data-testid="lobby-classify-SLOT"]')?.textContent).toContain(`(${games.filter((g) => g.vassalage === 'PT' && g.gameClassify === 'SLOT').length})`);

    await type(q('[data-testid="lobby-search"]'), 'Game 7');
    await settle(50);
    expect(currentLocation.value).toBe('/rng?vendor=PT'); // not yet: 300 ms debounce
    await settle(350);
    expect(currentLocation.value).toBe('/rng?vendor=PT&q=Game+7');
    await settle();
    expect(all('[data-testid="game-card"]').length).toBeGreaterThan(0);
    expect(Array.from(all('[data-testid="game-card"]')).every((c) => c.textContent?.includes('Game 7'))).toBe(true);
  // 80 cards and three pages in jsdom: on a machine shared with other test runs it can pass 5 s
  }, 15_000);

  it('a list without totalCount: the last page, fetched at once, gives the count', async () => {
    countless = true;
    installPlatform(platform);
    await renderWithProviders(<LobbyPage />, { brand, path: '/rng', routePath: '/rng' });
    await settle();
    await settle(250);
    await settle();
    expect(q('[data-testid="lobby-count"]')?.textContent).toContain('80');
    expect(all('[data-testid="game-card"]')).toHaveLength(80);
  });

  it('logged out: a game click opens the login modal', async () => {
    installPlatform(platform);
    const store = createStore();
    await renderWithProviders(<LobbyPage />, { brand, path: '/rng', routePath: '/rng', store });
    await settle();
    await click(q('[data-testid="game-card"]'));
    expect(store.get(modalAtom)).toEqual({ name: 'login' });
  });

  it('a category without vendors shows the empty state', async () => {
    installPlatform(platform);
    await renderWithProviders(<LobbyPage />, { brand, path: '/fish', routePath: '/fish' });
    await settle();
    expect(q('[data-testid="lobby-page"]')?.textContent).toContain('No game providers');
  });

  it('shows the platform error with a retry', async () => {
    installPlatform(() => ({ status: 500, body: { success: false, errorCode: 'system.busy', message: 'System busy' } }));
    await renderWithProviders(<LobbyPage />, { brand, path: '/rng', routePath: '/rng' });
    await settle();
    expect(q('[role="alert"]')?.textContent).toContain('System busy');
  });
});

describe('GamePage', () => {
  it('logged out: explains and offers login', async () => {
    installPlatform(platform);
    const store = createStore();
    await renderWithProviders(<GamePage />, { brand, path: '/game?gameId=1001&vendor=PT&gameType=RNG', routePath: '/game', store });
    await click(q('[data-testid="game-login"]'));
    expect(store.get(modalAtom)).toEqual({ name: 'login' });
    expect(calls.filter((c) => c.startsWith('/wps/game/launchGame'))).toHaveLength(0);
  });

  it('logged in: calls launchGame with the spec parameters and shows the platform error', async () => {
    installPlatform(platform, 'tok');
    const store = createStore();
    store.set(tokenAtom, 'tok');
    await renderWithProviders(<GamePage />, { brand, path: '/game?gameId=1001&vendor=PT&gameType=RNG', routePath: '/game', store });
    await settle();
    const launch = calls.find((c) => c.startsWith('/wps/game/launchGame'));
    expect(launch).toBeDefined();
    const params = new URLSearchParams(launch!.split('?')[1]);
    expect(Object.fromEntries(params)).toEqual({
      gameId: '1001', accountType: '1', confirmTrans: '0', vassalage: 'PT', launchMode: 'GLS', platform: 'html5-desktop',
      clientType: '3', merchantCode: 'test', language: 'EN', token: 'tok',
    });
    // function.not.available in the site's words (ui/platformErrors.ts), not the platform's
    expect(q('[role="alert"]')?.textContent).toContain('This function is not available right now.');
    expect(q('iframe')).toBeNull();
    store.set(tokenAtom, null);
  });

  it('logged in: frames a safe game URL', async () => {
    installPlatform((path, params) =>
      path === '/wps/game/launchGame' ? { body: { success: true, value: { content: { game_url: 'https://games.example/play?id=1' } } } } : platform(path, params),
    'tok');
    const store = createStore();
    store.set(tokenAtom, 'tok');
    await renderWithProviders(<GamePage />, { brand, path: '/game?gameId=1001&vendor=PT&gameType=RNG', routePath: '/game', store });
    await settle();
    expect(q('iframe')?.getAttribute('src')).toBe('https://games.example/play?id=1');
    store.set(tokenAtom, null);
  });
});
