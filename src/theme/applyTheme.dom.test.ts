// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { darkTheme, lightTheme } from './baseThemes';
import { applyThemeToDocument } from './cssVariables';

describe('applyThemeToDocument', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    document.documentElement.removeAttribute('data-theme');
    document.documentElement.removeAttribute('style');
  });

  it('sets variables, data-theme, color-scheme and creates the theme-color meta', () => {
    applyThemeToDocument(darkTheme);
    const root = document.documentElement;
    expect(root.getAttribute('data-theme')).toBe('dark');
    expect(root.style.colorScheme).toBe('dark');
    expect(root.style.getPropertyValue('--color-primary')).toBe(darkTheme.colors.primary);
    expect(root.style.getPropertyValue('--space-md')).toBe(darkTheme.space.md);
    const metas = document.head.querySelectorAll('meta[name="theme-color"]');
    expect(metas).toHaveLength(1);
    expect(metas[0]!.getAttribute('content')).toBe(darkTheme.colors.background);
  });

  it('switching mode updates the same meta and overwrites the variables', () => {
    applyThemeToDocument(darkTheme);
    applyThemeToDocument(lightTheme);
    const root = document.documentElement;
    expect(root.getAttribute('data-theme')).toBe('light');
    expect(root.style.colorScheme).toBe('light');
    expect(root.style.getPropertyValue('--color-background')).toBe(lightTheme.colors.background);
    const metas = document.head.querySelectorAll('meta[name="theme-color"]');
    expect(metas).toHaveLength(1);
    expect(metas[0]!.getAttribute('content')).toBe(lightTheme.colors.background);
  });

  it('can target another element', () => {
    const el = document.createElement('div');
    applyThemeToDocument(lightTheme, el);
    expect(el.getAttribute('data-theme')).toBe('light');
    expect(el.style.getPropertyValue('--color-text')).toBe(lightTheme.colors.text);
  });
});
