/**
 * `npm run preview:brand`: the live preview of a brand folder. Each brand runs on a COPY of its
 * folder in a temp dir (brands/ is never touched), served by the real entry point
 * (scripts/preview-brand.mjs) on a free port with its own Vite cache.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brandDocs, expect, rgb, test, visitorPath } from './support';
import { deriveTheme } from '../../src/theme/deriveTheme';

// two brands that differ in mode (aurora dark, ember light)
const BRANDS = ['aurora', 'ember'];

interface Preview {
  /** code -> { url, dir } of its copy */
  brands: Map<string, { url: string; dir: string }>;
  child: ChildProcess;
  tmp: string;
}

/** One preview server for copies of every brand of BRANDS (one Vite start, one dependency scan). */
async function startPreview(): Promise<Preview> {
  const tmp = mkdtempSync(join(tmpdir(), 'preview-e2e-'));
  const dirs = BRANDS.map((code) => {
    const dir = join(tmp, code);
    cpSync(join(process.cwd(), 'brands', code), dir, { recursive: true });
    return dir;
  });
  const child = spawn(process.execPath, ['scripts/preview-brand.mjs', ...dirs, '--port', '0', '--cache-dir', join(tmp, 'vite-cache')], {
    cwd: process.cwd(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const port = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`preview:brand did not print its URLs:\n${out}`)), 20_000);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const found = BRANDS.map((code) => new RegExp(`http://${code}\\.localhost:(\\d+)/`).exec(out));
      if (found.every(Boolean)) {
        clearTimeout(timer);
        resolve(found[0]![1]!);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (status) => reject(new Error(`preview:brand exited (${status}):\n${out}`)));
  });
  const brands = new Map(BRANDS.map((code, i) => [code, { url: `http://${code}.localhost:${port}/`, dir: dirs[i]! }]));
  return { brands, child, tmp };
}

interface Manifest {
  theme: Record<'dark' | 'light', Record<string, string>>;
}

function editJson(file: string, edit: (doc: Manifest) => void): void {
  const doc = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  edit(doc);
  writeFileSync(file, `${JSON.stringify(doc, null, 2)}\n`);
}

test.describe('live preview (npm run preview:brand)', () => {
  test.describe.configure({ mode: 'serial', timeout: 60_000 });
  let preview: Preview;

  test.beforeAll(async () => {
    preview = await startPreview();
  });
  test.afterAll(() => {
    preview?.child.kill('SIGTERM');
    if (preview) rmSync(preview.tmp, { recursive: true, force: true });
  });

  for (const code of BRANDS) {
    async function open(page: import('@playwright/test').Page) {
      await page.goto(new URL(visitorPath(code), preview.brands.get(code)!.url).toString());
      await expect(page.getByTestId('header-login')).toBeVisible({ timeout: 30_000 });
      await page.waitForFunction(() => window.__brandPreview?.ready === true);
      // survives only if the page is never reloaded
      await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));
    }

    test(`${code}: edits show without a reload: a colour at once, a broken file as an overlay that goes when fixed`, async ({ page, consoleErrors }) => {
      test.info().annotations.push({ type: 'allow-console-errors', description: 'the overlay logs the check errors' });
      const { manifest } = brandDocs(code);
      const mode = manifest.theme.defaultMode;
      const file = join(preview.brands.get(code)!.dir, 'brand.json');
      await open(page);
      const login = page.getByTestId('header-login');
      const overlay = page.getByTestId('preview-overlay').getByRole('alert');
      await expect(login).toHaveCSS('background-color', rgb(deriveTheme(mode, manifest.theme[mode]).colors.primary));
      await expect(page.getByTestId('preview-toolbar').getByRole('toolbar')).toBeVisible();
      await expect(overlay).toHaveCount(0);

      await test.step('a colour edit', async () => {
        const seeds = { ...manifest.theme[mode], primary: mode === 'dark' ? '#f0abfc' : '#1d4ed8' };
        const expected = deriveTheme(mode, seeds).colors.primary;
        expect(rgb(expected)).not.toBe(rgb(deriveTheme(mode, manifest.theme[mode]).colors.primary));
        editJson(file, (doc) => {
          doc.theme[mode].primary = seeds.primary;
        });
        await expect(login).toHaveCSS('background-color', rgb(expected));
        expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(42);
      });

      await test.step('the toolbar switches the theme in place', async () => {
        const other = mode === 'dark' ? 'light' : 'dark';
        const current = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
        await page.getByTestId('preview-toolbar').locator('select[name=theme]').selectOption(other);
        await expect(page.locator('html')).toHaveAttribute('data-theme', other);
        await expect(login).toHaveCSS('background-color', rgb(deriveTheme(other, current.theme[other] as never).colors.primary));
        await page.getByTestId('preview-toolbar').locator('select[name=theme]').selectOption(mode);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      });

      await test.step('a broken edit, then the fix', async () => {
        const good = readFileSync(file, 'utf8');
        editJson(file, (doc) => {
          doc.theme.dark.accent = 'not-a-colour';
        });
        // the check's own finding: file:line  pointer  message
        const line = readFileSync(file, 'utf8').split('\n').findIndex((l) => l.includes('not-a-colour')) + 1;
        await expect(overlay).toBeVisible();
        await expect(overlay).toContainText(`brand.json:${line}  /theme/dark/accent  must be a colour`);
        expect(consoleErrors.join('\n')).toContain(`brand.json:${line}  /theme/dark/accent`);

        writeFileSync(file, good);
        await expect(overlay).toHaveCount(0);
        await expect(login).toBeVisible();
        expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(42);
      });
      consoleErrors.length = 0;
    });
  }
});
