import { renderToString } from 'react-dom/server';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { darkTheme, lightTheme } from './baseThemes';
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
  ] as const)('%s: page colours, font, links and focus ring come from the theme', (_mode, theme) => {
    const css = globalCss(theme);
    expect(css).toContain('box-sizing:border-box');
    expect(css).toContain(`background:${theme.colors.background}`);
    expect(css).toContain(`color:${theme.colors.text}`);
    expect(css).toContain(`color:${theme.colors.link}`);
    expect(css).toContain(`outline:2px solid ${theme.colors.focus}`);
    expect(css).toContain(`color-scheme:${theme.mode}`);
    expect(css).toContain('font-family:system-ui');
  });

  it('respects reduced motion', () => {
    const css = globalCss(darkTheme);
    expect(css).toMatch(/@media \(prefers-reduced-motion: ?reduce\)\{[^}]*\{[^}]*animation-duration:0\.01ms ?!important/);
  });
});
