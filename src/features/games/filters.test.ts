import { describe, expect, it } from 'vitest';
import { readFilters, withFilter } from './filters';

describe('readFilters', () => {
  it.each<[string, ReturnType<typeof readFilters>]>([
    ['', { vendor: '', classify: '', q: '' }],
    ['?vendor=PT&classify=SLOT&q=dragon', { vendor: 'PT', classify: 'SLOT', q: 'dragon' }],
    ['?vendor=%20AG%20', { vendor: 'AG', classify: '', q: '' }],
  ])('%s', (search, expected) => {
    expect(readFilters(new URLSearchParams(search))).toEqual(expected);
  });
});

describe('withFilter', () => {
  it.each<[string, 'vendor' | 'classify' | 'q', string, string]>([
    ['', 'vendor', 'PT', 'vendor=PT'],
    ['vendor=PT', 'vendor', '', ''],
    ['vendor=PT&q=x', 'classify', 'HOT', 'vendor=PT&q=x&classify=HOT'],
    ['vendor=PT', 'q', 'lucky 7', 'vendor=PT&q=lucky+7'],
    ['q=x', 'q', '  ', ''],
  ])('%s + %s=%s', (start, key, value, expected) => {
    expect(withFilter(new URLSearchParams(start), key, value).toString()).toBe(expected);
  });
});
