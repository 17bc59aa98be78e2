import { describe, expect, it } from 'vitest';
import type { Banner } from '../../api/types';
import { gameLinkagePath, isActionable } from './useBannerLinkage';

describe('gameLinkagePath', () => {
  it.each([
    ['PT', '/game?vendor=PT'],
    ['vendor=PT&gameType=RNG', '/game?vendor=PT&gameType=RNG'],
    ['?vendor=AG&gameId=12&evil=1', '/game?vendor=AG&gameId=12'],
    ['evil=1', null],
    ['', null],
    [null, null],
  ])('%j -> %j', (linkage, path) => {
    expect(gameLinkagePath(linkage)).toBe(path);
  });
});

describe('isActionable', () => {
  const banner = (linkageType: string | null, linkage: string | null): Banner => ({
    bannerId: 1,
    groupName: 'w_home',
    url: 'https://cdn.example/b.png',
    linkageType,
    linkage,
  });
  it.each([
    [banner('URL', 'https://example.com'), true],
    [banner('URL', '/promotions'), true],
    [banner('URL', 'javascript:alert(1)'), false],
    [banner('URL', '//evil.example'), false],
    [banner('GAME', 'PT'), true],
    [banner('GAME', ''), false],
    [banner('PROMOTION', '42'), true],
    [banner('PROMOTION', null), false],
    [banner('OTHER', 'x'), false],
    [banner(null, null), false],
  ])('%j -> %s', (b, expected) => {
    expect(isActionable(b)).toBe(expected);
  });
});
