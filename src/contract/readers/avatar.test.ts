import { describe, expect, it } from 'vitest';
import { avatarSources, readPlayerAvatar, type PlayerAvatar } from './avatar';

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
