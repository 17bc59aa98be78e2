import { describe, expect, it } from 'vitest';
import { rovingTarget } from './useRovingFocus';

describe('rovingTarget', () => {
  it.each([
    ['ArrowDown', 0, 5, 1],
    ['ArrowDown', 4, 5, 0],
    ['ArrowUp', 0, 5, 4],
    ['ArrowUp', 3, 5, 2],
    ['Home', 3, 5, 0],
    ['End', 1, 5, 4],
    ['Tab', 1, 5, null],
    ['Enter', 1, 5, null],
    ['ArrowDown', 0, 0, null],
  ] as const)('%s from %i of %i -> %s', (key, at, count, want) => {
    expect(rovingTarget(key, at, count)).toBe(want);
  });
});
