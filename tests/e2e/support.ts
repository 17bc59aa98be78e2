/**
 * Shared helpers for the end-to-end suite: brand URLs, the brands' own documents (so a test
 * states what a brand should look like from its data, not from copied constants), and a
 * page fixture that fails a test on any console error or CSP violation.
 */
import { test as base, expect, type APIRequestContext, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
// @ts-expect-error: a plain .mjs module of the preview platform, without types
import { encryptForServer } from '../../scripts/preview-platform/crypto.mjs';
export { scrollToFooter } from '../../scripts/footer-scroll.mjs';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
// @ts-expect-error: a plain .mjs module of the preview platform, without types
import { lanesReply } from '../../scripts/preview-platform/routes/games.mjs';
import { buildMenuCategories } from '../../src/brand/buildBrandModel';
import type { MenuCategory } from '../../src/brand/model';
import { readWhitelabel } from '../../src/contract/flags';
import { passAll } from '../../src/contract/readers/check';
import { readLanes } from '../../src/contract/readers/games';
import { deriveTheme } from '../../src/theme/deriveTheme';
import { LATE_HOSTS_MARK } from '../../src/state/afterFirstScreen';
import { GTAG_ORIGIN } from '../../src/boot/analytics';
import { brandFolder, brandFolderCodes } from '../brandFolders';
import { coveringBrands, type Trait } from '../brandCover';
import type { ThemeSeeds } from '../../src/theme/tokens';
import type { CallSpec } from '../../src/contract/callSpec';

export const PORT = Number(process.env.E2E_PORT ?? 4310);

export interface BrandDocs {
  code: string;
  manifest: {
    name: string;
    theme: { defaultMode: 'dark' | 'light'; dark: ThemeSeeds; light: ThemeSeeds };
    languages: { supported: string[]; default: string };
    footer: { about: Record<string, string>; copyright: string };
    layout: { embeddedShowsBars: boolean };
    loginedToHomePage?: boolean;
    assets: { logo: { dark: string; light: string }; favicon: string };
  };
  permission: {
    info: {
      whitelabel: unknown;
      resources: Array<{ resourceType: string; url: string }>;
    };
  };
}

function readJson<T>(...parts: string[]): T {
  const [code, ...rest] = parts;
  return JSON.parse(readFileSync(join(brandFolder(code!), ...rest), 'utf8')) as T;
}

export const BRAND_CODES = brandFolderCodes();

/**
 * The brands a test runs over: the fewest (two at least) in which each trait takes every value it
 * has in any brand (tests/brandCover.ts), among `among` (every brand by default).
 * E2E_ALL_BRANDS=1 runs every brand instead, as a release run or a brand operator would.
 */
export function brandsCovering(traits: readonly Trait[], among: readonly string[] = BRAND_CODES): string[] {
  if (process.env.E2E_ALL_BRANDS === '1') return [...among];
  return coveringBrands(among, traits);
}

/** A trait: the brand's reading of a flag (a modId). */
export const flagOf = (modId: string): Trait => (code) => brandFlag(brandDocs(code), modId);
/** A trait: the brand's reading of several flags together, so brands that differ in how they combine are covered too (one on and another off). */
export const flagSetOf = (...modIds: string[]): Trait => (code) => modIds.map((id) => brandFlag(brandDocs(code), id));
/** A trait: the brand is for logged-in users only. */
export const guardedOf: Trait = (code) => loggedInOnly(brandDocs(code));
/** A trait: the brand's default theme. */
export const defaultModeOf: Trait = (code) => brandDocs(code).manifest.theme.defaultMode;
/** A trait: the brand offers more than one language (so it has a language selector). */
export const multilingualOf: Trait = (code) => brandDocs(code).manifest.languages.supported.length > 1;
/** A trait: the brand has a recorded reply for a call path (replies/<path>.json), not a fixture's. */
export const recordedOf = (path: string): Trait => (code) => recordedValue(code, path) !== null;

/** The value of a brand's recorded reply for a call path (replies/<path>.json, value or envelope), or null without one. */
export function recordedValue<T>(code: string, path: string): T | null {
  if (!existsSync(join(brandFolder(code), 'replies', `${path}.json`))) return null;
  const reply = readJson<{ success?: unknown; value?: T }>(code, 'replies', `${path}.json`);
  return (reply && typeof reply === 'object' && 'success' in reply ? reply.value : reply) as T;
}

/** A brand's platform reply: its recording when it has one, else the document file. */
function platformReply<T>(code: string, path: string, file: string): T {
  return recordedValue<T>(code, path) ?? readJson<T>(code, file);
}

/** A registration field rule as the platform sends it. */
export interface PlatformRule {
  enabled: boolean;
  required: boolean;
  acceptedPattern?: string | null;
  patternId: number | null;
  minLength: number | null;
  maxLength: number | null;
}

/** The registration rules the platform answers for a brand: its recording, else registration.json. */
export function brandRegistration(code: string): Record<string, PlatformRule> {
  const rules = platformReply<Record<string, PlatformRule>>(code, 'wps/system/setting/register', 'registration.json');
  return Object.fromEntries(Object.entries(rules).filter(([name]) => !name.startsWith('$')));
}

export function brandDocs(code: string): BrandDocs {
  return {
    code,
    manifest: readJson(code, 'brand.json'),
    permission: platformReply(code, 'wps/system/status', 'permission.json'),
  };
}

/** A flag (a modId of the contract's FLAG) as the site reads the brand's whitelabel tree: off under a parent that is off. */
export function brandFlag(docs: BrandDocs, modId: string): boolean {
  return readWhitelabel(docs.permission.info.whitelabel).flags[modId] === true;
}

/** The brand is for logged-in users only (its manifest's loginedToHomePage). */
export function loggedInOnly(docs: BrandDocs): boolean {
  return docs.manifest.loginedToHomePage === true;
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
  const reply = await platformLogin(request, code, player.username, player.password!);
  if (!reply.success || !reply.value) throw new Error(`${code}: seed login failed: ${reply.message}`);
  return reply.value.token;
}

/** The platform's encrypted login as the site sends it (the preview's stand-in human check solved where the brand has one); its reply. */
export async function platformLogin(request: APIRequestContext, code: string, username: string, password: string): Promise<{ success: boolean; value?: { token: string }; message?: string }> {
  const api = `http://localhost:${PORT}`;
  const headers = { Merchant: code };
  const rsa = (await (await request.get(`${api}/wps/session/key/rsa?t=${Date.now()}`, { headers })).json()) as { value: string };
  const desKey = randomBytes(8).toString('hex'); // 16 alphanumeric characters
  // a brand with the server-checked human check (GEETEST3): solve the preview's stand-in puzzle
  const check = (await (await request.get(`${api}/wps/captcha/geetest?product=login`, { headers })).json()) as { success: boolean; value?: { standIn?: { lotNumber: string; gap: number } } };
  const puzzle = check.success ? check.value?.standIn : undefined;
  const humanCheck = puzzle ? { geetestValidateV4: { captcha_id: 'preview', lot_number: puzzle.lotNumber, pass_token: puzzle.lotNumber, gen_time: '0', captcha_output: String(puzzle.gap) } } : {};
  const { body, encryption } = (encryptForServer as (p: unknown, m: string, k: string) => { body: unknown; encryption: string })(
    { username, password, type: 'username', loginDeviceId: 'e2e-guard', ...humanCheck },
    rsa.value,
    desKey,
  );
  const res = await request.post(`${api}/wps/session/login`, { headers: { ...headers, Encryption: encryption }, data: body });
  return (await res.json()) as { success: boolean; value?: { token: string }; message?: string };
}

export function withSessionIfGuarded(code: string, path = '/'): string {
  if (!loggedInOnly(brandDocs(code))) return path;
  return `${path}${path.includes('?') ? '&' : '?'}token=${GUARD_TOKEN_PLACEHOLDER}`;
}

/** A page with the header a visitor can reach: home, or the register page on a logged-in-only brand. */
export function visitorPath(code: string): string {
  return loggedInOnly(brandDocs(code)) ? '/register' : '/';
}

/** Opens a brand's page and waits until boot has rendered something other than the splash. */
/** The site's strings (locales/) in the brand's default language. */
export function siteStrings(code: string): { errors: Record<string, string>; common: Record<string, string> } {
  const lang = brandDocs(code).manifest.languages.default.toLowerCase();
  return JSON.parse(readFileSync(join('locales', `${lang}.json`), 'utf8')) as { errors: Record<string, string>; common: Record<string, string> };
}

/**
 * The scripts the page asks for from now on (`pattern`: those whose address matches), each time it
 * asks. A lazy chunk counts once per import: the site fetches a chunk it has not imported yet before
 * it imports it (src/state/importChunk.ts), and that fetch is not a script request.
 */
export function scriptRequests(page: Page, pattern = /\.js(?:\?|$)/): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script' && pattern.test(r.url())) seen.push(r.url());
  });
  return seen;
}

