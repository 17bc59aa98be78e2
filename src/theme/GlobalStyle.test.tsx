import { renderToString } from 'react-dom/server';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { darkTheme, lightTheme } from './baseThemes';
import { themeToCssVariables } from './cssVariables';
import { GlobalStyle } from './GlobalStyle';
import type { Theme } from './tokens';

function globalCss(theme: Theme): string {
  const sheet = new ServerStyleSheet();
  try {
    renderToString(
      sheet.collectStyles(
        <ThemeProvider theme={theme}>
          <GlobalStyle />
        </ThemeProvider>,
      ),
    );
    return sheet.getStyleTags();
  } finally {
    sheet.seal();
  }
}

describe('GlobalStyle', () => {
  it.each([
    ['dark', darkTheme],
    ['light', lightTheme],
  ] as const)("%s: page colours, font, links and focus ring are the theme's, read from the document's variables", (_mode, theme) => {
    const css = globalCss(theme);
    expect(css).toContain('box-sizing:border-box');
    // the same rules whatever the mode: only the document's variables change
    expect(css).toBe(globalCss(theme === darkTheme ? lightTheme : darkTheme));
    const onDocument = themeToCssVariables(theme);
    const value = (declaration: RegExp) => {
      const name = declaration.exec(css)?.[1];
      expect(name, String(declaration)).toBeDefined();
      return onDocument[name!];
    };
    expect(value(/body\{[^}]*background:var\((--[a-z-]+)\)/)).toBe(theme.colors.background);
    expect(value(/body\{[^}]*;color:var\((--[a-z-]+)\)/)).toBe(theme.colors.text);
    expect(value(/body\{[^}]*font-family:var\((--[a-z-]+)\)/)).toBe(theme.font.family);
    expect(value(/a\{color:var\((--[a-z-]+)\)/)).toBe(theme.colors.link);
    expect(value(/:focus-visible\{outline:2px solid var\((--[a-z-]+)\)/)).toBe(theme.colors.focus);
  });

  it('respects reduced motion', () => {
    const css = globalCss(darkTheme);
    expect(css).toMatch(/@media \(prefers-reduced-motion: ?reduce\)\{[^}]*\{[^}]*animation-duration:0\.01ms ?!important/);
  });
});
