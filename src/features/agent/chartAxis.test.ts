import { describe, expect, it } from 'vitest';
import { dayLabelStep, labelsDay, shortDay } from './chartAxis';

describe('the bar chart’s day labels', () => {
  it.each([
    [0, 1],
    [1, 1],
    [7, 1],
    [8, 2],
    [14, 2],
    [15, 3],
    [30, 5],
    [31, 5],
    [90, 13],
  ])('%i bars: every %i carries its day', (bars, step) => {
    expect(dayLabelStep(bars)).toBe(step);
  });

  it.each([7, 9, 30, 31, 90])('%i bars: the newest day is labelled, and between 4 and 7 are', (bars) => {
    const labelled = Array.from({ length: bars }, (_, i) => i).filter((i) => labelsDay(i, bars));
    expect(labelled.at(-1)).toBe(bars - 1);
    expect(labelled.length).toBeLessThanOrEqual(7);
    expect(labelled.length).toBeGreaterThanOrEqual(Math.min(bars, 4));
  });

  it.each([
    ['2026-11-23', '11-23'],
    ['2026-01-05', '01-05'],
    ['11/23', '11/23'],
    ['', ''],
  ])('%s reads %s', (day, short) => {
    expect(shortDay(day)).toBe(short);
  });
});
