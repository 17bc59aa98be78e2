// Checks the output of `npm run schemas` (run before the unit tests): one self-contained ES module of validators and the run-time patterns.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const generated = new URL('../src/contract/generated/', import.meta.url);
const js = readFileSync(new URL('validators.js', generated), 'utf8');

describe('compiled validators', () => {
  it('validators.js is self-contained: no require(), import, eval or new Function', () => {
    expect(js).not.toMatch(/(?<!['"\w.])require\s*\(/);
    expect(js).not.toMatch(/^\s*import\s/m);
    expect(js).not.toMatch(/new Function|\beval\s*\(/);
  });

  it('export a validator per document and the pattern messages', async () => {
    const mod = await import(new URL('validators.js', generated).href);
    for (const name of ['validateManifest', 'validatePermission', 'validateRegistration', 'validateLanes', 'validateCompiledTheme', 'validateEnvelope', 'validateBanners', 'validateHelp', 'validatePromotions', 'validateGameList', 'validateGame']) {
      expect(typeof mod[name], name).toBe('function');
    }
    expect(Object.values(mod.patternMessages)).toContain('must be an https URL (no credentials, no port but 443/8443, not a loopback host) or a same-origin path starting with one /');
    // the parts of the brand documents that degrade on their own, each with its validator
    expect(Object.keys(mod.sectionValidators)).toEqual(expect.arrayContaining(['manifest.theme', 'permission.resource', 'lanes.card']));
    for (const v of Object.values(mod.sectionValidators)) expect(typeof v).toBe('function');
  });

  it('export the formats of defs.schema.json as the run-time patterns the site checks with', async () => {
    const defs = JSON.parse(readFileSync(new URL('../schemas/defs.schema.json', import.meta.url), 'utf8')).definitions;
    const mod = await import(new URL('patterns.ts', generated).href).catch(() => null);
    const text = readFileSync(new URL('patterns.ts', generated), 'utf8');
    expect(text).toContain(JSON.stringify(defs.safeUrl.pattern));
    expect(text).toContain(JSON.stringify(defs.color.anyOf[1].pattern));
    expect(text).toContain(JSON.stringify(defs.gtagId.pattern));
    // none is global or sticky: a test leaves no state behind (lastIndex)
    expect(text).not.toMatch(/new RegExp\([^)]*,\s*"[^"]*[gy]/);
    void mod;
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
