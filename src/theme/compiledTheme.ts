/**
 * Whether a compiled theme (`theme.json`) may stand in for deriving the brand's colours at boot:
 * only when this build's theme engine compiled it, from the very seeds the manifest holds now, and
 * every colour token of both modes passes the colour rule. Anything else (an older engine, a
 * manifest edited after publishing, a hand-edited file) is ignored and the site derives the
 * colours itself. Read in code, like the other documents at boot; only the tokens the base themes
 * name are taken, so no other name ever reaches a CSS variable.
 */
import { isCssColour } from '../contract/cssValues';
import { isRecord } from '../contract/findings';
import { baseThemes, type ThemeMode } from './baseThemes';
import { SEED_KEYS, type ColorsByMode, type SeedsByMode, type ThemeColors } from './tokens';

const MODES: readonly ThemeMode[] = ['dark', 'light'];

export function compiledColors(doc: unknown, seeds: SeedsByMode, engine: string): ColorsByMode | null {
  if (!isRecord(doc) || doc.engine !== engine || !isRecord(doc.modes)) return null;
  const byMode: Partial<ColorsByMode> = {};
  for (const mode of MODES) {
    const compiled = doc.modes[mode];
    if (!isRecord(compiled) || !isRecord(compiled.seeds) || !isRecord(compiled.colors)) return null;
    const { seeds: from, colors } = compiled;
    if (!SEED_KEYS.every((k) => from[k] === seeds[mode][k])) return null;
    const tokens = Object.keys(baseThemes[mode].colors) as Array<keyof ThemeColors>;
    if (!tokens.every((t) => isCssColour(colors[t]))) return null;
    byMode[mode] = Object.fromEntries(tokens.map((t) => [t, colors[t]])) as unknown as ThemeColors;
  }
  return byMode as ColorsByMode;
}
