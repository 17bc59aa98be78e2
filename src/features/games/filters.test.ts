import { describe, expect, it } from 'vitest';
import { betChoices, readFilters, withFilter } from './filters';

describe('readFilters', () => {
  it.each<[string, ReturnType<typeof readFilters>]>([
    ['', { vendor: '', classify: '', q: '', minBet: '', minLineNum: '' }],
    ['?vendor=PT&classify=SLOT&q=dragon', { vendor: 'PT', classify: 'SLOT', q: 'dragon', minBet: '', minLineNum: '' }],
    ['?vendor=%20AG%20', { vendor: 'AG', classify: '', q: '', minBet: '', minLineNum: '' }],
    ['?minBet=0.05&minLineNum=25', { vendor: '', classify: '', q: '', minBet: '0.05', minLineNum: '25' }],
    ['?minBet=-1&minLineNum=2.5', { vendor: '', classify: '', q: '', minBet: '', minLineNum: '' }],
    ['?minBet=1e3&minLineNum=%3Cb%3E', { vendor: '', classify: '', q: '', minBet: '', minLineNum: '' }],
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

describe('betChoices', () => {
  const games = [{ minBet: 5, minLineNum: 25 }, { minBet: 1, minLineNum: null }, { minBet: 5 }, { minBet: 0.5, minLineNum: 243 }, { minBet: -1, minLineNum: Number.NaN }];
  it.each<[string, 'minBet' | 'minLineNum', string, number[]]>([
    ['distinct bets, ascending', 'minBet', '', [0.5, 1, 5]],
    ['distinct lines, absent and odd ones left out', 'minLineNum', '', [25, 243]],
    ['the current choice kept though no game shows it', 'minBet', '2', [0.5, 1, 2, 5]],
    ['the current choice not doubled', 'minLineNum', '25', [25, 243]],
  ])('%s', (_name, key, current, expected) => {
    expect(betChoices(games, key, current)).toEqual(expected);
  });

  it.each<[string, Array<{ minBet?: number | null }>, string, number[]]>([
    ['one value every game carries: no choice to offer', [{ minBet: 0.1 }, { minBet: 0.1 }], '', []],
    ['one value, a game without it: the value narrows the list', [{ minBet: 0.1 }, { minBet: null }], '', [0.1]],
    ['one value, chosen: kept, so the player can go back to all', [{ minBet: 0.1 }, { minBet: 0.1 }], '0.1', [0.1]],
    ['no games', [], '', []],
  ])('%s', (_name, list, current, expected) => {
    expect(betChoices(list, 'minBet', current)).toEqual(expected);
  });
});
