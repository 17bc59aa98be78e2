import { describe, expect, it } from 'vitest';
import { darkTheme, lightTheme } from './baseThemes';
import { kebabCase, themeToCssVariables } from './cssVariables';

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
