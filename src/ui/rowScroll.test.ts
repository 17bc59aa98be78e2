import { describe, expect, it } from 'vitest';
import { sidewaysShift, type Span } from './rowScroll';

const row: Span = { left: 100, width: 300 };

describe('sidewaysShift', () => {
  it.each<[string, Span, 'centre' | 'nearest', number]>([
    ['in view: no move', { left: 150, width: 80 }, 'nearest', 0],
    ['flush with both edges: no move', { left: 100, width: 300 }, 'nearest', 0],
    ['past the end: its end to the row\'s end', { left: 900, width: 80 }, 'nearest', 580],
    ['half past the end', { left: 360, width: 80 }, 'nearest', 40],
    ['before the start: its start to the row\'s start', { left: 40, width: 80 }, 'nearest', -60],
    ['wider than the row: its start first', { left: 500, width: 400 }, 'nearest', 400],
    ['centred', { left: 900, width: 80 }, 'centre', 690],
    ['centred, already in the middle', { left: 210, width: 80 }, 'centre', 0],
    ['centred from before the start', { left: 0, width: 100 }, 'centre', -200],
  ])('%s', (_name, item, align, expected) => {
    expect(sidewaysShift(row, item, align)).toBe(expected);
  });
});
