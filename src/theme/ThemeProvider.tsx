/**
 * `<BrandThemeProvider>`: the theme for the effective mode (the base tokens with the brand's
 * colours, compiled or derived at boot), provided to styled-components and mirrored onto the
 * document as CSS variables (before paint, so switching mode never flashes), with the global
 * styles.
 */
import { useSetAtom } from 'jotai';
import { useHydrateAtoms } from 'jotai/utils';
import { useEffect, useLayoutEffect, useMemo, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { baseThemes } from './baseThemes';
import { withBrandStyle, type BrandStyle } from './brandStyle';
import { applyThemeToDocument } from './cssVariables';
import { GlobalStyle } from './GlobalStyle';
import { brandDefaultModeAtom, DEFAULT_THEME_MODE, useThemeMode, type ThemeMode } from './themeMode';
import type { ColorsByMode, Theme } from './tokens';

export interface BrandThemeProviderProps {
  /** the brand's colours per mode (boot's result); without them (e.g. the "brand configuration invalid" screen) the base themes apply */
  colors?: ColorsByMode | undefined;
  /** the brand's button radius and font (brand.theme); absent: the base theme's */
  brandStyle?: BrandStyle | undefined;
  /** `brand.theme.defaultMode`, used until the player picks a mode */
  defaultMode?: ThemeMode | undefined;
  children?: ReactNode;
}

const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

export function BrandThemeProvider({ colors, brandStyle, defaultMode = DEFAULT_THEME_MODE, children }: BrandThemeProviderProps) {
  useHydrateAtoms(new Map([[brandDefaultModeAtom, defaultMode]]));
  const setBrandDefault = useSetAtom(brandDefaultModeAtom);
  useEffect(() => setBrandDefault(defaultMode), [setBrandDefault, defaultMode]);

  const [mode] = useThemeMode(defaultMode);
  const modeColors = colors?.[mode];
  const theme = useMemo<Theme>(
    () => withBrandStyle(modeColors ? { ...baseThemes[mode], colors: modeColors } : baseThemes[mode], brandStyle),
    [mode, modeColors, brandStyle],
  );

  useIsomorphicLayoutEffect(() => {
    applyThemeToDocument(theme);
  }, [theme]);

  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}
