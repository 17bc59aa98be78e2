/**
 * `<BrandThemeProvider>`: derives the theme for the effective mode from the brand's seeds,
 * provides it to styled-components, mirrors it onto the document as CSS variables (before
 * paint, so switching mode never flashes) and renders the global styles.
 */
import { useSetAtom } from 'jotai';
import { useHydrateAtoms } from 'jotai/utils';
import { useEffect, useLayoutEffect, useMemo, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { baseThemes } from './baseThemes';
import { applyThemeToDocument } from './cssVariables';
import { deriveTheme } from './deriveTheme';
import { GlobalStyle } from './GlobalStyle';
import { brandDefaultModeAtom, DEFAULT_THEME_MODE, useThemeMode, type ThemeMode } from './themeMode';
import type { ThemeSeeds } from './tokens';

export interface BrandThemeProviderProps {
  /** `brand.theme.seeds`; without seeds (e.g. the "brand configuration invalid" screen) the base themes apply */
  seeds?: Record<ThemeMode, ThemeSeeds> | undefined;
  /** `brand.theme.defaultMode`, used until the player picks a mode */
  defaultMode?: ThemeMode | undefined;
  children?: ReactNode;
}

const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

export function BrandThemeProvider({ seeds, defaultMode = DEFAULT_THEME_MODE, children }: BrandThemeProviderProps) {
  useHydrateAtoms(new Map([[brandDefaultModeAtom, defaultMode]]));
  const setBrandDefault = useSetAtom(brandDefaultModeAtom);
  useEffect(() => setBrandDefault(defaultMode), [setBrandDefault, defaultMode]);

  const [mode] = useThemeMode(defaultMode);
  const modeSeeds = seeds?.[mode];
  const primary = modeSeeds?.primary;
  const accent = modeSeeds?.accent;
  const background = modeSeeds?.background;
  const surface = modeSeeds?.surface;

  // keyed on the seed values, not the object identity, so a re-created brand object costs nothing
  const theme = useMemo(
    () =>
      primary === undefined && accent === undefined && background === undefined && surface === undefined
        ? baseThemes[mode]
        : deriveTheme(mode, { primary: primary ?? '', accent: accent ?? '', background, surface }),
    [mode, primary, accent, background, surface],
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