/**
 * The address of the lazy chunks named `names` (a regular expression's alternatives), with or
 * without the `retry` query an import carries after the chunk failed (src/state/importChunk.ts).
 */
export function chunkAddress(names: string): RegExp {
  return new RegExp(`/assets/(?:${names})-[^/?]+\\.js(?:\\?retry=\\d+)?$`);
}

export async function openBrand(page: Page, code: string, path = '/', opts: { preview?: string } = {}) {
  const url = new URL(brandUrl(code, path));
  if (opts.preview) url.searchParams.set('preview', opts.preview);
  await page.goto(url.toString());
  await expect(page.getByTestId('boot-splash')).toHaveCount(0, { timeout: 15_000 });
}

/**
 * The member watchers (the money notices, a contract offer's popup) start 20 s after the header
 * painted, when the browser is idle within 4 s more (layout/header/MemberWatchers.tsx). On a page
 * whose clock was installed before it loaded (`page.clock.install()`), this jumps the page's time
 * past that at once instead of waiting for it (each timer due fires once, no run through every
 * frame and carousel turn of the 24 s); what they then fetch and show comes as it would.
 */
export async function wakeMemberWatchers(page: Page) {
  await page.clock.fastForward(24_000);
}

/** sessionStorage `index_notice` once the popup notices were shown after boot and after a login (features/messages/notices.ts) */
export const NOTICES_SHOWN = 'guest,member';

