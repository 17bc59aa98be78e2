// brand:new: a scaffolded brand (from the template or from a sample brand) passes the brand check
// at once, with its own code, name and domains, and nothing left pointing at the source brand.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkBrandFolder, formatFinding, ROOT } from './check.mjs';
import { nameFromCode, scaffoldBrand } from './scaffold.mjs';

const brandsDir = mkdtempSync(join(tmpdir(), 'brand-new-test-'));
afterAll(() => rmSync(brandsDir, { recursive: true, force: true }));

const manifestOf = (dir) => JSON.parse(readFileSync(join(dir, 'brand.json'), 'utf8'));

describe('scaffoldBrand', () => {
  it.each([
    ['nova', undefined, 'template'],
    ['lucky-star', 'aurora', 'aurora'],
    ['harbor', 'tide', 'tide'],
  ])('%s from %s passes the check', async (code, from, oldCode) => {
    const made = scaffoldBrand({ code, from, brandsDir });
    const result = await checkBrandFolder(made.dir);
    expect(result.errors.map(formatFinding)).toEqual([]);
    const manifest = manifestOf(made.dir);
    expect(manifest.merchantCode).toBe(code);
    expect(manifest.name).toBe(nameFromCode(code));
    expect(manifest.domains).toEqual([`${code}.localhost`, `${code}.example.test`]);
    expect(manifest.assets.favicon).toBe(`/brands/${code}/assets/favicon.svg`);
    // no same-origin path or host of the source brand is left
    for (const file of ['brand.json', 'permission.json', 'fixtures/banners.json', 'fixtures/promotions.json']) {
      const text = readFileSync(join(made.dir, file), 'utf8');
      expect(text, file).not.toMatch(new RegExp(`/${oldCode}/|"${oldCode}\\.|//${oldCode}\\.`));
    }
  });

  it('refuses a bad code and an existing folder', () => {
    expect(() => scaffoldBrand({ code: 'Bad Code', brandsDir })).toThrow(/not a brand code/);
    expect(() => scaffoldBrand({ code: 'nova', brandsDir })).toThrow(/already exists/);
    expect(() => scaffoldBrand({ code: 'other', from: 'no-such-brand', brandsDir })).toThrow(/no brand folder "no-such-brand"/);
  });

  it('brand:new CLI scaffolds, checks and exits 0', () => {
    const r = spawnSync(process.execPath, [join(ROOT, 'scripts/brand-new.mjs'), 'cli-brand', '--from', 'ember', '--name', 'CLI Brand', '--dir', brandsDir], { encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/brand check: ok/);
    expect(manifestOf(join(brandsDir, 'cli-brand')).name).toBe('CLI Brand');
    expect(readdirSync(join(brandsDir, 'cli-brand', 'assets')).length).toBeGreaterThan(0);
  });
});
