/**
 * WCAG contrast helpers. The maths is polished's (`getContrast`, `getLuminance`); this module only
 * adds the choices the theme engine needs: the best readable candidate and lightness nudging.
 */
import { getContrast, getLuminance, hslToColorString, parseToHsl, parseToRgb } from 'polished';
import { cssColour } from '../contract/cssValues';

/** WCAG 2.x AA minimum for normal text. */
export const AA_TEXT = 4.5;
/** WCAG 2.x AA minimum for large text and non-text UI (borders, focus rings). */
export const AA_NON_TEXT = 3;

const BLACK = '#000000';
const WHITE = '#ffffff';

/** Contrast ratio between two colours, 1..21 (polished rounds to two decimals). */
export function contrastRatio(a: string, b: string): number {
  return getContrast(a, b);
}

/**
 * True when the colour is one the schemas accept (contract/cssValues.ts) and polished parses it:
 * polished alone also reads rgb(300, 0, 0), and then mixes colours that are not colours.
 */
export function isParsableColor(value: unknown): value is string {
  const colour = cssColour(value);
  if (colour === null) return false;
  try {
    parseToRgb(colour);
    return true;
  } catch {
    return false;
  }
}

/** Relative luminance, 0 (black) .. 1 (white). */
export function luminance(color: string): number {
  return getLuminance(color);
}

/** Same colour after parsing (ignores notation: `#fff` equals `rgb(255,255,255)`). */
export function sameColor(a: string, b: string): boolean {
  const x = parseToRgb(a);
  const y = parseToRgb(b);
  return x.red === y.red && x.green === y.green && x.blue === y.blue;
}

/** The lowest contrast of `fg` against every background. */
export function minContrast(fg: string, backgrounds: readonly string[]): number {
  return Math.min(...backgrounds.map((bg) => contrastRatio(fg, bg)));
}

/**
 * The candidate with the best contrast on `background`. If even the best one is below
 * `minimum` (AA text by default), pure black or white is returned instead, whichever reads
 * better; one of them always reaches 4.5:1 on any opaque colour.
 */
export function pickReadable(background: string, candidates: readonly string[] = [WHITE, BLACK], minimum = AA_TEXT): string {
  return pickReadableOn([background], candidates, minimum);
}

/**
 * Like `pickReadable`, but the winner maximises the *lowest* contrast over several backgrounds
 * (a label that has to read on a button in its rest, hover and active states).
 */
export function pickReadableOn(backgrounds: readonly string[], candidates: readonly string[] = [WHITE, BLACK], minimum = AA_TEXT): string {
  let best: string | null = null;
  let bestRatio = -1;
  for (const candidate of candidates) {
    if (!isParsableColor(candidate)) continue;
    const ratio = minContrast(candidate, backgrounds);
    if (ratio > bestRatio) {
      best = candidate;
      bestRatio = ratio;
    }
  }
  if (best !== null && bestRatio >= minimum) return best;
  const white = minContrast(WHITE, backgrounds);
  const black = minContrast(BLACK, backgrounds);
  const fallback = white >= black ? WHITE : BLACK;
  // keep a candidate that still beats the fallback (only possible when nothing reaches the minimum)
  return best !== null && bestRatio > Math.max(white, black) ? best : fallback;
}

/**
 * Nudges the HSL lightness of `fg` (keeping hue and saturation) by the smallest amount that
 * gives at least `minimum` contrast against every background. Returns `fg` unchanged when it
 * already passes, and `null` when no lightness does.
 */
export function ensureContrast(fg: string, backgrounds: readonly string[], minimum: number): string | null {
  if (minContrast(fg, backgrounds) >= minimum) return fg;
  const { hue, saturation, lightness } = parseToHsl(fg);
  const start = Math.round(lightness * 100);
  for (let step = 1; step <= 100; step += 1) {
    for (const l of [start + step, start - step]) {
      if (l < 0 || l > 100) continue;
      const candidate = hslToColorString({ hue, saturation, lightness: l / 100 });
      if (minContrast(candidate, backgrounds) >= minimum) return candidate;
    }
  }
  return null;
}
