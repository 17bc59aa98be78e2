/**
 * Shared helpers for the end-to-end suite: brand URLs, the brands' own documents (so a test
 * states what a brand should look like from its data, not from copied constants), and a
 * page fixture that fails a test on any console error or CSP violation.
 */
import { test as base, expect, type Page } from '@playwright/test';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { deriveTheme } from '../../src/theme/deriveTheme';
import type { ThemeSeeds } from '../../src/theme/tokens';

export const PORT = Number(process.env.E2E_PORT ?? 4310);
const BRANDS_DIR = join(process.cwd(), 'brands');

export interface BrandDocs {
  code: string;
  manifest: {
    name: string;
    theme: { defaultMode: 'dark' | 'light'; dark: ThemeSeeds; light: ThemeSeeds };
    languages: { supported: string[]; default: string };
    footer: { about: Record<string, string>; copyright: string };
    layout: { embeddedShowsBars: boolean };
  };
  permission: {
    info: {
      whitelabel: WhitelabelNode[];
      resources: Array<{ resourceType: string; url: string }>;
    };
  };
}

interface WhitelabelNode {
  modId: string;
  enabled: string;
  childrenNodes?: WhitelabelNode[];
}

function readJson<T>(...parts: string[]): T {
  return JSON.parse(readFileSync(join(BRANDS_DIR, ...parts), 'utf8')) as T;
}

export const BRAND_CODES = readdirSync(BRANDS_DIR, { withFileTypes: true })
  .filter((d) => d.isDirectory() && !d.name.startsWith('_'))
  .map((d) => d.name)
  .sort();

export function brandDocs(code: string): BrandDocs {
  return {
    code,
    manifest: readJson(code, 'brand.json'),
    permission: readJson(code, 'permission.json'),
  };
}

/** modId -> on, read straight from the brand's whitelabel tree. */
export function brandFlag(docs: BrandDocs, modId: string): boolean {
  const walk = (nodes: WhitelabelNode[]): boolean | undefined => {
    for (const n of nodes) {
      if (n.modId === modId) return n.enabled === '1';
      const inner = walk(n.childrenNodes ?? []);
      if (inner !== undefined) return inner;
    }
    return undefined;
  };
  return walk(docs.permission.info.whitelabel) ?? false;
}

export function brandUrl(code: string, path = '/'): string {
  return `http://${code}.localhost:${PORT}${path}`;
}

/** `#rrggbb` -> `rgb(r, g, b)` as getComputedStyle reports it. */
export function rgb(hex: string): string {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h.slice(0, 6);
  const n = parseInt(full, 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

export function expectedTheme(docs: BrandDocs, mode: 'dark' | 'light') {
  return deriveTheme(mode, docs.manifest.theme[mode]);
}

/**
 * Logged-in-only brands show the shell only to a session. Until the account flows land, a
 * token in the address (the spec's "token in url query logs the user in") stands for one.
 */
export function withSessionIfGuarded(code: string, path = '/'): string {
  if (!brandFlag(brandDocs(code), 'LOGINONLY3')) return path;
  return `${path}${path.includes('?') ? '&' : '?'}token=preview-session`;
}

/** A page with the header a visitor can reach: home, or the register page on a logged-in-only brand. */
export function visitorPath(code: string): string {
  return brandFlag(brandDocs(code), 'LOGINONLY3') ? '/register' : '/';
}

/** Opens a brand's page and waits until boot has rendered something other than the splash. */
export async function openBrand(page: Page, code: string, path = '/', opts: { preview?: string } = {}) {
  const url = new URL(brandUrl(code, path));
  if (opts.preview) url.searchParams.set('preview', opts.preview);
  await page.goto(url.toString());
  await expect(page.getByTestId('boot-splash')).toHaveCount(0, { timeout: 15_000 });
}

export const test = base.extend<{ consoleErrors: string[]; analyticsRequests: string[] }>({
  /** The machine has no internet: answer Google's tag script locally and record who asked for it. */
  analyticsRequests: [
    async ({ page }, use) => {
      const requests: string[] = [];
      await page.route('https://www.googletagmanager.com/**', (route) => {
        requests.push(route.request().url());
        return route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* gtag stand-in */' });
      });
      await use(requests);
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page }, use, testInfo) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
      await use(errors);
      // a test that expects errors (faults, broken config) empties the list itself
      if (!testInfo.annotations.some((a) => a.type === 'allow-console-errors')) {
        expect(errors, 'console errors').toEqual([]);
      }
    },
    { auto: true },
  ],
});

export { expect };

/** Game categories that have at least one vendor in the brand's fixtures. */
export function brandCategories(code: string): string[] {
  const games = readJson<{ vendors: Record<string, unknown[]> }>(code, 'fixtures', 'games.json');
  return Object.entries(games.vendors)
    .filter(([, vendors]) => vendors.length > 0)
    .map(([category]) => category);
}

export const ALL_CATEGORIES = ['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS', 'COCKFIGHT'];

/** Sets the stored theme before any page script runs. */
export async function presetTheme(page: Page, mode: 'dark' | 'light') {
  await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
}
