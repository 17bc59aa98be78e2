import { describe, expect, it } from 'vitest';
import { presentCategories, promoCategory, promoDate } from './categories';

describe('promoCategory', () => {
  it.each<[string | null | undefined, string]>([
    ['sports', 'sports'],
    ['SLOTS', 'slots'],
    ['new_player', 'new_player'],
    ['New Player', 'new_player'],
    ['app-download', 'app_download'],
    ['vip', 'others'],
    ['', 'others'],
    [null, 'others'],
  ])('%j -> %s', (raw, expected) => {
    expect(promoCategory(raw)).toBe(expected);
  });
});

describe('presentCategories', () => {
  it('lists present categories once, in the spec order', () => {
    expect(presentCategories([{ category: 'deposit' }, { category: 'sports' }, { category: 'vip' }, { category: 'SPORTS' }])).toEqual([
      'sports', 'deposit', 'others',
    ]);
  });
  it('is empty without promotions', () => {
    expect(presentCategories([])).toEqual([]);
  });
});

describe('promoDate', () => {
  it.each<[string | null | undefined, string | null]>([
    ['2026-01-31T00:00:00Z', '2026-01-31'],
    ['2026-01-31 12:00:00', '2026-01-31'],
    ['31/01/2026', '31/01/2026'],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j -> %j', (value, expected) => {
    expect(promoDate(value)).toBe(expected);
  });
});
