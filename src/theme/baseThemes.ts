/**
 * The base semantic token sets from `themes/`. Annotating them as `Theme` makes the compiler
 * check the JSON against the contract (a missing token is a type error).
 */
import darkTokens from '../../themes/dark.json' with { type: 'json' };
import lightTokens from '../../themes/light.json' with { type: 'json' };
import type { Theme } from './tokens';

export type ThemeMode = Theme['mode'];

/** Dark is the global default when neither the player nor the brand chose. */
export const DEFAULT_THEME_MODE: ThemeMode = 'dark';

export const darkTheme: Theme = { ...darkTokens, mode: 'dark' };
export const lightTheme: Theme = { ...lightTokens, mode: 'light' };

export const baseThemes: Readonly<Record<ThemeMode, Theme>> = { dark: darkTheme, light: lightTheme };

export function isThemeMode(value: unknown): value is ThemeMode {
  return value === 'dark' || value === 'light';
}
