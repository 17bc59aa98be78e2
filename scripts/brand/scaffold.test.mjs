// brand:new: a scaffolded brand (from the template or from a sample brand) passes the brand check
// at once, with its own code, name and domains, and nothing left pointing at the source brand.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { allBrandFolders, checkBrandFolder, formatFinding, loadEngine, ROOT } from './check.mjs';
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

  it('from the template: a neutral brand, naming no sample brand (captions, URLs, chat links, analytics)', async () => {
    const made = scaffoldBrand({ code: 'neutral', brandsDir });
    const engine = await loadEngine();
    const samples = allBrandFolders().map((dir) => manifestOf(dir));
    const files = [];
    const walk = (dir) => readdirSync(dir).forEach((f) => (statSync(join(dir, f)).isDirectory() ? walk(join(dir, f)) : files.push(join(dir, f))));
    walk(made.dir);
    const permission = JSON.parse(readFileSync(join(made.dir, 'permission.json'), 'utf8'));
    const chatLinks = permission.info.customerService.map((c) => engine.decryptServicePath(c.path));
    expect(chatLinks.every((url) => typeof url === 'string' && url.startsWith('https://'))).toBe(true);
    const texts = [...files.filter((f) => /\.(json|svg)$/.test(f)).map((f) => [f, readFileSync(f, 'utf8')]), ['customerService', chatLinks.join(' ')]];
    for (const { merchantCode, name } of samples) {
      for (const [file, text] of texts) {
        expect(text, `${file} names ${merchantCode}`).not.toMatch(new RegExp(`\\b${merchantCode}`, "i"));
        expect(text, `${file} names ${name}`).not.toContain(name);
      }
    }
    expect(permission.info.analytics.gtagId).toBeNull();
  });

  it('a folder outside brands/ gets $schema paths that lead to the schemas', () => {
    const made = scaffoldBrand({ code: 'elsewhere', brandsDir: join(brandsDir, 'deeper', 'still') });
    const withSchema = ['brand.json', 'permission.json', 'registration.json'].map((f) => join(made.dir, f));
    for (const file of withSchema) {
      const schema = JSON.parse(readFileSync(file, 'utf8')).$schema;
      expect(schema, file).toMatch(/schemas\/[a-z-]+\.schema\.json$/);
      expect(existsSync(resolve(dirname(file), schema)), `${file}: ${schema}`).toBe(true);
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
