import { describe, expect, it } from 'vitest';
import { logoContrastProblems, svgPaintColours } from './logoContrast';

describe('svgPaintColours', () => {
  it.each([
    ['<path fill="#C2410C"/><text fill="#111827">A</text>', ['#c2410c', '#111827']],
    ['<path stroke="#2dd4bf" fill="none"/>', ['#2dd4bf']],
    ['<stop offset="0" stop-color="#fff"/><stop stop-color=\'#000\'/>', ['#fff', '#000']],
    ['<path style="fill: #abcdef; stroke:rgb(1, 2, 3)"/>', ['#abcdef', 'rgb(1, 2, 3)']],
    ['<path fill="currentColor"/><path fill="url(#g)"/><path fill="#c2410c"/><path fill="#c2410c"/>', ['#c2410c']],
    ['<image href="logo.png"/>', []],
  ])('%s', (svg, colours) => {
    expect(svgPaintColours(svg)).toEqual(colours);
  });
});

describe('logoContrastProblems', () => {
  it('says a part drawn in the header\'s own colour vanishes', () => {
    const problems = logoContrastProblems(['#c2410c', '#ffffff'], '#c2410c');
    expect(problems.map((p) => p.message)).toEqual(['part of the logo (#c2410c) all but vanishes on the header (#c2410c): 1.00:1']);
  });

  it('says when no colour stands 3:1 against the header', () => {
    const problems = logoContrastProblems(['#777777'], '#666666');
    expect(problems.map((p) => p.required)).toEqual([1.5, 3]);
  });

  it.each([
    [['#f8fafc', '#2dd4bf', '#a78bfa'], '#14101f'],
    [['#ffffff', '#fde68a'], '#c2410c'],
    [[], '#c2410c'],
  ])('%j on %s: nothing to say', (colours, header) => {
    expect(logoContrastProblems(colours, header)).toEqual([]);
  });
});
