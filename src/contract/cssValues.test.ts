/**
 * The one colour rule: what the schemas accept (a theme seed, every-error validator), what the
 * site lets into a style at run time (cssColour) and what the theme engine can derive a theme
 * from are the same set of values.
 */
import { describe, expect, it } from 'vitest';
import { deriveTheme } from '../theme/deriveTheme';
import { isParsableColor } from '../theme/contrast';
import { cssColour } from './cssValues';
import { validateManifestTheme } from './generated/validators.js';
import { BAD_COLOURS, GOOD_COLOURS } from './testVectors';

const seeds = (accent: string) => ({ defaultMode: 'dark', dark: { primary: '#7c3aed', accent }, light: { primary: '#7c3aed', accent: '#115e59' } });

describe('colours', () => {
  it.each(GOOD_COLOURS)('%s: accepted by the schema, let into CSS, and the theme engine derives a theme from it', (colour) => {
    expect(validateManifestTheme(seeds(colour))).toBe(true);
    expect(cssColour(colour)).toBe(colour);
    expect(isParsableColor(colour)).toBe(true);
    expect(() => deriveTheme('dark', { primary: colour, accent: colour })).not.toThrow();
  });

  it.each(BAD_COLOURS)('%j: refused by the schema, by the run-time rule and by the engine', (colour) => {
    expect(validateManifestTheme(seeds(colour))).toBe(false);
    expect(cssColour(colour)).toBeNull();
    expect(isParsableColor(colour)).toBe(false);
  });
});
