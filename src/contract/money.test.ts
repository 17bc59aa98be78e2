import { describe, expect, it } from 'vitest';
import { centsToAmount, parseAmountInput, toCents } from './money';

describe('toCents', () => {
  it.each<[unknown, number | null]>([
    [12500.75, 1250075],
    ['12500.75', 1250075],
    ['1,234.5', 123450],
    [0.1 + 0.2, 30],
    [1.005, 101],
    ['1.005', 101],
    [-2.5, -250],
    ['  42 ', 4200],
    ['', null],
    ['abc', null],
    ['1.2.3', null],
    [null, null],
    [Number.NaN, null],
    [Infinity, null],
    [{}, null],
  ])('%j -> %j', (value, cents) => {
    expect(toCents(value)).toBe(cents);
  });
});

describe('centsToAmount', () => {
  it.each<[number, string]>([
    [10050, '100.50'],
    [5, '0.05'],
    [0, '0.00'],
    [-1999, '-19.99'],
    [123456789, '1234567.89'],
  ])('%d -> %s', (cents, text) => {
    expect(centsToAmount(cents)).toBe(text);
  });
});

describe('parseAmountInput', () => {
  it.each<[string, boolean, ReturnType<typeof parseAmountInput>]>([
    ['100', true, { cents: 10000 }],
    ['1,000.50', true, { cents: 100050 }],
    ['0.1', true, { cents: 10 }],
    ['100.00', false, { cents: 10000 }],
    ['100.5', false, { problem: 'decimals' }],
    ['1.234', true, { problem: 'decimals' }],
    ['', true, { problem: 'empty' }],
    ['-5', true, { problem: 'format' }],
    ['1e3', true, { problem: 'format' }],
    ['12a', true, { problem: 'format' }],
  ])('%j (decimals %s)', (text, allowDecimal, result) => {
    expect(parseAmountInput(text, { allowDecimal })).toEqual(result);
  });
});
