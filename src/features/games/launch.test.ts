import { describe, expect, it } from 'vitest';
import { launchParams, launchUrl, safeFrameUrl } from './launch';

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