/** The popup notices count as shown on this page: they open by themselves 3 s after boot, over whatever a test clicks next. */
export function presetNoticesShown(page: Page) {
  return page.addInitScript((shown) => {
    try {
      sessionStorage.setItem('index_notice', shown);
    } catch {
      /* no storage: nothing to preset */
    }
  }, NOTICES_SHOWN);
}

/** A second player's page in a browser context of its own (its own session), as quiet as every spec's page. */
export async function otherPlayersPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await presetNoticesShown(page);
  return { context, page };
}

export const test = base.extend<{ consoleErrors: string[]; analyticsRequests: string[]; guardedSession: void; showNotices: boolean; noticesShown: void }>({
  /** the popup notices open by themselves after boot and login; specs that test them turn this on */
  showNotices: [false, { option: true }],
  /** Otherwise they count as shown already, so they cover nothing another spec clicks. */
  noticesShown: [
    async ({ page, showNotices }, use) => {
      if (!showNotices) await presetNoticesShown(page);
      await use();
    },
    { auto: true },
  ],
  /** A real session for the placeholder token of logged-in-only brands (see withSessionIfGuarded). */
  guardedSession: [
    async ({ page, request }, use) => {
      const tokens: Record<string, string> = {};
      for (const code of BRAND_CODES) {
        if (loggedInOnly(brandDocs(code))) tokens[code] = await seedPlayerToken(request, code);
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
  /**
   * Google's tag script answered locally, and who asked for it: only in a test that asks for this
   * fixture, since a route makes Playwright intercept every request of the page. Elsewhere the tag
   * fails to load, as behind an ad blocker (no host but this machine: OFF_MACHINE_UNRESOLVED).
   */
  analyticsRequests: async ({ page }, use) => {
    const requests: string[] = [];
    await page.route(`${GTAG_ORIGIN}/**`, (route) => {
      requests.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* gtag stand-in */' });
    });
    await use(requests);
  },
  consoleErrors: [
    async ({ page }, use, testInfo) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        // the analytics tag that did not load (no test but the one about it stands in for it) is no fault of the site's
        if (msg.type() === 'error' && msg.text().startsWith('Failed to load resource') && msg.location().url.startsWith(GTAG_ORIGIN)) return;
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

/** A game as the platform sends it (recorded games carry no displayName; the name may be in nodeName only). */
export interface PlatformGame {
  nodeId: number | string;
  gameId: string;
  gameType: string;
  vassalage: string;
  gameName?: string;
  nodeName?: string;
  displayName?: string;
  gameClassify?: string;
  iconUrl?: string | null;
  showIcon?: string | null;
}

interface GamesFixture {
  vendors: Record<string, Array<{ vassalage: string; displayName?: string; isHot?: boolean; isGame?: string }>>;
  games: PlatformGame[];
  generate?: Record<string, { count: number }>;
}

/**
 * The games the preview platform answers for a brand: its recorded game list
 * (replies/wps/relay/GCSGAME_gameList.json), or the listed games of fixtures/games.json with how
 * many it generates per game type.
 */
export function brandGames(code: string): { games: PlatformGame[]; generated: Record<string, number>; recorded: boolean } {
  const recorded = recordedValue<{ games?: PlatformGame[]; list?: PlatformGame[] }>(code, 'wps/relay/GCSGAME_gameList');
  if (recorded) return { games: recorded.games ?? recorded.list ?? [], generated: {}, recorded: true };
  const fx = readJson<GamesFixture>(code, 'fixtures', 'games.json');
  return { games: fx.games, generated: Object.fromEntries(Object.entries(fx.generate ?? {}).map(([type, g]) => [type, g.count])), recorded: false };
}

/** The name the site shows for a platform game (the contract's reader: displayName, gameName, nodeName, vendor). */
export const gameLabel = (g: PlatformGame): string => g.displayName || g.gameName || g.nodeName || g.vassalage;

/** What is still loading on a page: a Loading state (a role=status whose first child is the spinner's ring), or a busy region. */
export const STILL_LOADING = '[role="status"] > span[aria-hidden="true"]:first-child, [aria-busy="true"]';

/** The first game card whose title reads exactly `title` (a card named "Baccarat" is not "Baccarat A"'s). */
export const gameCard = (page: Page, title: string): Locator => page.getByTestId('game-card').filter({ has: page.getByTitle(title, { exact: true }) }).first();

/**
 * The brand's menu as the site builds it: its vendor lanes (recorded, or made from
 * fixtures/games.json as the preview platform makes them) through the contract's reader and the
 * model's menu builder, so e-sports and cockfight vendors of the SPORTS lane fill their own entries.
 */
export function brandMenu(code: string): MenuCategory[] {
  const lanes =
    recordedValue<unknown>(code, 'wps/relay/GCSGAME_newGameVendor') ??
    (lanesReply as (v: unknown) => { reply: unknown })(readJson<GamesFixture>(code, 'fixtures', 'games.json').vendors).reply;
  const manifest = readJson<{ vendorCategories?: Parameters<typeof buildMenuCategories>[1]; menu?: { categoryOrder?: Parameters<typeof buildMenuCategories>[2] } }>(code, 'brand.json');
  // the left bar's order is the brand's (manifest menu.categoryOrder), the catalogue's for the rest
  return buildMenuCategories(readLanes(lanes, passAll).lanes, manifest.vendorCategories, manifest.menu?.categoryOrder ?? []);
}

/** Game categories that have at least one vendor in the brand's menu. */
export function brandCategories(code: string): string[] {
  return brandMenu(code).map((c) => c.category);
}

/** The announcements the platform answers for a brand: its recording, else its banner, promotion and notice fixtures. */
export function brandAnnouncements(code: string): { banners: Array<{ groupName: string }>; promotion: Array<{ id: number | string; category: string; title: string }> } {
  const recorded = recordedValue<{ banners?: Array<{ groupName: string }>; promotion?: Array<{ id: number | string; category: string; title: string }> }>(
    code,
    'wps/relay/MCSFE_getListAnnouncements',
  );
  if (recorded) return { banners: recorded.banners ?? [], promotion: recorded.promotion ?? [] };
  const list = <T,>(file: string, key: string): T[] => {
    if (!existsSync(join(brandFolder(code), 'fixtures', file))) return [];
    const doc = readJson<T[] | Record<string, T[]>>(code, 'fixtures', file);
    return Array.isArray(doc) ? doc : (doc[key] ?? []);
  };
  return { banners: list('banners.json', 'banners'), promotion: list('promotions.json', 'promotions') };
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

/**
 * Stops the page's clock (installed by the test) a moment after the page's own now, so from here
 * it moves only when the test moves it. A busy machine can take longer than that moment between
 * reading the page's now and stopping its clock (Playwright then refuses a time in the past): it
 * reads the now again and allows a longer moment.
 */
export async function pauseClockSoon(page: Page, moment = 500): Promise<void> {
  for (let ahead = moment; ; ahead *= 2) {
    try {
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + ahead);
      return;
    } catch (error) {
      if (!String(error).includes('to the past') || ahead >= 8 * moment) throw error;
    }
  }
}

/**
 * Waits until the page's first screen is done (src/state/afterFirstScreen.ts marks it, seconds
 * after the load event) and what started then has settled: a test that needs an idle page waits
 * for this, since `networkidle` alone can come before the late hosts ask for anything.
 */
export async function firstScreenDone(page: Page) {
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, LATE_HOSTS_MARK, { timeout: 15_000 });
  await page.waitForLoadState('networkidle');
}

/**
 * How many requests of a platform call the page has sent so far, counted as they leave the
 * browser, so a second one is seen even before its reply (a double click that pays twice).
 */
export function countCalls(page: Page, spec: Pick<CallSpec, 'method' | 'path'>): () => number {
  let sent = 0;
  page.on('request', (req) => {
    if (req.method() === spec.method && new URL(req.url()).pathname === spec.path) sent += 1;
  });
  return () => sent;
}

/**
 * A record table's row on a phone (ui/records/RecordTable): a card whose every cell is on screen,
 * none behind a sideways scroll the player cannot see.
 */
export async function expectRowOnScreen(page: Page, row: Locator) {
  const width = page.viewportSize()!.width;
  for (const cell of await row.locator('td').all()) {
    const name = (await cell.getAttribute('data-col')) ?? (await cell.innerText());
    // after a resize the centre takes its phone layout a render later (its media-query hook)
    await expect.poll(async () => { const box = (await cell.boundingBox())!; return [box.x >= 0, box.x + box.width <= width]; }, { message: name }).toEqual([true, true]);
  }
}
