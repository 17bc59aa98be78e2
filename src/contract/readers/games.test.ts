/**
 * Game replies as the real platform sends them, one difference from the spec's reading each
 * (platform-contract.md, "Observed in the real client's own code"), and what the site gets.
 */
import { describe, expect, it } from 'vitest';
import { passAll } from './check';
import { readFavouriteIds, readGamePage } from './gameLists';
import { readGame, readGames, readLanes } from './games';
import { sectionCheck } from '../sectionChecks';

const real = (over: Record<string, unknown> = {}) => ({
  nodeId: 50001,
  gameId: 'pt_50001',
  gameType: 'RNG',
  vassalage: 'PT',
  gameName: 'Age of the Gods',
  nodeName: 'Age of the Gods',
  iconUrl: '/TCG_GAME_ICONS/PT/Age of the Gods.png',
  showIcon: null,
  lagerIcon: null,
  supportPlay: 1,
  ...over,
});

describe('readGame', () => {
  it.each<[string, Record<string, unknown>, Partial<NonNullable<ReturnType<typeof readGame>>>]>([
    ['no displayName: the gameName', {}, { gameName: 'Age of the Gods', displayName: 'Age of the Gods' }],
    ['the name only in nodeName', { gameName: '', nodeName: 'Mahjong Ways' }, { gameName: 'Mahjong Ways' }],
    ['no name at all: the vendor code', { gameName: null, nodeName: null }, { gameName: 'PT' }],
    ['a displayName (the preview fixtures) comes first', { displayName: 'Shown' }, { gameName: 'Shown' }],
    ['an icon path with spaces is encoded, not dropped', {}, { iconUrl: '/TCG_GAME_ICONS/PT/Age%20of%20the%20Gods.png' }],
    ['a null iconUrl: the showIcon', { iconUrl: null, showIcon: '/TCG_GAME_ICONS/PG/a.png' }, { iconUrl: '/TCG_GAME_ICONS/PG/a.png' }],
    ['an empty iconUrl: the lagerIcon', { iconUrl: '', lagerIcon: '/big/a.png' }, { iconUrl: '/big/a.png' }],
    ['no icon anywhere: none (the default icon shows)', { iconUrl: null }, { iconUrl: '' }],
    ['a hostile icon is no icon', { iconUrl: 'javascript:alert(1)', showIcon: '//evil.example/a.png' }, { iconUrl: '' }],
    ['supportPlay 0: a free trial', { supportPlay: 0 }, { freeTrial: true }],
    ['supportPlay "1": none', { supportPlay: '1' }, { freeTrial: false }],
    ['no gameClassify', {}, { gameClassify: '' }],
    ['a numeric nodeId becomes a string', {}, { nodeId: '50001' }],
    ['the vendor as `vendor`', { vassalage: undefined, vendor: 'JDB' }, { vassalage: 'JDB' }],
    ['minBet as a numeric string', { minBet: '0.10' }, { minBet: 0.1 }],
  ])('%s', (_name, over, expected) => {
    expect(readGame(real(over))).toMatchObject(expected);
  });

  it.each([null, 'x', [], {}, real({ nodeId: null }), real({ vassalage: '', vendor: undefined })])('%j cannot be shown: left out', (raw) => {
    expect(readGame(raw)).toBeNull();
    expect(readGames([raw, real()])).toHaveLength(1);
  });
});

describe('readGamePage', () => {
  it('a page without totalCount: the count is not known (the site reads the last page)', () => {
    expect(readGamePage({ games: [real()], totalPages: 3 })).toMatchObject({ totalPages: 3, totalCount: null });
  });
  it('reads `list` as well as `games`, and numbers given as text', () => {
    expect(readGamePage({ list: [real()], totalPages: '2', totalCount: '40' })).toMatchObject({ games: [expect.objectContaining({ nodeId: '50001' })], totalPages: 2, totalCount: 40 });
  });
  it('no pages said: one page when there are games, none without', () => {
    expect(readGamePage({ games: [real()] }).totalPages).toBe(1);
    expect(readGamePage(null)).toEqual({ games: [], totalPages: 0, totalCount: null });
  });
});

