import { describe, expect, it } from 'vitest';
import { PHONE_STEP, shownCount } from './PagedGameGrid';

describe('shownCount', () => {
  it.each([
    [10_000, PHONE_STEP, true, PHONE_STEP],
    [10_000, PHONE_STEP * 2, true, PHONE_STEP * 2],
    [10, PHONE_STEP, true, 10],
    [10_000, PHONE_STEP, false, 10_000],
    [0, PHONE_STEP, true, 0],
    [50, -5, true, 0],
  ])('%i games, limit %i, phone %s -> %i', (total, limit, phone, want) => {
    expect(shownCount(total, limit, phone)).toBe(want);
  });
});
