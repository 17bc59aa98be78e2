import { describe, expect, it } from 'vitest';
import { gameTypesOfVendor, readVendorGameTypes, type VendorGameTypes } from './vendorGameTypes';

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
