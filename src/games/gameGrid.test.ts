import { describe, expect, it } from 'vitest';
import { storedFor, withStored } from './favourites';
import { cardBodyHeight, lengthPx } from './GameCard';
import { gameIconUrl } from './gameIcon';
import { darkTheme } from '../theme';
import { pagesFor } from './usePagedGames';
import { gameHref, launchHref, lotteryHref, vendorHref } from './useOpenGame';
import { gridLayout, itemsOfRows } from './VirtualGameGrid';

describe('gridLayout', () => {
  it.each<[number, number, number, number]>([
    // width, count -> columns, rows
    [1000, 10_000, 6, 1667],
    [375, 35, 2, 18],
    [420, 3, 2, 2],
    [140, 5, 2, 3],
    [1000, 0, 6, 0],
  ])('%i px, %i items', (width, count, columns, rows) => {
    const layout = gridLayout(width, count, 140, 8, 72);
    expect(layout.columns).toBe(columns);
    expect(layout.rows).toBe(rows);
  });
  it('makes a row a square thumbnail plus the body, in whole px', () => {
    expect(gridLayout(1000, 10, 140, 8, 72).columnWidth).toBeCloseTo((1000 - 40) / 6);
    expect(gridLayout(1000, 10, 140, 8, 72).rowHeight).toBe(Math.ceil((1000 - 40) / 6 + 72));
    expect(gridLayout(375, 10, 140, 8, 52).rowHeight).toBe(Math.ceil((375 - 8) / 2 + 52));
  });
});

describe('lengthPx', () => {
  it.each<[string, number, number]>([
    ['4px', 16, 4],
    ['0.75rem', 16, 12],
    ['1rem', 20, 20],
    [' 1.5em ', 16, 24],
    ['12', 16, 12],
    ['auto', 16, 0],
  ])('%s at %i px', (token, rootPx, expected) => {
    expect(lengthPx(token, rootPx)).toBe(expected);
  });
});

describe('cardBodyHeight', () => {
  const theme = { space: darkTheme.space, font: darkTheme.font };
  it.each<[number, boolean, number]>([
    // padding 2 x 4 px, name 1.5 x 16, vendor 1.5 x 12, hints 1.5 x 12, gaps of 2 px
    [16, false, 8 + 24 + 2 + 18],
    [16, true, 8 + 24 + 2 + 18 + 2 + 18],
    // a larger root font grows every rem line; px padding and gaps stay
    [20, true, 8 + 30 + 2 + 22.5 + 2 + 22.5],
  ])('root %i px, bet hints %s', (rootPx, hints, expected) => {
    expect(cardBodyHeight(theme, rootPx, hints)).toBe(expected);
  });
});

describe('itemsOfRows', () => {
  it.each<[number, number, number, number, [number, number]]>([
    // rows first..last, columns, count -> items first..last
    [0, 6, 6, 10_000, [0, 41]],
    [48, 56, 6, 10_000, [288, 341]],
    [1660, 1666, 6, 10_000, [9960, 9999]],
    [0, 0, 2, 1, [0, 0]],
    [0, 2, 4, 0, [0, -1]],
    [3, 2, 6, 100, [0, -1]],
  ])('rows %i..%i of %i columns, %i items', (firstRow, lastRow, columns, count, expected) => {
    expect(itemsOfRows(firstRow, lastRow, columns, count)).toEqual(expected);
  });
});

describe('pagesFor', () => {
  it.each<[number, number, number[]]>([
    [0, 34, []],
    [0, 35, [2]],
    [30, 120, [2, 3, 4]],
    [10_180, 10_222, [291, 292]],
    [10_200, 20_000, [292]],
    [5, 4, []],
  ])('items %i..%i', (first, last, expected) => {
    expect(pagesFor(first, last, 35, 292)).toEqual(expected);
  });
});

describe('favourites storage', () => {
  it('keeps each user apart and tolerates junk', () => {
    const map = withStored({ ana: { games: ['PT:1'], lottery: [] } }, 'ben', { games: ['AG:2'] });
    expect(storedFor(map, 'ana')).toEqual({ games: ['PT:1'], lottery: [] });
    expect(storedFor(map, 'ben')).toEqual({ games: ['AG:2'], lottery: [] });
    expect(storedFor(withStored(map, 'ben', { lottery: ['CQSSC'] }), 'ben')).toEqual({ games: ['AG:2'], lottery: ['CQSSC'] });
    expect(storedFor({ x: { games: 'nope', lottery: [1, 'A'] } } as never, 'x')).toEqual({ games: [], lottery: ['A'] });
    expect(storedFor({}, 'nobody')).toEqual({ games: [], lottery: [] });
  });
});

describe('game links', () => {
  it.each<[Parameters<typeof gameHref>[0], string]>([
    [{ gameId: 'g1', vassalage: 'PT', gameType: 'RNG', nodeId: '7', displayName: 'Lucky 7' }, '/game?gameId=g1&nodeId=7&vendor=PT&gameType=RNG&name=Lucky+7'],
    [{ gameId: 'g1', roomId: 'r9', vassalage: 'KY', gameType: 'PVP' }, '/game?roomId=r9&vendor=KY&gameType=PVP'],
  ])('%j', (game, href) => {
    expect(gameHref(game)).toBe(href);
  });
  it('vendor and lottery launches', () => {
    expect(vendorHref('TF', 'ESPORTS')).toBe('/game?vendor=TF&gameType=ESPORTS');
    expect(lotteryHref({ vendor: 'TCG_SEA', gameCode: 'CQSSC', area: 'SEA', prizeMode: 'Lott', view: 'betting', name: 'CQ', playType: 'X' })).toBe(
      '/game?mode=LOTT&vendor=TCG_SEA&gameType=LOTT&area=SEA&prizeMode=Lott&view=betting&gameCode=CQSSC&playType=X&name=CQ',
    );
    expect(launchHref({ gameId: 'x', vassalage: 'TCG_VN', gameType: 'ELOTT', displayName: 'VN' }, 'SEA')).toBe(
      '/game?mode=LOTT&vendor=TCG_VN&gameType=LOTT&area=VN&prizeMode=SEA&view=lobby&name=VN',
    );
    expect(launchHref({ gameId: 'x', vassalage: 'PT', gameType: 'RNG' }, 'SEA')).toBe('/game?gameId=x&vendor=PT&gameType=RNG');
  });
});

describe('gameIconUrl', () => {
  it.each<[string, string | null, string]>([
    ['https://img.example/', '/TCG_GAME_ICONS/PT/a.png', 'https://img.example/TCG_GAME_ICONS/PT/a.png'],
    ['/cdn', '/TCG_GAME_ICONS/default.png', '/cdn/TCG_GAME_ICONS/default.png'],
    ['/cdn', 'https://other.example/a.png', 'https://other.example/a.png'],
    ['', '/TCG_GAME_ICONS/a b.png', '/TCG_GAME_ICONS/a%20b.png'],
    ['/cdn', null, ''],
    // nothing but what passes the URL rule reaches the src
    ['/cdn', '//other.example/a.png', ''],
    ['/cdn', 'http://other.example/a.png', ''],
    ['/cdn', 'javascript:alert(1)', ''],
    ['/cdn', 'data:image/svg+xml,<svg onload=alert(1)>', ''],
    ['https://img.example', '/\\evil.example/a.png', ''],
  ])('%s + %s', (cdn, icon, expected) => {
    expect(gameIconUrl(cdn, icon)).toBe(expected);
  });
});
