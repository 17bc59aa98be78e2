import { describe, expect, it } from 'vitest';
import { logoContrastProblems, svgPaintColours } from './logoContrast';

describe('svgPaintColours', () => {
  it.each([
    ['<path fill="#A3421F"/><text fill="#111827">A</text>', ['#a3421f', '#111827']],
    ['<path stroke="#3fc8b0" fill="none"/>', ['#3fc8b0']],
    ['<stop offset="0" stop-color="#fff"/><stop stop-color=\'#000\'/>', ['#fff', '#000']],
    ['<path style="fill: #abcdef; stroke:rgb(1, 2, 3)"/>', ['#abcdef', 'rgb(1, 2, 3)']],
    ['<path fill="currentColor"/><path fill="url(#g)"/><path fill="#a3421f"/><path fill="#a3421f"/>', ['#a3421f']],
    ['<image href="logo.png"/>', []],
  ])('%s', (svg, colours) => {
    expect(svgPaintColours(svg)).toEqual(colours);
  });
});

describe('logoContrastProblems', () => {
  it('says a part drawn in the header\'s own colour vanishes', () => {
    const problems = logoContrastProblems(['#a3421f', '#ffffff'], '#a3421f');
    expect(problems.map((p) => p.message)).toEqual(['part of the logo (#a3421f) all but vanishes on the header (#a3421f): 1.00:1']);
  });

  it('says when no colour stands 3:1 against the header', () => {
    const problems = logoContrastProblems(['#777777'], '#666666');
    expect(problems.map((p) => p.required)).toEqual([1.5, 3]);
  });

  it.each([
    [['#f8fafc', '#3fc8b0', '#9c88f0'], '#121018'],
    [['#ffffff', '#fde68a'], '#a3421f'],
    [[], '#a3421f'],
  ])('%j on %s: nothing to say', (colours, header) => {
    expect(logoContrastProblems(colours, header)).toEqual([]);
  });
});
