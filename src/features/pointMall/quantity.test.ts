import { describe, expect, it } from 'vitest';
import { settleQuantity, typedQuantity } from './quantity';

describe('the redeem quantity', () => {
  it.each<[string, string, number, string]>([
    ['emptied, it stays empty while the player types', '', 20, ''],
    ['a digit typed', '3', 20, '3'],
    ['letters and signs are not kept', '-2x', 20, '2'],
    ['above the stock: the stock', '25', 20, '20'],
    ['leading zeros go', '007', 20, '7'],
  ])('typed: %s', (_name, text, max, kept) => {
    expect(typedQuantity(text, max)).toBe(kept);
  });

  it.each<[string, string, number, number]>([
    ['empty stands for 1', '', 20, 1],
    ['zero stands for 1', '0', 20, 1],
    ['a number within the stock is itself', '7', 20, 7],
    ['above the stock is the stock', '30', 20, 20],
    ['a stock of 0 still counts 1 (the redeem button is off)', '5', 0, 1],
  ])('settled: %s', (_name, text, max, quantity) => {
    expect(settleQuantity(text, max)).toBe(quantity);
  });
});
