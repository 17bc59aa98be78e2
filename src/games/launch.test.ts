import { describe, expect, it } from 'vitest';
import { launchParams, launchUrl, lotteryLaunchParams, safeFrameUrl } from './launch';

describe('launchParams', () => {
  it('sends the spec constants with the game id', () => {
    expect(launchParams({ gameId: '42', roomId: null, nodeId: '7', vendor: 'PT' }, 'm1', 'TY')).toEqual({
      gameId: '42', nodeId: '7', accountType: 1, confirmTrans: 0, vassalage: 'PT', launchMode: 'GLS',
      platform: 'html5-desktop', clientType: 3, merchantCode: 'm1', language: 'TY',
    });
  });
  it('prefers the room id over the game id', () => {
    const p = launchParams({ gameId: '42', roomId: 'r9', nodeId: null, vendor: 'AG' }, 'm1', 'EN');
    expect(p.roomId).toBe('r9');
    expect(p.gameId).toBeUndefined();
    expect(p.nodeId).toBeUndefined();
  });
});

describe('launch session and vendor launches', () => {
  it('adds username and token (spec) and a vendor launch asks for the game type', () => {
    const p = launchParams({ gameId: null, roomId: null, nodeId: null, vendor: 'TF', gameType: 'ESPORTS' }, 'm1', 'EN', { username: 'ana', token: 't1' });
    expect(p).toMatchObject({ vassalage: 'TF', gameType: 'ESPORTS', username: 'ana', token: 't1', launchMode: 'GLS' });
    expect(p.gameId).toBeUndefined();
  });
});

describe('lotteryLaunchParams', () => {
  it('uses launchMode LOTT with the lottery fields', () => {
    expect(
      lotteryLaunchParams({ vendor: 'TCG_VN', gameCode: 'VN_HN', area: 'VN', prizeMode: 'Lott', view: 'betting', backUrl: 'https://site.example' }, 'm1', 'TY'),
    ).toEqual({
      accountType: 1, confirmTrans: 0, vassalage: 'TCG_VN', launchMode: 'LOTT', platform: 'html5-desktop', clientType: 3, merchantCode: 'm1',
      language: 'TY', lottoArea: 'VN', lottoPrizeMode: 'Lott', lottoGameCode: 'VN_HN', lottoView: 'betting', device: 'WEB', backUrl: 'https://site.example',
    });
  });
  it('without a game code opens the lottery lobby view', () => {
    const p = lotteryLaunchParams({ vendor: 'TCG_SEA', gameCode: null, area: 'SEA', prizeMode: 'SEA', view: 'other', backUrl: '/' }, 'm1', 'EN');
    expect(p.lottoGameCode).toBeUndefined();
    expect(p.lottoView).toBe('lobby');
  });
});

describe('launchUrl', () => {
  it.each<[Parameters<typeof launchUrl>[0], string | null]>([
    [{ content: { game_url: 'https://a/x', game_url2: 'https://b/y' } }, 'https://a/x'],
    [{ content: { game_url: '', game_url2: 'https://b/y' } }, 'https://b/y'],
    [{ gameUrl: 'https://c/z' }, 'https://c/z'],
    [{ content: null }, null],
    [null, null],
  ])('%j', (value, expected) => {
    expect(launchUrl(value)).toBe(expected);
  });
});

describe('safeFrameUrl', () => {
  const origin = 'https://site.example';
  it.each<[string | null, string | null]>([
    ['https://games.example/play?id=1', 'https://games.example/play?id=1'],
    ['http://games.example/play', 'http://games.example/play'],
    ['/play/1', 'https://site.example/play/1'],
    ['//cdn.example/g', 'https://cdn.example/g'],
    ['javascript:alert(1)', null],
    [' JavaScript:alert(1)', null],
    ['data:text/html,<script>1</script>', null],
    ['ftp://x.example/file', null],
    ['', null],
    [null, null],
  ])('%j', (url, expected) => {
    expect(safeFrameUrl(url, origin)).toBe(expected);
  });
});
