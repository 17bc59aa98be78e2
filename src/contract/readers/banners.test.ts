/** Banners and announcements as the real platform sends them (a captured reply's shapes), and where a click goes. */
import { describe, expect, it } from 'vitest';
import { readAnnouncements } from './announcements';
import { bannerTarget, readBanner, readBanners } from './banners';

describe('readBanner', () => {
  it('the id in announcementId when bannerId is null; an image name with spaces and non-ASCII encoded, not dropped', () => {
    expect(readBanner({ bannerId: null, announcementId: 9101, groupName: 'w_home', url: '/cdn/banners/café night.svg?t=x' })).toEqual({
      id: '9101',
      group: 'w_home',
      image: '/cdn/banners/caf%C3%A9%20night.svg?t=x',
      target: { kind: 'none' },
    });
  });

  it.each([
    ['no image', { groupName: 'w_home' }],
    ['a javascript: image', { groupName: 'w_home', url: 'javascript:alert(1)' }],
    ['an http image', { groupName: 'w_home', url: 'http://img.example/a.png' }],
    ['no group', { url: '/a.png' }],
  ])('%s: left out', (_name, raw) => {
    expect(readBanner(raw)).toBeNull();
  });

  it('reads a list, leaving out what cannot be shown', () => {
    expect(readBanners([{ groupName: 'w_home', url: '/a.png' }, null, { url: 'javascript:x', groupName: 'w_home' }])).toHaveLength(1);
    expect(readBanners({})).toEqual([]);
  });
});

describe('bannerTarget', () => {
  it.each<[string, Record<string, unknown>, ReturnType<typeof bannerTarget>]>([
    ['redirect PROMO with redirectPromotionId (linkageType "P")', { linkageType: 'P', redirect: 'PROMO', redirectPromotionId: 7101 }, { kind: 'promotion', id: '7101' }],
    ['linkageType "P" with the id in linkage', { linkageType: 'P', linkage: '12' }, { kind: 'promotion', id: '12' }],
    ['REDIRECT_URL to an https page', { redirect: 'REDIRECT_URL', externalLink: 'https://example.test/x' }, { kind: 'url', url: 'https://example.test/x' }],
    ['REDIRECT_URL to a javascript: URL goes nowhere', { redirect: 'REDIRECT_URL', externalLink: 'javascript:alert(1)' }, { kind: 'none' }],
    ['linkageType URL to a path', { linkageType: 'URL', linkage: '/live' }, { kind: 'url', url: '/live' }],
    ['linkageType URL to //host goes nowhere', { linkageType: 'URL', linkage: '//evil.example' }, { kind: 'none' }],
    [
      'GAME_LINKAGE with its mapping',
      { redirect: 'GAME_LINKAGE', gameLinkageMapping: { gameVendor: 'PT', gameType: 'RNG', nodeId: 5 } },
      { kind: 'game', vendor: 'PT', gameType: 'RNG', gameId: '5', gameCode: null, playType: null },
    ],
    ['linkageType "G" with the game on the banner', { linkageType: 'G', vendor: 'JDB', gameType: 'FISH' }, { kind: 'game', vendor: 'JDB', gameType: 'FISH', gameId: null, gameCode: null, playType: null }],
    ['no linkage', { linkageType: null }, { kind: 'none' }],
  ])('%s', (_name, raw, target) => {
    expect(bannerTarget(raw)).toEqual(target);
  });
});

describe('readAnnouncements', () => {
  it('each list may be absent; a promotion image passes the URL rule or is none; HTML content kept as text for the sanitiser', () => {
    const read = readAnnouncements({
      promotion: [
        { id: 7101, category: 'new_player', title: 'Welcome', imageUrl: '/cdn/promotions/welcome bonus.svg', content: '<p>x</p>', startTime: '2026-11-01 00:00:00', endTime: null },
        { id: 7102, title: 'Bad picture', imageUrl: 'data:image/svg+xml,<svg onload=alert(1)>' },
        { title: 'no id' },
      ],
    });
    expect(read.banners).toEqual([]);
    expect(read.player).toEqual([]);
    expect(read.promotion.map((p) => [p.id, p.imageUrl, p.content])).toEqual([
      ['7101', '/cdn/promotions/welcome%20bonus.svg', '<p>x</p>'],
      ['7102', '', ''],
    ]);
  });

  it('a notice keeps its title, time and priority; one without id or title is left out', () => {
    const read = readAnnouncements({ player: [{ id: 1, title: 'T', content: '<b>c</b>', createTime: '2026-11-20 10:00:00', priority: '2' }, {}] });
    expect(read.player).toEqual([{ id: '1', title: 'T', content: '<b>c</b>', createTime: '2026-11-20 10:00:00', startTime: null, priority: 2, sequence: 0, read: false }]);
  });
});
