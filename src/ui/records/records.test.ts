import { describe, expect, it } from 'vitest';
import { pageItems } from './paging';
import { customRange, presetRange } from './range';

describe('pager (range 3, margin 1)', () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 10, [1, 2, 3, 'gap', 10]],
    [5, 10, [1, 'gap', 4, 5, 6, 'gap', 10]],
    [10, 10, [1, 'gap', 8, 9, 10]],
    [3, 5, [1, 2, 3, 4, 5]],
    [2, 6, [1, 2, 3, 'gap', 6]],
  ])('page %d of %d', (current, total, items) => expect(pageItems(current, total)).toEqual(items));
});

describe('record ranges', () => {
  const now = new Date('2026-03-15T15:30:00');
  it('presets end today and start 0, 6 or 29 days before', () => {
    expect(presetRange('today', now)).toEqual({ start: new Date('2026-03-15T00:00:00').getTime(), end: new Date('2026-03-15T23:59:59.999').getTime() });
    expect(new Date(presetRange('last7', now).start)).toEqual(new Date('2026-03-09T00:00:00'));
    expect(new Date(presetRange('last30', now).start)).toEqual(new Date('2026-02-14T00:00:00'));
  });
  it.each([
    ['2026-03-01', '2026-03-10', 44, { start: new Date('2026-03-01T00:00:00').getTime(), end: new Date('2026-03-10T23:59:59.999').getTime() }],
    ['2026-03-10', '2026-03-01', 44, 'order'],
    ['2026-01-01', '2026-02-14', 44, 'tooLong'],
    ['2026-01-01', '2026-02-13', 44, { start: new Date('2026-01-01T00:00:00').getTime(), end: new Date('2026-02-13T23:59:59.999').getTime() }],
    ['', '2026-03-01', 44, 'empty'],
  ])('%s to %s within %d days', (from, to, max, expected) => expect(customRange(from, to, max)).toEqual(expected));
});
