// @vitest-environment jsdom
import { createStore, Provider } from 'jotai';
import { act, useContext, useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ThemeContext } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { darkTheme, lightTheme } from './baseThemes';
import { BrandThemeProvider } from './ThemeProvider';
import { deriveColors } from './themeCompiler';
import { useThemeMode } from './themeMode';
import type { Theme, ThemeSeeds } from './tokens';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const seeds: Record<'dark' | 'light', ThemeSeeds> = {
  dark: { primary: '#ffb300', accent: '#e91e63' },
  light: { primary: '#6d4c41', accent: '#00796b', background: '#fbf6ee' },
};

const colors = deriveColors(seeds);

let seen: { theme?: Theme; toggle?: () => void; setMode?: (m: 'dark' | 'light') => void } = {};

function Probe({ brandDefault }: { brandDefault: 'dark' | 'light' }) {
  const theme = useContext(ThemeContext) as Theme | undefined;
  const [, setMode, toggle] = useThemeMode(brandDefault);
  useEffect(() => {
    seen = { theme, toggle, setMode };
  });
  return null;
}

let container: HTMLDivElement;
let root: Root;

function render(defaultMode: 'dark' | 'light' | undefined, withColors = true) {
  const store = createStore();
  act(() => {
    root.render(
      <Provider store={store}>
        <BrandThemeProvider colors={withColors ? colors : undefined} defaultMode={defaultMode}>
          <Probe brandDefault={defaultMode ?? 'dark'} />
        </BrandThemeProvider>
      </Provider>,
    );
  });
}

beforeEach(() => {
  localStorage.clear();
  document.querySelectorAll('meta[name="theme-color"]').forEach((m) => m.remove());
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
  seen = {};
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const root$ = () => document.documentElement;

describe('BrandThemeProvider', () => {
  it('uses the brand default mode when nothing is stored and applies it to the document', () => {
    render('light');
    expect(seen.theme?.mode).toBe('light');
    expect(seen.theme?.colors.primary).toBe('#6d4c41');
    expect(seen.theme?.colors.background).toBe('#fbf6ee');
    expect(root$().getAttribute('data-theme')).toBe('light');
    expect(root$().style.getPropertyValue('--color-primary')).toBe('#6d4c41');
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe('#fbf6ee');
  });

  it('dark is the default without a brand default', () => {
    render(undefined);
    expect(seen.theme?.mode).toBe('dark');
    expect(seen.theme?.colors.primary).toBe('#ffb300');
  });

  it('a stored choice beats the brand default', () => {
    localStorage.setItem('theme', 'dark');
    render('light');
    expect(seen.theme?.mode).toBe('dark');
    expect(root$().getAttribute('data-theme')).toBe('dark');
  });

  it('toggle switches the theme, the document and persists the bare word', () => {
    render('dark');
    act(() => seen.toggle?.());
    expect(seen.theme?.mode).toBe('light');
    expect(localStorage.getItem('theme')).toBe('light');
    expect(root$().getAttribute('data-theme')).toBe('light');
    expect(root$().style.colorScheme).toBe('light');
    act(() => seen.setMode?.('dark'));
    expect(seen.theme?.mode).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
  });

  it('follows a choice made in another tab (storage event)', () => {
    render('dark');
    act(() => {
      localStorage.setItem('theme', 'light');
      window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'light', storageArea: localStorage }));
    });
    expect(seen.theme?.mode).toBe('light');
    expect(root$().getAttribute('data-theme')).toBe('light');
  });

  it('falls back to the base themes without brand colours', () => {
    render('dark', false);
    expect(seen.theme).toEqual(darkTheme);
    act(() => seen.toggle?.());
    expect(seen.theme).toEqual(lightTheme);
  });
});
