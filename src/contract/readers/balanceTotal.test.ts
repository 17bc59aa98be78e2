import { describe, expect, it } from 'vitest';
import { readSumBalance } from './balanceTotal';

const main = { accountTypeId: 1, accountName: 'MAIN', availBalance: 100.5 };

describe('readSumBalance', () => {
  it.each<[string, unknown, number | string | null]>([
    ['a number', { sumBalance: 120.75, balances: [main] }, 120.75],
    ['a string, as sent', { sumBalance: '120.75' }, '120.75'],
    ['absent', { balances: [main] }, null],
    ['an object in its place', { sumBalance: { amount: 1 } }, null],
    ['not an object', null, null],
  ])('%s', (_name, raw, expected) => {
    expect(readSumBalance(raw)).toEqual(expected);
  });
});
