import { describe, expect, it } from 'vitest';
import { admit, cardBudget, FRAME_BUDGET_MS, MIN_MEASURED_CARDS, nextCardCost, rowsFromMiddle } from './mountBudget';

const all = () => true;

describe('admit', () => {
  it.each<[string, number[], number[], number, (i: number) => boolean, number[], number, number]>([
    // name, order, mounted, budget, ready -> full (sorted), added, waiting
    ['a first frame within budget', [3, 4, 2, 5], [], 10, all, [2, 3, 4, 5], 4, 0],
    ['a first frame over budget takes the first in order', [3, 4, 2, 5], [], 2, all, [3, 4], 2, 2],
    ['mounted cards stay whatever the budget', [3, 4, 2, 5], [2, 5], 0, all, [2, 5], 0, 2],
    ['new cards add to those mounted', [3, 4, 2, 5], [2, 5], 1, all, [2, 3, 5], 1, 1],
    ['cards scrolled away are dropped', [7, 8], [2, 3, 7], 1, all, [7, 8], 1, 0],
    ['cards without data never count', [1, 2, 3, 4], [], 2, (i) => i % 2 === 0, [2, 4], 2, 0],
    ['a card mounted before its data is dropped', [1, 2], [1], 5, (i) => i !== 1, [2], 1, 0],
  ])('%s', (_, order, mounted, budget, ready, full, added, waiting) => {
    const out = admit(order, new Set(mounted), budget, ready);
    expect([...out.full].sort((a, b) => a - b)).toEqual(full);
    expect(out.added).toBe(added);
    expect(out.waiting).toBe(waiting);
  });
});

describe('rowsFromMiddle', () => {
  it.each<[number, number, number[]]>([
    [0, 4, [2, 1, 3, 0, 4]],
    [10, 13, [11, 12, 10, 13]],
    [5, 5, [5]],
    [3, 2, []],
  ])('%i..%i', (first, last, rows) => {
    expect(rowsFromMiddle(first, last)).toEqual(rows);
  });
});

describe('nextCardCost', () => {
  it.each<[string, number, number, number, number]>([
    ['averages a measured frame in', 1, 30, 10, 2],
    ['a quick frame lowers it', 4, 10, 20, 2.25],
    ['too few cards to tell', 1, 100, MIN_MEASURED_CARDS - 1, 1],
    ['no time measured', 1, 0, 10, 1],
    ['an unreadable time', 1, Number.NaN, 10, 1],
  ])('%s', (_, cost, elapsed, added, expected) => {
    expect(nextCardCost(cost, elapsed, added)).toBeCloseTo(expected);
  });
});

describe('cardBudget', () => {
  it.each<[string, number, number, number]>([
    ['a desktop mounts a viewport at once', 0.5, 6, Math.floor(FRAME_BUDGET_MS / 0.5)],
    ['a slow phone mounts a few', 4, 2, Math.floor(FRAME_BUDGET_MS / 4)],
    ['never less than a row', 100, 6, 6],
    ['a zero cost is not a division by zero', 0, 6, Math.floor(FRAME_BUDGET_MS / 0.01)],
  ])('%s', (_, cost, columns, budget) => {
    expect(cardBudget(cost, columns)).toBe(budget);
  });
});
