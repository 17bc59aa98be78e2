export type { Theme, ThemeColors, ThemeSeeds } from './tokens';
export { baseThemes, darkTheme, lightTheme, DEFAULT_THEME_MODE, isThemeMode, type ThemeMode } from './baseThemes';
export { AA_NON_TEXT, AA_TEXT, contrastRatio, ensureContrast, isParsableColor, pickReadable, pickReadableOn } from './contrast';
export { deriveTheme, themeContrastReport, type ContrastCheck } from './deriveTheme';
export { applyThemeToDocument, themeToCssVariables } from './cssVariables';
export {
  brandDefaultModeAtom,
  readStoredThemeMode,
  storedThemeModeAtom,
  THEME_STORAGE_KEY,
  themeModeAtom,
  useThemeMode,
} from './themeMode';
export { BrandThemeProvider, type BrandThemeProviderProps } from './ThemeProvider';
export { GlobalStyle } from './GlobalStyle';
