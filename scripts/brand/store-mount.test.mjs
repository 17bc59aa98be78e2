// The preview platform's brand store as preview:brand and brand:new need it: a folder mounted from
// outside brands/ (winning over a folder of the same name) and a new folder seen without a restart.
import { cpSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createBrandStore } from '../preview-platform/brands.mjs';
import { ROOT } from './check.mjs';

const work = mkdtempSync(join(tmpdir(), 'brand-store-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('createBrandStore', () => {
  it('mounts an extra folder under its code, over a folder of the same name', () => {
    const brandsDir = join(work, 'brands-a');
    cpSync(join(ROOT, 'brands/ember'), join(brandsDir, 'ember'), { recursive: true });
    const outside = join(work, 'elsewhere', 'ember');
    cpSync(join(ROOT, 'brands/ember'), outside, { recursive: true });
    writeFileSync(join(outside, 'brand.json'), JSON.stringify({ merchantCode: 'ember', name: 'Outside', domains: [] }));
    const store = createBrandStore(brandsDir, { extra: { ember: outside, extra: outside } });
    expect(store.codes()).toEqual(['ember', 'extra']);
    expect(store.doc('ember', 'brand.json').name).toBe('Outside');
    expect(store.brandDir('ember')).toBe(outside);
  });

  it('sees a folder added or removed without reload()', () => {
    const brandsDir = join(work, 'brands-b');
    mkdirSync(join(brandsDir, 'one'), { recursive: true });
    const store = createBrandStore(brandsDir);
    expect(store.codes()).toEqual(['one']);
    mkdirSync(join(brandsDir, 'two'));
    // a coarse file system clock could keep the mtime: move it on explicitly
    const later = new Date(Date.now() + 5000);
    utimesSync(brandsDir, later, later);
    expect(store.codes()).toEqual(['one', 'two']);
    expect(store.index().brands.map((b) => b.code)).toEqual(['one', 'two']);
  });
});
