/**
 * Shared helpers for the end-to-end suite: brand URLs, the brands' own documents (so a test
 * states what a brand should look like from its data, not from copied constants), and a
 * page fixture that fails a test on any console error or CSP violation.
 */
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
// @ts-expect-error: a plain .mjs module of the preview platform, without types
import { encryptForServer } from '../../scripts/preview-platform/crypto.mjs';
export { scrollToFooter } from '../../scripts/footer-scroll.mjs';
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
 * Logged-in-only brands show the shell only to a session: a token in the address (the spec's
 * "token in url query logs the user in"). The placeholder below is swapped, before the page's
 * scripts run, for a real session of the brand's first seed player (the `guardedSession`
 * fixture), since the logged-in header asks the platform for the member's info and balance.
 */
export const GUARD_TOKEN_PLACEHOLDER = 'preview-session';

/** Logs the brand's first seed player in through the platform's encrypted login; returns the token. */
export async function seedPlayerToken(request: APIRequestContext, code: string): Promise<string> {
  const seed = readJson<{ accounts: Array<{ username: string; password: string | null; type: number }> }>(code, 'fixtures', 'accounts.json');
  const player = seed.accounts.find((a) => a.type === 0 && a.password && a.password !== '123456');
  if (!player) throw new Error(`${code}: no seed player to log in with`);
  const api = `http://localhost:${PORT}`;
  const headers = { Merchant: code };
  const rsa = (await (await request.get(`${api}/wps/session/key/rsa?t=${Date.now()}`, { headers })).json()) as { value: string };
  const desKey = randomBytes(8).toString('hex'); // 16 alphanumeric characters
  const { body, encryption } = (encryptForServer as (p: unknown, m: string, k: string) => { body: unknown; encryption: string })(
    { username: player.username, password: player.password, type: 'username', loginDeviceId: 'e2e-guard' },
    rsa.value,
    desKey,
  );
  const res = await request.post(`${api}/wps/session/login`, { headers: { ...headers, Encryption: encryption }, data: body });
  const reply = (await res.json()) as { success: boolean; value?: { token: string }; message?: string };
  if (!reply.success || !reply.value) throw new Error(`${code}: seed login failed: ${reply.message}`);
  return reply.value.token;
}

export function withSessionIfGuarded(code: string, path = '/'): string {
  if (!brandFlag(brandDocs(code), 'LOGINONLY3')) return path;
  return `${path}${path.includes('?') ? '&' : '?'}token=${GUARD_TOKEN_PLACEHOLDER}`;
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

export const test = base.extend<{ consoleErrors: string[]; analyticsRequests: string[]; guardedSession: void }>({
  /** A real session for the placeholder token of logged-in-only brands (see withSessionIfGuarded). */
  guardedSession: [
    async ({ page, request }, use) => {
      const tokens: Record<string, string> = {};
      for (const code of BRAND_CODES) {
        if (brandFlag(brandDocs(code), 'LOGINONLY3')) tokens[code] = await seedPlayerToken(request, code);
      }
      await page.addInitScript(
        ({ map, placeholder }) => {
          const url = new URL(location.href);
          if (url.searchParams.get('token') !== placeholder) return;
          const code = location.hostname.split('.')[0] ?? '';
          const real = map[code];
          if (!real) return;
          url.searchParams.set('token', real);
          history.replaceState(history.state, '', url.toString());
        },
        { map: tokens, placeholder: GUARD_TOKEN_PLACEHOLDER },
      );
      await use();
    },
    { auto: true },
  ],
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
        // a string key shown raw (its locale section not loaded yet, or a typo) is an error too
        if (msg.type() === 'error' || (msg.type() === 'warning' && msg.text().startsWith('missing string:'))) errors.push(msg.text());
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

/**
 * Rewrites the JSON replies of the preview platform that match `pattern` before the page sees
 * them: the real reply is fetched (from localhost: Node does not resolve *.localhost, the
 * request's headers name the merchant) and `edit` changes it in place.
 */
export async function rewriteReply<T>(page: Page, pattern: string | RegExp, edit: (body: T) => void) {
  await page.route(pattern, async (route) => {
    const url = new URL(route.request().url());
    url.hostname = 'localhost';
    try {
      const response = await route.fetch({ url: url.toString() });
      const body = (await response.json()) as T;
      edit(body);
      await route.fulfill({ response, json: body });
    } catch (e) {
      // the page went on meanwhile (a navigation, the test's end): its request is gone with it
      if (!page.isClosed() && !/disposed|closed|cancel/i.test(String(e))) throw e;
    }
  });
}
