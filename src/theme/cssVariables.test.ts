import { describe, expect, it } from 'vitest';
import { darkTheme, lightTheme } from './baseThemes';
import { kebabCase, themeToCssVariables, vars as styleVars } from './cssVariables';
import type { Theme } from './tokens';

describe('kebabCase', () => {
  it.each([
    ['primary', 'primary'],
    ['surfaceRaised', 'surface-raised'],
    ['primaryContrast', 'primary-contrast'],
    ['leftBarCollapsedWidth', 'left-bar-collapsed-width'],
    ['xxl', 'xxl'],
  ])('%s -> %s', (input, expected) => {
    expect(kebabCase(input)).toBe(expected);
  });
});

describe('themeToCssVariables', () => {
  const vars = themeToCssVariables(darkTheme);

  it('has one --color-* variable per colour token, with its value', () => {
    const colorVars = Object.keys(vars).filter((name) => name.startsWith('--color-'));
    expect(colorVars).toHaveLength(Object.keys(darkTheme.colors).length);
    expect(vars['--color-primary']).toBe(darkTheme.colors.primary);
    expect(vars['--color-surface-raised']).toBe(darkTheme.colors.surfaceRaised);
    expect(vars['--color-primary-contrast']).toBe(darkTheme.colors.primaryContrast);
    expect(vars['--color-text-muted']).toBe(darkTheme.colors.textMuted);
  });

  it.each([
    ['--radius-sm', darkTheme.radii.sm],
    ['--radius-pill', darkTheme.radii.pill],
    ['--space-xs', darkTheme.space.xs],
    ['--space-xxl', darkTheme.space.xxl],
    ['--font-family', darkTheme.font.family],
    ['--font-size-md', darkTheme.font.size.md],
    ['--font-weight-bold', String(darkTheme.font.weight.bold)],
    ['--line-height', String(darkTheme.font.lineHeight)],
    ['--shadow-md', darkTheme.shadows.md],
    ['--layout-header-height', darkTheme.layout.headerHeight],
    ['--layout-left-bar-collapsed-width', darkTheme.layout.leftBarCollapsedWidth],
  ])('%s', (name, value) => {
    expect(vars[name]).toBe(value);
  });

  it('produces only well-formed custom property names with string values', () => {
    for (const [name, value] of Object.entries(vars)) {
      expect(name).toMatch(/^--[a-z][a-z0-9-]*[a-z0-9]$/);
      expect(typeof value).toBe('string');
      expect(value).not.toBe('');
    }
  });

  it('has the same variable names in both modes', () => {
    expect(Object.keys(themeToCssVariables(lightTheme)).sort()).toEqual(Object.keys(vars).sort());
  });
});

/** `var(--x)` -> `--x` */
const variableIn = (reference: string) => /^var\((--[a-z0-9-]+)\)$/.exec(reference)?.[1];

describe('vars (what the styles read)', () => {
  // each group the styles read, beside the theme's tokens it must name
  const groups: Array<[string, Record<string, string>, (theme: Theme) => Record<string, string | number>]> = [
    ['color', styleVars.color, (t) => ({ ...t.colors })],
    ['radius', styleVars.radius, (t) => t.radii],
    ['space', styleVars.space, (t) => t.space],
    ['fontSize', styleVars.fontSize, (t) => t.font.size],
    ['fontWeight', styleVars.fontWeight, (t) => t.font.weight],
    ['shadow', styleVars.shadow, (t) => t.shadows],
    ['layout', styleVars.layout, (t) => t.layout],
  ];

  it.each(groups)('%s: every token names a variable the document gets, holding that token in each mode', (_group, references, tokensOf) => {
    for (const theme of [darkTheme, lightTheme]) {
      const onDocument = themeToCssVariables(theme);
      for (const [key, value] of Object.entries(tokensOf(theme))) {
        const name = variableIn(references[key]!);
        expect(name, key).toBeDefined();
        expect(onDocument[name!], key).toBe(String(value));
      }
    }
  });

  it.each([
    ['fontFamily', styleVars.fontFamily, (t: Theme) => t.font.family],
    ['lineHeight', styleVars.lineHeight, (t: Theme) => String(t.font.lineHeight)],
  ])('%s names the document variable holding it', (_token, reference, valueOf) => {
    for (const theme of [darkTheme, lightTheme]) expect(themeToCssVariables(theme)[variableIn(reference)!]).toBe(valueOf(theme));
  });

  it.each([
    [styleVars.color.surfaceRaised, 'var(--color-surface-raised)'],
    [styleVars.color.primaryContrast, 'var(--color-primary-contrast)'],
    [styleVars.layout.leftBarCollapsedWidth, 'var(--layout-left-bar-collapsed-width)'],
    [styleVars.fontWeight.bold, 'var(--font-weight-bold)'],
  ])('%s', (reference, expected) => {
    expect(reference).toBe(expected);
  });
});
