/**
 * The brand's non-colour theme tokens (manifest theme.buttonRadius and theme.fontFamily) laid over
 * a mode's theme. The font is a name of the safe list, so only a stack of contract/fontStacks.ts
 * ever reaches CSS; the radius is a whole number of px the manifest's check bounded (0-24).
 */
import { FONT_STACKS, type FontFamilyName } from '../contract/fontStacks';
import type { Theme } from './tokens';

export interface BrandStyle {
  buttonRadius: number | null;
  fontFamily: FontFamilyName;
}

const MAX_RADIUS = 24;

export function withBrandStyle(theme: Theme, style: BrandStyle | undefined): Theme {
  if (!style) return theme;
  const radius = style.buttonRadius;
  const button = typeof radius === 'number' && Number.isInteger(radius) && radius >= 0 && radius <= MAX_RADIUS ? `${radius}px` : theme.radii.button;
  const family = FONT_STACKS[style.fontFamily] ?? theme.font.family;
  return { ...theme, radii: { ...theme.radii, button }, font: { ...theme.font, family } };
}
