import { describe, expect, it } from 'vitest';
import { formatCount, formatMoney, formatVendorName } from './format';
import { formatCents } from './formatCents';

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [5682, '5,682'],
    [10223, '10,223'],
    [1234567, '1,234,567'],
    [-2500, '-2,500'],
    [12.7, '13'],
  ])('%s -> %s', (n, text) => {
    expect(formatCount(n)).toBe(text);
  });
});

describe('formatMoney', () => {
  it.each<[number | string | null | undefined, string]>([
    [0, '0.00'],
    [1, '1.00'],
    [1.5, '1.50'],
    [999.999, '1,000.00'],
    [1000, '1,000.00'],
    [1234.5, '1,234.50'],
    [1234567.891, '1,234,567.89'],
    [1.005, '1.01'],
    [0.1 + 0.2, '0.30'],
    [-1234.5, '-1,234.50'],
    [-0.001, '0.00'],
    [100000000, '100,000,000.00'],
    ['2500.3', '2,500.30'],
    ['1,234.5', '1,234.50'],
    ['  42 ', '42.00'],
    ['', '--'],
    ['abc', '--'],
    [Number.NaN, '--'],
    [Number.POSITIVE_INFINITY, '--'],
    [null, '--'],
    [undefined, '--'],
  ])('formatMoney(%j) = %s', (input, expected) => {
    expect(formatMoney(input)).toBe(expected);
  });
});

describe('formatVendorName', () => {
  it.each<[string | null | undefined, string]>([
    ['BTI Sports', '123BET'],
    ['BTI', '123BET'],
    ['TCG Lottery', '123BET'],
    ['tcg_sea', '123BET'],
    ['TCG', '123BET'],
    ['TCGLOTTO', '123BET'],
    ['tcg lottery', '123BET'],
    ['PT', 'PT'],
    ['Playtech', 'Playtech'],
    ['ABTI', 'ABTI'],
    ['  BTI ', '123BET'],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('with currency TLB: formatVendorName(%j) = %j', (input, expected) => {
    expect(formatVendorName(input, 'TLB')).toBe(expected);
  });

  it.each([null, 'PHP', 'BDT', 'tlbx'])('with currency %j names stay as they are', (currency) => {
    expect(formatVendorName(' BTI Sports ', currency)).toBe('BTI Sports');
    expect(formatVendorName('TCG Lottery', currency)).toBe('TCG Lottery');
  });
});

describe('formatCents', () => {
  it.each([
    [0, '0.00'],
    [1250075, '12,500.75'],
    [-5, '-0.05'],
    [100000000001, '1,000,000,000.01'],
    [null, '--'],
  ])('formatCents(%j) = %s', (input, expected) => expect(formatCents(input)).toBe(expected));
});
