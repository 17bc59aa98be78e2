/**
 * What public/theme-init.js paints the next visit with before the framework runs: the brand's
 * code, its name, its default mode, its colours per mode and its logos, kept in `localStorage.brandPaint`.
 * The script checks every value again before it reaches the page (a colour pattern, a same-origin
 * logo path), so a tampered entry paints nothing.
 */
import type { ThemeMode } from './baseThemes';
import type { ColorsByMode } from './tokens';

export interface FirstPaint {
  /** the merchant code the script checks the address against */
  code: string;
  /** the splash's text where the build did not publish the brand (a brand added since, `npm run dev`) */
  name: string;
  /** the brand's default mode (the player's stored choice wins over it) */
  mode: ThemeMode;
  colors: ColorsByMode;
  /** the header's logo per mode, preloaded by the script when it is a same-origin path */
  logo: Record<ThemeMode, string> | null;
}

export const FIRST_PAINT_KEY = 'brandPaint';

export function keepFirstPaint(paint: FirstPaint): void {
  try {
    localStorage.setItem(FIRST_PAINT_KEY, JSON.stringify(paint));
  } catch {
    // storage blocked or full: the next visit paints from the brand's theme.css instead
  }
}

/**
 * The attribute public/theme-init.js puts the brand's name in: index.html's style shows it as a
 * splash over the page from the first paint until the site's first screen is in.
 */
const BOOT_NAME_ATTRIBUTE = 'data-boot-name';

/** Takes the splash away: called as the site's first screen (a page, or a boot screen) commits. */
export function endBootSplash(): void {
  document.documentElement.removeAttribute(BOOT_NAME_ATTRIBUTE);
}
