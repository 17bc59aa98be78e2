// Checks the output of `npm run schemas` (run before the unit tests): two self-contained ES modules.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const generated = new URL('../src/brand/generated/', import.meta.url);
const js = readFileSync(new URL('validators.js', generated), 'utf8');
const bootJs = readFileSync(new URL('bootValidators.js', generated), 'utf8');

describe('compiled validators', () => {
  it.each([
    ['validators.js', js],
    ['bootValidators.js', bootJs],
  ])('%s is self-contained: no require(), import, eval or new Function', (_file, code) => {
    expect(code).not.toMatch(/(?<!['"\w.])require\s*\(/);
    expect(code).not.toMatch(/^\s*import\s/m);
    expect(code).not.toMatch(/new Function|\beval\s*\(/);
  });

  it('bootValidators.js exports the boot documents only (the four and the compiled theme) and the pattern warm-up, and keeps no error list', async () => {
    const mod = await import(new URL('bootValidators.js', generated).href);
    expect(Object.keys(mod).sort()).toEqual([
      'validateCompiledTheme',
      'validateLanes',
      'validateManifest',
      'validatePermission',
      'validateRegistration',
      'warmPatterns',
    ]);
    // every pattern the validators declare is in the warm-up (none is global, so a run leaves no state)
    expect(() => mod.warmPatterns()).not.toThrow();
    expect(bootJs).not.toMatch(/new RegExp\("(?:[^"\\]|\\.)*", "[^"]*[gy][^"]*"\)/);
    expect((bootJs.match(/\bconst pattern\d+ = /g) ?? []).length).toBe((bootJs.match(/\[\s*pattern\d+(?:,\s*pattern\d+)*\s*\]/)?.[0].match(/pattern\d+/g) ?? []).length);
    expect(bootJs).not.toMatch(/schemaPath/);
    // read as yes or no: no error list is kept, only the count the code compares, and no path
    expect(bootJs).not.toMatch(/\bvErrors\b|\.errors\b|\binstancePath\b/);
    // a schema object ajv embeds for a known-property check keeps only the property names
    expect(bootJs).not.toMatch(/"\$id"|"\$ref"|"additionalProperties"/);
    expect(mod.validateLanes({ data: { lanes: [] } })).toBe(true);
    expect(mod.validateLanes({ data: {} })).toBe(false);
  });

  it('export a validator per document and the pattern messages', async () => {
    const mod = await import(new URL('validators.js', generated).href);
    for (const name of ['validateManifest', 'validatePermission', 'validateRegistration', 'validateLanes', 'validateCompiledTheme', 'validateEnvelope', 'validateBanners', 'validateHelp', 'validatePromotions', 'validateGameList', 'validateGame']) {
      expect(typeof mod[name], name).toBe('function');
    }
    expect(Object.values(mod.patternMessages)).toContain('must be an http(s) URL or a same-origin path');
  });

  it('every schema has an $id equal to its file name, a title and a description', () => {
    const dir = new URL('../schemas/', import.meta.url);
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.schema.json'))) {
      const schema = JSON.parse(readFileSync(new URL(file, dir), 'utf8'));
      expect(schema.$id, file).toBe(file);
      expect(schema.title, file).toBeTruthy();
      expect(schema.description, file).toBeTruthy();
    }
  });
});
