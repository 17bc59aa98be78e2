import { describe, expect, it } from 'vitest';
import type { Banner } from '../../contract/readers/banners';
import { bannerGroupOf, type LayoutRoute } from '../../shell/layoutRoute';
import { bannersOf } from './banners';

const banner = (id: string, group: string) => ({ id, group, image: `/b/${id}.png` }) as unknown as Banner;

describe('bannersOf', () => {
  it.each<[string, Banner[] | undefined, string, string[]]>([
    ["the group's, in the platform's order", [banner('a', 'w_home'), banner('b', 'w_reg'), banner('c', 'w_home')], 'w_home', ['a', 'c']],
    ['a group without banners', [banner('b', 'w_reg')], 'w_home', []],
    ['no reply yet', undefined, 'w_home', []],
  ])('%s', (_, banners, group, ids) => {
    expect(bannersOf(banners ? { banners } : undefined, group).map((b) => b.id)).toEqual(ids);
  });
});

describe('bannerGroupOf: the strip a route shows above its page', () => {
  const layout = { header: true, banner: true, footer: true, sideMenu: true };
  it.each<[string, LayoutRoute | undefined, string | undefined]>([
    ['a route with a banner and a group', { id: 'home', layout, bannerGroup: 'w_home' }, 'w_home'],
    ['a group but no banner in its layout', { id: 'x', layout: { ...layout, banner: false }, bannerGroup: 'w_home' }, undefined],
    ['a banner without a group', { id: 'y', layout }, undefined],
    ['no route', undefined, undefined],
  ])('%s', (_, route, group) => {
    expect(bannerGroupOf(route)).toBe(group);
  });
});
