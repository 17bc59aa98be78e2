import { describe, expect, it } from 'vitest';
import { gameTypesOfVendor, lanesFromGameTypes, readVendorGameTypes, type VendorGameTypes } from './vendorGameTypes';

describe('readVendorGameTypes', () => {
  it.each<[string, unknown, VendorGameTypes]>([
    ['under content', { content: { RNG: { PG: ['SL'], JL: [] }, LIVE: { AG: ['BAC'] } } }, { RNG: { PG: ['SL'], JL: [] }, LIVE: { AG: ['BAC'] } }],
    ['the map itself, codes upper-cased', { rng: { pg: ['SL'] } }, { RNG: { PG: ['SL'] } }],
    ['a vendor without a list: an empty one', { content: { FISH: { CQ9: null, GG: 'x' } } }, { FISH: { CQ9: [], GG: [] } }],
    ['non-strings in a list dropped', { content: { RNG: { PT: ['SL', 3, null, '', 'JP'] } } }, { RNG: { PT: ['SL', 'JP'] } }],
    ['odd type and vendor codes dropped', { content: { '<b>': { PT: [] }, PVP: { 'K Y': [], KY: [] }, LIVE: 'none' } }, { PVP: { KY: [] } }],
    ['nothing', null, {}],
    ['a list instead of a map', { content: [1, 2] }, {}],
  ])('%s', (_name, raw, expected) => {
    expect(readVendorGameTypes(raw)).toEqual(expected);
  });
});

describe('gameTypesOfVendor', () => {
  const map: VendorGameTypes = { LIVE: { AG: [], DG: [] }, FISH: { AG: [] }, RNG: { AG: [], PG: [] } };
  it.each<[string, string, string[]]>([
    ['a vendor in several lanes', 'AG', ['LIVE', 'FISH', 'RNG']],
    ['case does not matter', 'pg', ['RNG']],
    ['an unknown vendor', 'XX', []],
  ])('%s', (_name, vendor, expected) => {
    expect(gameTypesOfVendor(map, vendor)).toEqual(expected);
  });
});

describe('lanesFromGameTypes', () => {
  const card = (code: string, gameType: string) => ({ code, displayName: code, gameType, smallIcon: null, isHot: false, isNew: false, isGame: null });
  it.each<[string, VendorGameTypes, Array<{ title: string; codes: string[] }>]>([
    ['one lane per type, one card per vendor, in the reply order', { RNG: { JL: [], PG: ['SL'] }, LIVE: { AG: ['BAC'] } }, [{ title: 'RNG', codes: ['JL', 'PG'] }, { title: 'LIVE', codes: ['AG'] }]],
    ['a vendor in several types is in each lane', { LIVE: { AG: [] }, FISH: { AG: [] } }, [{ title: 'LIVE', codes: ['AG'] }, { title: 'FISH', codes: ['AG'] }]],
    ['a type without vendors gives no lane', { RNG: {}, PVP: { KY: [] } }, [{ title: 'PVP', codes: ['KY'] }]],
    ['a type the site has no lobby for is kept (the menu leaves it out)', { BINGO: { XX: [] } }, [{ title: 'BINGO', codes: ['XX'] }]],
    ['nothing', {}, []],
  ])('%s', (_name, map, expected) => {
    expect(lanesFromGameTypes(map)).toEqual(expected.map(({ title, codes }) => ({ title, classify: [], cards: codes.map((c) => card(c, title)) })));
  });

  it('reads a real reply end to end', () => {
    expect(lanesFromGameTypes(readVendorGameTypes({ content: { rng: { pg: ['SL'] } } }))).toEqual([{ title: 'RNG', classify: [], cards: [card('PG', 'RNG')] }]);
  });
});
