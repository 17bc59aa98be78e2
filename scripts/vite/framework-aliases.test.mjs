import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { frameworkAliases } from './framework-aliases.mjs';

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
});
