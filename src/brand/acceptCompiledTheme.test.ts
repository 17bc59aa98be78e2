/**
 * A compiled theme (theme.json) stands in for deriving the colours at boot only when it names
 * this build's engine, was compiled from the manifest's seeds of now and every token is a colour.
 * Read in code at boot; what its schema refuses, boot refuses or ignores.
 */
import { describe, expect, it } from 'vitest';
import { acceptCompiledTheme } from './acceptBrandDocuments';
import { BAD_COLOURS, GOOD_COLOURS } from '../contract/testVectors';
import { validateCompiledTheme } from '../contract/generated/validators.js';
import { BRAND_CODES, rawBrandDocuments } from './testDocs';
import { baseThemes } from '../theme/baseThemes';
import schema from '../../schemas/compiled-theme.schema.json';
import { compileTheme, deriveColors } from '../theme/themeCompiler';
import type { SeedsByMode } from '../theme/tokens';

const seedsOf = (code: string): SeedsByMode => (rawBrandDocuments(code).manifest as { theme: SeedsByMode }).theme;
const code = BRAND_CODES[0]!;
/** A fresh, valid compiled theme of the first brand folder, safe to mutate. */
const compiled = () => compileTheme(seedsOf(code), __THEME_ENGINE__) as unknown as { engine: string; modes: Record<string, Record<string, Record<string, unknown>>> };

describe('acceptCompiledTheme', () => {
  it.each(BRAND_CODES)('takes the colours compiled for brand folder %s: those the engine derives', (brand) => {
    const seeds = seedsOf(brand);
    const doc = compileTheme(seeds, __THEME_ENGINE__);
    expect(validateCompiledTheme(doc)).toBe(true);
    expect(acceptCompiledTheme(doc, seeds)).toEqual(deriveColors(seeds));
  });

  const stale: Array<[string, (d: ReturnType<typeof compiled>) => void]> = [
    ['another engine compiled it', (d) => (d.engine = '000000000000')],
    ['the dark primary seed changed since', (d) => (d.modes.dark!.seeds!.primary = '#123456')],
    ['the light accent seed changed since', (d) => (d.modes.light!.seeds!.accent = '#123456')],
    [
      'a surface seed was added or taken out since',
      (d) => {
        const seeds = d.modes.light!.seeds!;
        if (seeds.surface === undefined) seeds.surface = '#ffffff';
        else delete seeds.surface;
      },
    ],
  ];
  it.each(stale)('ignores a valid compiled theme when %s', (_name, mutate) => {
    const doc = compiled();
    mutate(doc);
    expect(validateCompiledTheme(doc)).toBe(true);
    expect(acceptCompiledTheme(doc, seedsOf(code))).toBeNull();
  });

  const broken: Array<[string, (d: ReturnType<typeof compiled>) => void]> = [
    ...BAD_COLOURS.map((c): [string, (d: ReturnType<typeof compiled>) => void] => [`a colour token is ${JSON.stringify(c)}`, (d) => (d.modes.dark!.colors!.primary = c)]),
    ['a colour token is missing', (d) => delete d.modes.light!.colors!.link],
    ['a mode is missing', (d) => delete d.modes.light],
    ['the engine is not an id', (d) => (d.engine = 'latest')],
    ['the seeds are not strings', (d) => (d.modes.dark!.seeds!.primary = 1)],
  ];
  it.each(broken)('refuses a compiled theme where %s (and the brand still boots on derived colours)', (_name, mutate) => {
    const doc = compiled();
    mutate(doc);
    expect(validateCompiledTheme(doc)).toBe(false);
    expect(acceptCompiledTheme(doc, seedsOf(code))).toBeNull();
  });

  it.each<[string, (d: ReturnType<typeof compiled>) => void]>([
    ['a token the theme does not have', (d) => (d.modes.dark!.colors!.sparkle = 'red;x:y')],
    ['a mode the site does not have', (d) => (d.modes.dim = d.modes.dark!)],
  ])('ignores what its schema refuses but the site never reads: %s', (_name, mutate) => {
    const doc = compiled();
    mutate(doc);
    expect(validateCompiledTheme(doc)).toBe(false);
    const colors = acceptCompiledTheme(doc, seedsOf(code));
    expect(colors).toEqual(deriveColors(seedsOf(code)));
    expect(Object.keys(colors!.dark)).not.toContain('sparkle');
  });

  it.each([null, 'text', [], { engine: __THEME_ENGINE__ }])('refuses %j', (doc) => {
    expect(acceptCompiledTheme(doc, seedsOf(code))).toBeNull();
  });

  it.each(GOOD_COLOURS)('takes the colour format %j in a token, as the manifest does', (c) => {
    const doc = compiled();
    doc.modes.dark!.colors!.overlay = c;
    expect(acceptCompiledTheme(doc, seedsOf(code))?.dark.overlay).toBe(c);
  });

  it('names exactly the colour tokens of the base themes (the schema keeps up with themes/*.json)', () => {
    for (const mode of ['dark', 'light'] as const) {
      expect(Object.keys(compiled().modes[mode]!.colors!).sort()).toEqual(Object.keys(baseThemes[mode].colors).sort());
    }
    // "every one of them" is the schema's count of names: it must be the tokens' count
    const colours = (schema as { definitions: { compiledColors: { minProperties: number; propertyNames: { enum: string[] } } } }).definitions.compiledColors;
    expect(colours.minProperties).toBe(Object.keys(baseThemes.dark.colors).length);
    expect([...colours.propertyNames.enum].sort()).toEqual(Object.keys(baseThemes.dark.colors).sort());
  });
});
