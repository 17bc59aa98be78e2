import { describe, expect, it } from 'vitest';
import { centreDepth, closeSteps } from './centreHistory';

describe('the centre close button', () => {
  it.each([
    [undefined, 0],
    [null, 0],
    [{ centreDepth: 2 }, 2],
    [{ centreDepth: -1 }, 0],
    [{ centreDepth: 1.5 }, 0],
    [{ centreDepth: '3' }, 0],
  ])('reads the depth of %j as %d', (state, depth) => expect(centreDepth(state)).toBe(depth));

  it.each([
    // opened from the home page (index 1), no move inside: one step back
    [0, 1, -1],
    // three pages inside after entering at index 4: back to index 3
    [3, 7, -4],
    // opened by URL (nothing before it): home instead
    [0, 0, null],
    [2, 2, null],
    [0, undefined, null],
  ])('depth %d at history index %j goes %j', (depth, index, steps) => expect(closeSteps(depth, index)).toBe(steps));
});
