/**
 * `npm run preview:brand`: the live preview of a brand folder. Each brand runs on a COPY of its
 * folder in a temp dir (brands/ is never touched), served by the real entry point
 * (scripts/preview-brand.mjs) on a free port with its own Vite cache.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brandDocs, brandFlag, brandsCovering, expect, flagOf, guardedOf, rgb, test, visitorPath } from './support';
import { FLAG } from '../../src/contract/flags';
import { deriveTheme } from '../../src/theme/deriveTheme';
import { formatMoney } from '../../src/ui/format';

// two brands that differ in mode (aurora dark, ember light)
const BRANDS = ['aurora', 'ember'];
// the toolbar's log-ins, on brands served straight from brands/ too: free play on (aurora, tide; tide
// is logged-in-only) and off (ember)
const LOGIN_BRANDS = brandsCovering([flagOf(FLAG.FREE_PLAY), guardedOf]);

/** A full page load of the dev server (no bundle) while another worker runs beside it. */
const RELOAD_TIMEOUT = 30_000;

interface Preview {
  /** code -> { url, dir } of its copy */
  brands: Map<string, { url: string; dir: string }>;
  port: string;
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
  return { brands, port, child, tmp };
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
      await expect(page.getByTestId('header-login')).toBeVisible({ timeout: RELOAD_TIMEOUT });
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
      await expect(login).toHaveCSS('background-color', rgb(deriveTheme(mode, manifest.theme[mode]).colors.headerPrimary));
      await expect(page.getByTestId('preview-toolbar').getByRole('toolbar')).toBeVisible();
      await expect(overlay).toHaveCount(0);

      await test.step('a colour edit', async () => {
        const seeds = { ...manifest.theme[mode], primary: mode === 'dark' ? '#f0abfc' : '#1d4ed8' };
        const expected = deriveTheme(mode, seeds).colors.primary;
        expect(rgb(expected)).not.toBe(rgb(deriveTheme(mode, manifest.theme[mode]).colors.primary));
        editJson(file, (doc) => {
          doc.theme[mode].primary = seeds.primary;
        });
        // the theme's primary (the header's buttons keep off the header's colour: theirs may not move)
        await expect(page.locator('html')).toHaveCSS('--color-primary', expected);
        expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(42);
      });

      await test.step('the toolbar switches the theme in place', async () => {
        const other = mode === 'dark' ? 'light' : 'dark';
        const current = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
        await page.getByTestId('preview-toolbar').locator('select[name=theme]').selectOption(other);
        await expect(page.locator('html')).toHaveAttribute('data-theme', other);
        await expect(login).toHaveCSS('background-color', rgb(deriveTheme(other, current.theme[other] as never).colors.headerPrimary));
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

  for (const code of LOGIN_BRANDS) {
    test(`${code}: the toolbar logs in as the seed agent, then starts a trial (or says why it cannot)`, async ({ page }) => {
      const docs = brandDocs(code);
      const seed = seedAccounts(code);
      const agent = seed.accounts.find((a) => [1, 2, 41, 42].includes(a.type))!;
      const start = new URL(visitorPath(code), `http://${code}.localhost:${preview.port}/`).toString();
      const toolbarLogin = page.getByTestId('preview-toolbar').locator('select[name=login]');
      await page.goto(start);
      await expect(page.getByTestId('header-login')).toBeVisible({ timeout: RELOAD_TIMEOUT });
      await page.waitForFunction(() => window.__brandPreview?.ready === true);

      await test.step('agent: the logged-in header of the agent account', async () => {
        await toolbarLogin.selectOption(`account:${agent.username}`);
        // the log-in is a full reload of Vite's unbundled dev page: on a busy CI machine that alone
        // can take longer than the usual 7 s, as the first visit above is allowed
        await expect(page.getByTestId('header-account')).toHaveText(agent.nickname, { timeout: RELOAD_TIMEOUT });
        await expect(page.getByTestId('header-balance')).toHaveText(formatMoney(agent.balance));
        await expect(page.getByTestId('header-login')).toHaveCount(0);
        await expect(page.getByTestId('header-avatar')).toBeVisible();
      });

      const trial = toolbarLogin.locator(`option[value="trial"]`);
      if (!brandFlag(docs, FLAG.FREE_PLAY)) {
        await test.step('free play off: the trial is not offered, and the toolbar says why', async () => {
          await expect(trial).toBeDisabled();
          await expect(trial).toContainText(FLAG.FREE_PLAY);
          await expect(toolbarLogin.locator('option:not([disabled])')).toHaveCount(seed.accounts.filter((a) => a.type === 0 || [1, 2, 41, 42].includes(a.type)).length + 1);
        });
        return;
      }

      await test.step('trial: nothing of the agent shows while the new session loads', async () => {
        // the agent's member info is loaded already
        await expect(page.getByTestId('header-account')).toHaveText(agent.nickname);
        // hold the trial's member info: the header must not show the agent's name or the member centre meanwhile
        let release!: () => void;
        const held = new Promise<void>((done) => (release = done));
        let asked = false;
        await page.route('**/wps/member/info*', async (route) => {
          asked = true;
          await held;
          await route.continue();
        });
        await expect(trial).toBeEnabled();
        await toolbarLogin.selectOption('trial');
        await expect.poll(() => asked, { timeout: RELOAD_TIMEOUT }).toBe(true);
        await expect(page.getByTestId('header-avatar')).toBeVisible();
        await expect(page.getByTestId('header-account')).toHaveText('');
        await expect(page.getByTestId('header-deposit')).toHaveCount(0);
        release();
        // once the held call has gone on: the last route's removal would otherwise let it go first
        await page.unrouteAll({ behavior: 'wait' });
      });

      await test.step('trial: the header of the trial account, with no real-account-only entry', async () => {
        // the platform's free play names every guest "Guest" and gives the brand's trial balance
        await expect(page.getByTestId('header-account')).toHaveText('Guest');
        await expect(page.getByTestId('header-balance')).toHaveText(formatMoney(seed.trial.balance));
        expect(await page.evaluate(() => sessionStorage.getItem('isAgent'))).toBe('4');
        await expect(page.getByTestId('header-deposit')).toHaveCount(0);
        await expect(page.getByTestId('header-withdraw')).toHaveCount(0);
        await page.getByTestId('header-avatar').click();
        await expect(page.getByTestId('header-avatar-menu').getByRole('menuitem')).toHaveCount(2);
      });
    });
  }
});

interface SeedAccounts {
  accounts: Array<{ username: string; nickname: string; type: number; balance: number }>;
  trial: { balance: number };
}

function seedAccounts(code: string): SeedAccounts {
  return JSON.parse(readFileSync(join(process.cwd(), 'brands', code, 'fixtures', 'accounts.json'), 'utf8')) as SeedAccounts;
}
