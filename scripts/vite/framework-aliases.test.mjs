import { readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as stylis from '../../node_modules/stylis/index.js';
import { frameworkAliases } from './framework-aliases.mjs';
import * as stylisWithoutPrefixer from './stylis-without-prefixer.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const routerAlias = (aliases) => aliases.find((a) => a.find.test('react-router'));

describe('framework resolution', () => {
  it('a build takes react-router\'s production build, with its dev warnings off', () => {
    const alias = routerAlias(frameworkAliases(root, { build: true }));
    expect(alias.replacement).toMatch(/react-router[\\/]dist[\\/]production[\\/]index\.mjs$/);
    // the production entry re-exports chunks; the switch is in one of them
    const entry = readFileSync(alias.replacement, 'utf8');
    const chunks = [...entry.matchAll(/from "\.\/(chunk-[\w-]+\.mjs)"/g)].map((m) => readFileSync(resolve(dirname(alias.replacement), m[1]), 'utf8'));
    const switches = chunks.flatMap((c) => c.match(/ENABLE_DEV_WARNINGS = \w+/g) ?? []);
    expect(switches).toEqual(['ENABLE_DEV_WARNINGS = false']);
  });

  it('the dev server keeps the package\'s own resolution, warnings and all', () => {
    expect(routerAlias(frameworkAliases(root, { build: false }))).toBeUndefined();
  });

  it('only react-router itself is redirected, not its subpaths or react-router-dom', () => {
    const alias = routerAlias(frameworkAliases(root, { build: true }));
    expect(alias.find.test('react-router/dom')).toBe(false);
    expect(alias.find.test('react-router-dom')).toBe(false);
  });

  it('the useSyncExternalStore shim resolves to React in both', () => {
    for (const build of [true, false]) {
      const shim = frameworkAliases(root, { build }).find((a) => a.find.test('use-sync-external-store/shim'));
      expect(shim.replacement).toBe('react');
    }
  });

  describe('stylis without its vendor-prefix table', () => {
    it('is what styled-components gets, in a build and in the dev server', () => {
      for (const build of [true, false]) {
        const alias = frameworkAliases(root, { build }).find((a) => a.find.test('stylis'));
        expect(alias.replacement).toBe(resolve(root, 'scripts/vite/stylis-without-prefixer.mjs'));
        expect(alias.find.test('stylis/package.json')).toBe(false);
      }
    });

    it('exports every name stylis does, the parser and serialiser themselves', () => {
      expect(Object.keys(stylisWithoutPrefixer).sort()).toEqual(Object.keys(stylis).sort());
      expect(stylisWithoutPrefixer.compile).toBe(stylis.compile);
      expect(stylisWithoutPrefixer.serialize(stylisWithoutPrefixer.compile('.a{display:flex}'), stylisWithoutPrefixer.stringify)).toBe('.a{display:flex;}');
    });

    it('fails loudly if anything asks for prefixes', () => {
      expect(() => stylisWithoutPrefixer.prefixer({ length: 1, type: 'decl' })).toThrow(/enableVendorPrefixes/);
    });

    it('no source file asks styled-components for vendor prefixes', () => {
      const files = readdirSync(resolve(root, 'src'), { recursive: true }).filter((f) => /\.tsx?$/.test(f));
      const asking = files.filter((f) => /enableVendorPrefixes|StyleSheetManager/.test(readFileSync(resolve(root, 'src', f), 'utf8')));
      expect(files.length).toBeGreaterThan(100);
      expect(asking).toEqual([]);
    });
  });
});
