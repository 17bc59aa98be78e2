import { describe, expect, it } from 'vitest';
import { avatarAttempt, avatarSources, IMAGE_ATTEMPTS, readPlayerAvatar, type PlayerAvatar } from './avatar';

describe('readPlayerAvatar', () => {
  it.each<[string, unknown, PlayerAvatar | null]>([
    ['a static avatar (the addendum\'s reply)', { avatar: '3', avatarType: 'STATIC' }, { kind: 'icon', id: '3' }],
    ['no type: static', { avatar: 12 }, { kind: 'icon', id: '12' }],
    ['a custom upload', { avatar: 'https://img.example.test/u/1 me.png', avatarType: 'custom' }, { kind: 'custom', url: 'https://img.example.test/u/1%20me.png' }],
    ['a custom javascript: URL', { avatar: 'javascript:alert(1)', avatarType: 'CUSTOM' }, null],
    ['the icon call: a bare number', 7, { kind: 'icon', id: '7' }],
    ['the icon call: a bare string', ' 07 ', { kind: 'icon', id: '07' }],
    ['an id that is a path', { avatar: '../../x' }, null],
    ['a negative number', -1, null],
    ['nothing', null, null],
  ])('%s', (_name, raw, expected) => {
    expect(readPlayerAvatar(raw)).toEqual(expected);
  });
});

describe('avatarSources', () => {
  it.each<[string, PlayerAvatar | null, string, string[]]>([
    ['an icon on the CDN: the merchant folder, then the shared one', { kind: 'icon', id: '3' }, 'https://img.example.test/', [
      'https://img.example.test/TCG_PROD_IMAGES/B2C/SHOP7/PROFILE/3.png',
      'https://img.example.test/TCG_PROD_IMAGES/B2C/01_PROFILE/PROFILE/3.png',
    ]],
    ['no CDN: the site\'s own origin', { kind: 'icon', id: '3' }, '', ['/TCG_PROD_IMAGES/B2C/SHOP7/PROFILE/3.png', '/TCG_PROD_IMAGES/B2C/01_PROFILE/PROFILE/3.png']],
    ['a custom upload alone', { kind: 'custom', url: 'https://u.example.test/a.png' }, 'https://img.example.test', ['https://u.example.test/a.png']],
    ['none', null, 'https://img.example.test', []],
  ])('%s', (_name, avatar, cdn, expected) => {
    expect(avatarSources(avatar, cdn, 'shop7')).toEqual(expected);
  });
});

describe('avatarAttempt: 3 failed loads, then the default avatar', () => {
  const two = ['https://cdn.test/m/3.png', 'https://cdn.test/shared/3.png'];
  it.each<[string, readonly string[], number, string | null]>([
    ['first: the merchant folder', two, 0, two[0]!],
    ['second: the shared folder', two, 1, two[1]!],
    ['third: the merchant folder again, a distinct URL', two, 2, 'https://cdn.test/m/3.png?retry=1'],
    ['after three: the default', two, 3, null],
    ['one source: asked three times', ['https://u.test/a.png?v=2'], 2, 'https://u.test/a.png?v=2&retry=2'],
    ['no source: the default at once', [], 0, null],
  ])('%s', (_name, sources, attempt, expected) => {
    expect(avatarAttempt(sources, attempt)).toBe(expected);
  });
  it('gives up after IMAGE_ATTEMPTS', () => expect(IMAGE_ATTEMPTS).toBe(3));
});
