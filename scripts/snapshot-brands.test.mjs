// npm run snapshot's brand folders: brands/ by default, another folder with --brands-dir, and
// brand folders from anywhere, mounted under their merchant codes; the matrix shoots what it names.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { ROOT } from './brand/check.mjs';
import { TEMPLATE_DIR } from './brand/scaffold.mjs';
import { isBrandPath, snapshotBrands } from './snapshot-brands.mjs';
import { createPreviewPlatform } from './preview-platform/server.mjs';
import { matrix } from '../tests/snapshots/matrix';

const work = mkdtempSync(join(tmpdir(), 'snapshot-brands-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
afterEach(() => {
  delete process.env.BRAND_DIRS;
  delete process.env.SNAPSHOT_BRANDS;
  delete process.env.SNAPSHOT_SCREENS;
});

/** A brand folder outside the repository: the template under another merchant code. */
function outsideBrand(parent, code) {
  const dir = join(work, parent, `folder-of-${code}`);
  mkdirSync(join(work, parent), { recursive: true });
  cpSync(TEMPLATE_DIR, dir, { recursive: true });
  const manifest = JSON.parse(readFileSync(join(dir, 'brand.json'), 'utf8'));
  writeFileSync(join(dir, 'brand.json'), JSON.stringify({ ...manifest, merchantCode: code }, null, 2));
  return dir;
}

const sampleCodes = ['aurora', 'ember', 'reef', 'tide'];

describe('snapshot brand folders', () => {
  it('by default: the folders of brands/, none mounted', () => {
    const { folders, env } = snapshotBrands({ root: ROOT });
    expect([...folders.keys()]).toEqual(expect.arrayContaining(sampleCodes));
    expect(env.SNAPSHOT_BRANDS_DIR).toBe(join(ROOT, 'brands'));
    expect(env.SNAPSHOT_MOUNT).toBeUndefined();
  });

  it('a brand folder from anywhere joins brands/ under its merchant code, mounted', () => {
    const dir = outsideBrand('one', 'outside-one');
    expect(isBrandPath(dir)).toBe(true);
    expect(isBrandPath('--workers')).toBe(false);
    const { folders, env } = snapshotBrands({ root: ROOT, paths: [dir] });
    expect(folders.get('outside-one')).toBe(resolve(dir));
    expect(folders.get('aurora')).toBe(join(ROOT, 'brands', 'aurora'));
    expect(env.SNAPSHOT_MOUNT).toBe(resolve(dir));
    expect(JSON.parse(env.BRAND_DIRS)['outside-one']).toBe(resolve(dir));
  });

  it('--brands-dir replaces brands/: only its folders are shot, none mounted', () => {
    outsideBrand('operator', 'op-a');
    outsideBrand('operator', 'op-b');
    const { folders, env } = snapshotBrands({ root: ROOT, brandsDir: join(work, 'operator') });
    // served as the preview platform serves a brands folder: each under its folder's name
    expect([...folders.keys()].sort()).toEqual(['folder-of-op-a', 'folder-of-op-b']);
    expect(env.SNAPSHOT_BRANDS_DIR).toBe(join(work, 'operator'));
    expect(env.SNAPSHOT_MOUNT).toBeUndefined();
  });

  it('a path that is not a brand folder is refused by name', () => {
    const empty = join(work, 'empty');
    mkdirSync(empty, { recursive: true });
    expect(isBrandPath(empty)).toBe(false);
    expect(() => snapshotBrands({ root: ROOT, paths: [empty] })).toThrow(`${empty}: not a brand folder`);
  });

  it('the matrix shoots the outside brand, reading its own brand.json, and the preview platform serves it', async () => {
    const dir = outsideBrand('two', 'outside-two');
    const { env } = snapshotBrands({ root: ROOT, paths: [dir] });
    Object.assign(process.env, { BRAND_DIRS: env.BRAND_DIRS, SNAPSHOT_BRANDS: 'outside-two', SNAPSHOT_SCREENS: 'register' });
    const cells = matrix();
    expect(cells.map((c) => `${c.brand}/${c.theme}/${c.lang}/${c.screen}`)).toEqual(['outside-two/dark/EN/register', 'outside-two/light/EN/register']);

    const platform = createPreviewPlatform({ brandsDir: join(ROOT, 'brands'), extraBrands: { 'outside-two': dir } });
    const { port } = await platform.listen(0, '127.0.0.1');
    try {
      const index = await (await fetch(`http://127.0.0.1:${port}/brands/index.json`)).json();
      expect(index.brands.map((b) => b.code)).toContain('outside-two');
      const manifest = await (await fetch(`http://127.0.0.1:${port}/brands/outside-two/brand.json`)).json();
      expect(manifest.merchantCode).toBe('outside-two');
    } finally {
      await platform.close();
    }
  });
});
