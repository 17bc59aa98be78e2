import { describe, expect, it } from 'vitest';
import { lobbyFromPath } from './lobbyRoute';

describe('lobbyFromPath', () => {
  it.each<[string, ReturnType<typeof lobbyFromPath>]>([
    ['/rng', { categories: ['RNG'], vendor: null }],
    ['/inhouse', { categories: ['RNG'], vendor: 'BGS' }],
    ['/pvp', { categories: ['PVP'], vendor: null }],
    ['/live', { categories: ['LIVE'], vendor: null }],
    ['/fish', { categories: ['FISH'], vendor: null }],
    ['/sports', { categories: ['SPORTS'], vendor: null }],
    ['/esports', { categories: ['ESPORTS'], vendor: null }],
    ['/cockfight', { categories: ['COCKFIGHT'], vendor: null }],
    ['/elott', { categories: ['ELOTT', 'LOTT'], vendor: null }],
    ['/rng/', { categories: ['RNG'], vendor: null }],
    ['/RNG', { categories: ['RNG'], vendor: null }],
    ['/', null],
    ['/lottery', null],
  ])('%s', (path, expected) => {
    expect(lobbyFromPath(path)).toEqual(expected);
  });
});
