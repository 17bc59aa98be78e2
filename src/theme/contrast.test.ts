import { describe, expect, it } from 'vitest';
import { contrastRatio, ensureContrast, isParsableColor, minContrast, pickReadable, pickReadableOn } from './contrast';

describe('contrastRatio', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#000000', 21],
    ['#777777', '#ffffff', 4.48],
    ['#767676', '#ffffff', 4.54],
    ['#ffffff', '#ffffff', 1],
    ['#000', 'white', 21],
    ['rgb(0, 0, 255)', '#ffffff', 8.59],
  ])('%s vs %s = %d', (a, b, expected) => {
    expect(contrastRatio(a, b)).toBeCloseTo(expected, 1);
  });

  it('is symmetric', () => {
    expect(contrastRatio('#4c8dff', '#0f1115')).toBe(contrastRatio('#0f1115', '#4c8dff'));
  });
});

describe('pickReadable', () => {
  it.each([
    ['#ffffff', undefined, '#000000'],
    ['#000000', undefined, '#ffffff'],
    ['#1f5fd6', undefined, '#ffffff'],
    ['#f5b82e', undefined, '#000000'],
    // best of the candidates when it reaches AA
    ['#0f1115', ['#f2f4f7', '#a4acb9'], '#f2f4f7'],
    ['#ffffff', ['#eeeeee', '#14171c', '#555d6b'], '#14171c'],
    // no candidate reaches 4.5:1 -> pure black / white
    ['#777777', ['#888888', '#666666'], '#000000'],
    ['#1a1a1a', ['#333333', '#444444'], '#ffffff'],
    // unparsable candidates are skipped
    ['#000000', ['not-a-colour', '#f2f4f7'], '#f2f4f7'],
  ] as const)('on %s from %j -> %s', (bg, candidates, expected) => {
    const picked = pickReadable(bg, candidates ? [...candidates] : undefined);
    expect(picked).toBe(expected);
    expect(contrastRatio(picked, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it('always reaches 4.5:1 on mid greys and saturated colours', () => {
    for (const bg of ['#757575', '#777777', '#7a7a7a', '#ff0000', '#00ff00', '#0000ff', '#808000', '#e91e63']) {
      expect(contrastRatio(pickReadable(bg, ['#999999']), bg)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('pickReadableOn maximises the weakest background', () => {
    const picked = pickReadableOn(['#3b82f6', '#2563eb', '#1e40af'], ['#000000', '#ffffff']);
    expect(picked).toBe('#ffffff');
    expect(minContrast(picked, ['#2563eb', '#1e40af'])).toBeGreaterThanOrEqual(4.5);
  });
});

describe('ensureContrast', () => {
  it('returns the colour unchanged when it already passes', () => {
    expect(ensureContrast('#f2f4f7', ['#0f1115'], 4.5)).toBe('#f2f4f7');
  });

  it.each([
    ['#1f5fd6', ['#0f1115', '#171a20']],
    ['#4c8dff', ['#ffffff']],
    ['#999999', ['#f5f6f8', '#ffffff']],
  ])('nudges %s to reach 4.5:1 on %j', (fg, bgs) => {
    const fixed = ensureContrast(fg, bgs, 4.5);
    expect(fixed).not.toBeNull();
    expect(minContrast(fixed!, bgs)).toBeGreaterThanOrEqual(4.5);
    expect(fixed).not.toBe(fg);
  });

  it('returns null when no lightness can work on both backgrounds', () => {
    // the best possible colour on both black and white reaches ~4.58:1
    expect(ensureContrast('#ff0000', ['#000000', '#ffffff'], 5)).toBeNull();
  });
});

describe('isParsableColor', () => {
  it.each([
    ['#abc', true],
    ['rgba(0, 0, 0, 0.5)', true],
    ['hsl(210, 50%, 40%)', true],
    // named colours are not among the forms the schemas accept (contract/cssValues.ts)
    ['red', false],
    ['rgb(300, 0, 0)', false],
    ['', false],
    ['url(javascript:alert(1))', false],
    [undefined, false],
  ])('%j -> %s', (value, expected) => {
    expect(isParsableColor(value)).toBe(expected);
  });
});
