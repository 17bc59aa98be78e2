/**
 * The one rule for colours that reach CSS (theme seeds, member labels, chat header): the schemas'
 * colour patterns (defs.schema.json color: #hex, rgb()/rgba() with channels 0-255, hsl()/hsla()
 * with hue 0-360 and percentages 0-100, whole numbers, alpha 0-1), which are also exactly the
 * forms the theme engine parses. Anything else never reaches a style.
 */
import { COLOR_FUNCTIONAL, COLOR_HEX } from './generated/patterns';

export function cssColour(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 64) return null;
  const v = value.trim();
  return COLOR_HEX.test(v) || COLOR_FUNCTIONAL.test(v) ? v : null;
}

export function isCssColour(value: unknown): value is string {
  return cssColour(value) !== null;
}
