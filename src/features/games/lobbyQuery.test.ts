import { describe, expect, it } from 'vitest';
import type { MenuCategory, MenuVendor } from '../../brand/model';
import { readFilters } from './filters';
import { lobbyPlan } from './lobbyQuery';

const vendor = (code: string, gameType: string): MenuVendor => ({ code, displayName: code, smallIcon: null, isHot: false, gameType });
const category = (c: MenuCategory['category'], route: string, vendors: MenuVendor[]): MenuCategory => ({ category: c, route, vendors, hasFlyout: true });

const MENU: MenuCategory[] = [
  category('RNG', '/rng', [vendor('PT', 'RNG'), vendor('BGS', 'RNG')]),
  category('LIVE', '/live', []),
  category('ESPORTS', '/esports', [vendor('TF', 'SPORTS'), vendor('IA', 'SPORTS')]),
  category('LOTT', '/elott', [vendor('VR', 'LOTT')]),
];

describe('lobbyPlan', () => {
  it.each<[string, string, string, { category: string; query: object | null; unfiltered?: object }]>([
    ['every vendor of a lobby', '/rng', '', { category: 'RNG', query: { gameType: 'RNG' } }],
    ['a vendor, a classify and a name from the address', '/rng', '?vendor=PT&classify=HOT&q=%20fruit%20', { category: 'RNG', query: { gameType: 'RNG', vassalage: 'PT', gameClassify: 'HOT', gameName: 'fruit' } }],
    ['bet filters stay out of the unfiltered query', '/rng', '?minBet=0.5&minLineNum=20', { category: 'RNG', query: { gameType: 'RNG', minBet: 0.5, minLineNum: 20 }, unfiltered: { gameType: 'RNG' } }],
    ['the in-house lobby lists its own vendor', '/inhouse', '?vendor=PT', { category: 'RNG', query: { gameType: 'RNG', vassalage: 'BGS' } }],
    ['a SPORTS lane lists its first vendor by its lane type', '/esports', '', { category: 'ESPORTS', query: { gameType: 'SPORTS', vassalage: 'TF' } }],
    ['/elott falls to LOTT when ELOTT has no vendors', '/elott', '', { category: 'LOTT', query: { gameType: 'LOTT' } }],
    ['a lobby without vendors has no query', '/live', '', { category: 'LIVE', query: null }],
    ['an address that is no lobby has no query', '/help', '', { category: 'RNG', query: null }],
  ])('%s', (_name, path, search, expected) => {
    const plan = lobbyPlan(MENU, path, readFilters(new URLSearchParams(search)));
    expect(plan.category).toBe(expected.category);
    expect(plan.query).toEqual(expected.query);
    if (expected.unfiltered) expect(plan.unfiltered).toEqual(expected.unfiltered);
  });
});
