/**
 * Whether a compiled theme (`theme.json`, checked against its schema by the caller) may stand in
 * for deriving the brand's colours at boot: only when this build's theme engine compiled it and
 * from the very seeds the manifest holds now. Anything else (an older engine, a manifest edited
 * after publishing) is ignored and the site derives the colours itself.
 */
import type { CompiledTheme } from '../brand/generated/types';
import type { ThemeMode } from './baseThemes';
import { SEED_KEYS, type ColorsByMode, type SeedsByMode, type ThemeColors } from './tokens';

const MODES: readonly ThemeMode[] = ['dark', 'light'];

export function compiledColors(doc: CompiledTheme, seeds: SeedsByMode, engine: string): ColorsByMode | null {
  if (doc.engine !== engine) return null;
  const fresh = MODES.every((mode) => SEED_KEYS.every((k) => doc.modes[mode]?.seeds[k] === seeds[mode][k]));
  if (!fresh) return null;
  // the schema admits exactly the mode and token names, every one of them (minProperties = their count)
  const colors = (mode: ThemeMode) => doc.modes[mode]!.colors as unknown as ThemeColors;
  return { dark: colors('dark'), light: colors('light') };
}