describe('readFavouriteIds', () => {
  it.each<[string, unknown, string[]]>([
    ['the real reply: a plain array of nodeIds', ['50002', '50021'], ['50002', '50021']],
    ['numbers as ids', [50002, 7], ['50002', '7']],
    ['the older { content: [{ nodeId }] }', { content: [{ nodeId: 5, vendor: 'PT' }] }, ['5']],
    ['junk left out', ['1', null, {}, '', 2], ['1', '2']],
    ['no reply', null, []],
  ])('%s', (_name, raw, ids) => {
    expect(readFavouriteIds(raw)).toEqual(ids);
  });
});

describe('readLanes', () => {
  const reply = (lanes: unknown[]) => ({ data: { lanes } });
  const sports = {
    title: 'SPORTS',
    gameClassify: [],
    cards: [
      { vassalage: 'SBT', displayName: 'SBTech', gameType: 'SPORTS', isHot: 1, isNew: 0 },
      { vassalage: 'TF', displayName: 'TF Gaming', gameType: 'SPORTS', isHot: 0, isNew: 1 },
    ],
  };

  it('reads isHot and isNew as 1/0, no smallIcon, the card game type', () => {
    const { lanes, findings } = readLanes(reply([sports]), sectionCheck);
    expect(findings).toEqual([]);
    expect(lanes[0]!.cards).toEqual([
      { code: 'SBT', displayName: 'SBTech', gameType: 'SPORTS', smallIcon: null, isHot: true, isNew: false, isGame: null },
      { code: 'TF', displayName: 'TF Gaming', gameType: 'SPORTS', smallIcon: null, isHot: false, isNew: true, isGame: null },
    ]);
  });

  it('classifications with vendors and no count (the real platform), or a count (the preview)', () => {
    const { lanes } = readLanes(reply([{ ...sports, gameClassify: [{ key: 'ALL', displayName: 'game_classify_all', vendors: ['SBT'] }, { key: 'X', displayName: 'X', gameCount: 4 }] }]), passAll);
    expect(lanes[0]!.classify).toEqual([
      { key: 'ALL', displayName: 'game_classify_all', count: null, vendors: ['SBT'] },
      { key: 'X', displayName: 'X', count: 4, vendors: null },
    ]);
  });

  it('a card with an unusable icon keeps its place without it; a card without a vendor is left out', () => {
    const lane = { title: 'RNG', cards: [{ vassalage: 'PT', smallIcon: 'javascript:alert(1)' }, { displayName: 'no code' }] };
    const { lanes, findings } = readLanes(reply([lane]), sectionCheck);
    expect(lanes[0]!.cards.map((c) => [c.code, c.smallIcon])).toEqual([['PT', null]]);
    expect(findings.map((f) => f.pointer)).toEqual(['/data/lanes/0/cards/0/smallIcon', '/data/lanes/0/cards/1/vassalage']);
  });

  it('a repeated lane and a lane of no shape are left out and named; a type the site has no lobby for is kept for the reader of the model', () => {
    const { lanes, findings } = readLanes(reply([sports, sports, { title: 7 }, { title: 'BINGO', cards: [{ vassalage: 'BNG' }] }]), passAll);
    expect(lanes.map((l) => l.title)).toEqual(['SPORTS', 'BINGO']);
    expect(findings.map((f) => f.pointer)).toEqual(['/data/lanes/1/title', '/data/lanes/2']);
  });

  it('a reply without data.lanes: no lanes, said once', () => {
    expect(readLanes({ lanes: [] }, passAll)).toEqual({ lanes: [], findings: [expect.objectContaining({ pointer: '/data/lanes' })] });
  });
});
