/**
 * The theme engine's colour maths for a whole brand, both modes at once. It runs ahead of time
 * (scripts/theme-engine.mjs bundles this module for publishing brands and for the preview
 * platform, which serve the result as `theme.json`), and in the site only when no usable
 * compiled theme came with the brand: a lazy chunk, since it carries polished.
 */
import { deriveTheme } from './deriveTheme';
import type { CompiledTheme } from '../contract/generated/types';
import { SEED_KEYS, type ColorsByMode, type SeedsByMode, type ThemeSeeds } from './tokens';

/** Every colour token of both modes, derived from the brand's seeds. */
export function deriveColors(seeds: SeedsByMode): ColorsByMode {
  return { dark: deriveTheme('dark', seeds.dark).colors, light: deriveTheme('light', seeds.light).colors };
}

/** The `theme.json` document for a brand's seeds; `engine` names this engine (scripts/theme-engine.mjs). */
export function compileTheme(seeds: SeedsByMode, engine: string): CompiledTheme {
  const colors = deriveColors(seeds);
  // the seeds are copied key by key so the document holds only seeds, and only those given
  const own = (s: ThemeSeeds): Record<string, string> =>
    Object.fromEntries(SEED_KEYS.flatMap((k) => (s[k] === undefined ? [] : [[k, s[k]]])));
  return {
    engine,
    modes: {
      dark: { seeds: own(seeds.dark), colors: { ...colors.dark } },
      light: { seeds: own(seeds.light), colors: { ...colors.light } },
    },
  };
}
