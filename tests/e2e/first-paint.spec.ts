/**
 * The first frame is the brand's (issue 18): before the framework has run, the page already has
 * the brand's background in its default mode (a light brand's first paint is light), on a first
 * visit (the brand's theme.css holds the first paint) and on a repeat visit (the colours kept from
 * the last visit, with the network for the brand's documents held back), and in the player's own
 * mode when they chose one. Over a light and a dark brand at least, each by its own data.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { FLAG } from '../../src/contract/flags';
import { HOME_CALLS } from '../../src/contract/bootCalls';
import { BRAND_CODES, brandAnnouncements, brandDocs, brandFlag, brandsCovering, brandUrl, guardedOf, loggedInOnly, defaultModeOf, expect, expectedTheme, flagOf, multilingualOf, openBrand, presetTheme, rgb, test, withSessionIfGuarded } from './support';

/** The page's background and whether the app had rendered anything, at the first frame. */
async function recordFirstFrame(page: Page) {
  await page.addInitScript(() => {
    // the first animation frame runs right before the first paint (never while it is held back)
    requestAnimationFrame(() => {
      const root = document.documentElement;
      (window as unknown as { __firstFrame: unknown }).__firstFrame = {
        background: getComputedStyle(root).backgroundColor,
        theme: root.getAttribute('data-theme'),
      };
    });
  });
}

async function firstFrame(page: Page) {
  await page.waitForFunction(() => (window as unknown as { __firstFrame?: unknown }).__firstFrame !== undefined);
  return page.evaluate(() => (window as unknown as { __firstFrame: { background: string; theme: string | null } }).__firstFrame);
}

/** The brand's documents arrive late: what the first frame shows cannot have come from them. */
async function holdBrandDocuments(page: Page) {
  await page.route('**/brands/**', async (route) => {
    if (route.request().url().endsWith('/theme.css')) return route.abort();
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue().catch(() => undefined); // the test may end first
  });
}

for (const code of brandsCovering([defaultModeOf])) {
  const docs = brandDocs(code);
  const mode = docs.manifest.theme.defaultMode;
  const other = mode === 'dark' ? 'light' : 'dark';

  test.describe(`first paint · ${code} (${mode} by default)`, () => {
    // two cold boots a test, one with the brand's documents held back
    test.slow();
    test('a first visit paints the brand in its default mode from the first frame', async ({ page }) => {
      await recordFirstFrame(page);
      await page.goto(brandUrl(code));
      expect((await firstFrame(page)).background).toBe(rgb(expectedTheme(docs, mode).colors.background));
    });

    test('a repeat visit paints the brand from what it kept, without waiting for the network', async ({ page }) => {
      await openBrand(page, code);
      await recordFirstFrame(page);
      await holdBrandDocuments(page);
      await page.goto(brandUrl(code));
      const frame = await firstFrame(page);
      expect(frame.background).toBe(rgb(expectedTheme(docs, mode).colors.background));
      expect(frame.theme).toBe(mode);
    });

    test("the player's own mode is the first frame's, on a first and a repeat visit", async ({ page }) => {
      await presetTheme(page, other);
      await recordFirstFrame(page);
      await page.goto(brandUrl(code));
      expect((await firstFrame(page)).background).toBe(rgb(expectedTheme(docs, other).colors.background));
      await expect(page.getByTestId('boot-splash')).toHaveCount(0, { timeout: 15_000 });
      await holdBrandDocuments(page);
      await page.reload();
      expect((await firstFrame(page)).background).toBe(rgb(expectedTheme(docs, other).colors.background));
    });
  });
}

// The brand's name on its colours from the first paint, not a blank page until the framework has
// run (on a slow phone, seconds), over a light and a dark brand, each by its own name
for (const code of brandsCovering([defaultModeOf])) {
  const docs = brandDocs(code);
  const colors = expectedTheme(docs, docs.manifest.theme.defaultMode).colors;
  test(`a first visit shows the brand's name until its first screen is in · ${code}: before the framework arrives, and gone in the frame the first screen comes`, async ({ page }) => {
    // every frame: is the name over the page, and has the site's first screen (anything but its
    // own splash) rendered under it
    await page.addInitScript(() => {
      const frames: { name: boolean; screen: boolean }[] = [];
      (window as unknown as { __frames: typeof frames }).__frames = frames;
      const look = () => {
        const root = document.getElementById('root');
        frames.push({ name: document.documentElement.hasAttribute('data-boot-name'), screen: Boolean(root?.firstElementChild) && !root?.querySelector('[data-testid="boot-splash"]') });
        if (frames.length < 2000) requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/framework-*.js', async (route) => {
      await held;
      await route.continue().catch(() => undefined);
    });
    await page.goto(brandUrl(code), { waitUntil: 'commit' });
    const html = page.locator('html');
    await expect(html).toHaveCSS('content', `"${docs.manifest.name}"`, { pseudo: 'after' });
    await expect(html).toHaveCSS('background-color', rgb(colors.background), { pseudo: 'after' });
    await expect(html).toHaveCSS('color', rgb(colors.text), { pseudo: 'after' });
    await expect(html).toHaveCSS('position', 'fixed', { pseudo: 'after' });
    release();
    await expect(page.getByTestId('boot-splash')).toHaveCount(0, { timeout: 15_000 });
    await expect(html).toHaveCSS('content', 'none', { pseudo: 'after' });
    // the frame that shows the first screen is recorded by the watcher's next animation frame, which
    // may not have come yet when the name is gone (CI read none once): wait for it
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const frames = await page.evaluate(() => (window as unknown as { __frames: { name: boolean; screen: boolean }[] }).__frames);
    // the name was over the page, then the first screen replaced it in one frame: never both, and
    // never the site's own splash uncovered in between
    expect(frames[0]).toEqual({ name: true, screen: false });
    const firstScreen = frames.findIndex((f) => f.screen);
    expect(firstScreen).toBeGreaterThan(0);
    expect(frames.slice(0, firstScreen).every((f) => f.name)).toBe(true);
    expect(frames.slice(firstScreen).some((f) => f.name)).toBe(false);
  });
}

/** What boot asks for besides the brands' index: the brand's documents and the platform's boot calls. */
const BOOT_REQUESTS = ['brand.json', 'theme.json', '/wps/system/status', '/wps/system/setting/register', '/wps/relay/GCSGAME_newGameVendor'];

/**
 * Holds back the replies of `held` until every request whose path matches one of `wanted` has
 * gone out (or 5 s, the time a boot that waits for `held` would never ask in). Resolves to the
 * `wanted` entries asked for while `held` was held, once it is let go.
 */
async function askedWhileHeld(page: Page, held: string, wanted: readonly string[], matches: (path: string, want: string) => boolean): Promise<() => string[]> {
  const seen = new Set<string>();
  let allSeen!: () => void;
  const everyRequest = new Promise<void>((resolve) => (allSeen = resolve));
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    for (const want of wanted) if (matches(path, want)) seen.add(want);
    if (wanted.every((w) => seen.has(w))) allSeen();
  });
  let asked: string[] = [];
  await page.route(held, async (route) => {
    await Promise.race([everyRequest, new Promise((r) => setTimeout(r, 5000))]);
    asked = [...seen].sort();
    await route.continue().catch(() => undefined);
  });
  return () => asked;
}

/** How many requests whose path `matches` the page makes from now on. */
/**
 * How many times the page asks for what `matches`. The site fetches a lazy chunk before it imports
 * it (src/state/importChunk.ts): the import reads the HTTP cache, so it is not a second ask (here
 * it is a second request only because a routed page has no cache).
 */
function countRequests(page: Page, matches: (path: string) => boolean): () => number {
  let times = 0;
  const fetched = new Set<string>();
  page.on('request', (request) => {
    if (!matches(new URL(request.url()).pathname)) return;
    if (request.resourceType() === 'fetch') fetched.add(request.url());
    else if (request.resourceType() === 'script' && fetched.has(request.url())) return;
    times += 1;
  });
  return () => times;
}

for (const code of brandsCovering([defaultModeOf])) {
  test(`no boot request waits for another · ${code}: with the brands' index held back, the brand's documents and the platform's calls are all asked for`, async ({ page }) => {
    const asked = await askedWhileHeld(page, '**/brands/index.json', BOOT_REQUESTS, (path, want) => path.endsWith(want));
    await openBrand(page, code);
    expect(asked()).toEqual([...BOOT_REQUESTS].sort());
    await expect(page.locator('header')).toBeVisible();
  });
}

const PLATFORM_BOOT_CALLS = BOOT_REQUESTS.filter((r) => r.startsWith('/wps/'));
const HOT_GAMES_PATH = HOME_CALLS.hotGames.spec.path;

// a lazy page's chunks import one another (page -> form -> its fields, in the log-in popup's chunk
// (vite.config.ts loginPopup) -> the code button's countdown)
const REGISTER_CLOSURE = ['/assets/loginPopup-', '/assets/SmsCodeButton-', '/assets/countdown-'] as const;

for (const code of brandsCovering([defaultModeOf])) {
  test(`a page's chunks are asked for at once, not a level per round trip · ${code}: with the register form's chunk held back, what it imports and what that imports are asked for`, async ({ page }) => {
    const asked = await askedWhileHeld(page, '**/assets/RegisterForm-*.js', REGISTER_CLOSURE, (path, want) => path.startsWith(want));
    await openBrand(page, code, '/register');
    await expect(page.getByTestId('register-form')).toBeVisible();
    expect(asked()).toEqual([...REGISTER_CLOSURE].sort());
  });

  test(`a deep link's page leaves with the brand's documents · ${code}: with brand.json held back, the register page's chunk is asked for`, async ({ page }) => {
    const asked = await askedWhileHeld(page, '**/brands/*/brand.json', ['/assets/RegisterPage-'], (path, want) => path.startsWith(want));
    const times = countRequests(page, (path) => path.startsWith('/assets/RegisterPage-'));
    await openBrand(page, code, '/register');
    await expect(page.getByTestId('register-form')).toBeVisible();
    expect(asked()).toEqual(['/assets/RegisterPage-']);
    expect(times()).toBe(1);
  });
}


// The left bar, the banner strip and the home page are the frame chunk (vite.config.ts): a home
// (a visitor's, or a logged-in-only brand's player's) asks for it while the framework downloads
// (theme-init.js), and imports that very fetch; a logged-in-only brand's log-in landing never
// asks for it.
const FRAME_CHUNK = '/assets/frame-';
for (const code of brandsCovering([guardedOf])) {
  test(`the frame leaves before the framework is in wherever a page shows it · ${code}: with the framework's chunk held, the home's frame is asked for, once`, async ({ page }) => {
    const asked = await askedWhileHeld(page, '**/assets/framework-*.js', [FRAME_CHUNK], (path, want) => path.startsWith(want));
    const times = countRequests(page, (path) => path.startsWith(FRAME_CHUNK));
    await openBrand(page, code, withSessionIfGuarded(code));
    await expect(page.getByTestId('home-page')).toBeVisible();
    await expect(page.getByTestId('left-bar-entries')).not.toHaveAttribute('aria-busy', 'true');
    expect(asked()).toEqual([FRAME_CHUNK]);
    expect(times()).toBe(1);
  });
}

for (const code of BRAND_CODES.filter(guardedOf)) {
  test(`a log-in landing loads no frame · ${code}: its visitor's first screen asks for neither the left bar, the banners nor the home page`, async ({ page }) => {
    const times = countRequests(page, (path) => path.startsWith(FRAME_CHUNK));
    await openBrand(page, code, '/');
    await expect(page.getByTestId('login-modal').getByTestId('login-form')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(times()).toBe(0);
    await expect(page.getByTestId('left-bar')).toHaveCount(0);
  });
}

for (const code of brandsCovering([multilingualOf])) {
  const { supported } = brandDocs(code).manifest.languages;
  // a returning player's language is in the vendor lanes' address: the early call must ask the same
  const stored = supported.length > 1 ? supported.at(-1)! : null;
  test(`the platform's boot calls leave before the framework is in · ${code}${stored ? ` (${stored} chosen before)` : ''}: with its chunk held back, all three are asked, and boot reads those replies instead of asking again`, async ({ page }) => {
    if (stored) await page.addInitScript((lang) => localStorage.setItem('lang', lang), stored);
    const asked = await askedWhileHeld(page, '**/assets/framework-*.js', PLATFORM_BOOT_CALLS, (path, want) => path === want);
    const times = new Map<string, number>();
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (PLATFORM_BOOT_CALLS.includes(pathname)) times.set(pathname, (times.get(pathname) ?? 0) + 1);
    });
    await openBrand(page, code);
    expect(asked()).toEqual([...PLATFORM_BOOT_CALLS].sort());
    await expect(page.locator('header')).toBeVisible();
    expect(Object.fromEntries(times)).toEqual(Object.fromEntries(PLATFORM_BOOT_CALLS.map((p) => [p, 1])));
  });
}

for (const code of brandsCovering([multilingualOf])) {
  const language = brandDocs(code).manifest.languages.supported.at(-1)!;
  test(`a returning player's strings leave before the framework is in · ${code} (${language})`, async ({ page }) => {
    await page.addInitScript((lang) => localStorage.setItem('lang', lang), language);
    const wanted = `/assets/${language.toLowerCase()}-strings-first-`;
    const asked = await askedWhileHeld(page, '**/assets/framework-*.js', [wanted], (path, want) => path.startsWith(want));
    const times = countRequests(page, (path) => path.startsWith(wanted));
    await openBrand(page, code);
    expect(asked()).toEqual([wanted]);
    await expect(page.locator('html')).toHaveAttribute('lang', /./);
    // the site imported the module asked for early: not a second request
    expect(times()).toBe(1);
  });
}

for (const code of brandsCovering([flagOf(FLAG.HOT_GAMES)])) {
  const hot = brandFlag(brandDocs(code), FLAG.HOT_GAMES);
  test(`the landing page's data leaves with the first render · ${code}: ${hot ? 'the hot games are asked for before the home is on screen, their first icons at once' : 'no hot games, no call'}`, async ({ page }) => {
    // when the home page's element first enters the document, in the page's own clock
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('[data-testid="home-page"]')) return;
        (window as unknown as { __homeAt: number }).__homeAt = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    const hotCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/GCSGAME_hotGamesV2')) hotCalls.push(request.url());
    });
    await openBrand(page, code, withSessionIfGuarded(code));
    await expect(page.locator('[data-testid^="home-category-"]').first()).toBeVisible();
    if (!hot) {
      expect(hotCalls).toEqual([]);
      return;
    }
    await expect(page.getByTestId('home-hot-games-list')).toBeVisible();
    const { homeAt, askedAt } = await page.evaluate(() => ({
      homeAt: (window as unknown as { __homeAt?: number }).__homeAt,
      askedAt: performance.getEntriesByType('resource').find((entry) => entry.name.includes('/GCSGAME_hotGamesV2'))?.startTime,
    }));
    expect(hotCalls).toHaveLength(1);
    expect(askedAt, 'the hot games call').toBeDefined();
    expect(homeAt, 'the home page entering the document').toBeDefined();
    expect(askedAt!).toBeLessThan(homeAt!);
    // the first cards are the largest paint: their icons are asked for at once and first, the
    // rest wait their turn in the lazy images' queue
    const icons = page.getByTestId('home-hot-games-list').getByTestId('game-card').locator('img');
    const count = await icons.count();
    expect(count, 'more hot games than the priority cards').toBeGreaterThan(6);
    for (let i = 0; i < 6; i++) {
      await expect(icons.nth(i)).toHaveAttribute('fetchpriority', 'high');
      await expect(icons.nth(i)).toHaveAttribute('src', /\S/);
    }
    for (let i = 6; i < count; i++) await expect(icons.nth(i)).not.toHaveAttribute('fetchpriority', /./);
  });
}

/**
 * When the render first gave an img each address, in the page's own clock: React sets an img's
 * src as an attribute. An image the app asks for ahead (ui/preloadImages.ts) is no element of the
 * page, so its request shows in the resource timings before that moment.
 */
async function recordImageAddresses(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __srcSetAt: Record<string, number> };
    w.__srcSetAt = {};
    const set = Element.prototype.setAttribute;
    Element.prototype.setAttribute = function (this: Element, name: string, value: string) {
      if (this instanceof HTMLImageElement && name === 'src') w.__srcSetAt[new URL(String(value), location.href).href] ??= performance.now();
      set.call(this, name, value);
    };
  });
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') asked.push(request.url());
  });
  return asked;
}

/** Each picture was asked for before the render gave an img its address, and once: the img took what was asked. */
async function expectAskedAhead(page: Page, urls: string[], asked: string[]) {
  const { setAt, startedAt } = await page.evaluate(
    (list) => ({
      setAt: list.map((url) => (window as unknown as { __srcSetAt: Record<string, number> }).__srcSetAt[url]),
      startedAt: list.map((url) => performance.getEntriesByType('resource').find((entry) => entry.name === url)?.startTime),
    }),
    urls,
  );
  urls.forEach((url, i) => {
    expect(setAt[i], `an img given ${url}`).toBeDefined();
    expect(startedAt[i], `${url} asked for`).toBeDefined();
    expect(startedAt[i]!, url).toBeLessThan(setAt[i]!);
    expect(asked.filter((a) => a === url), url).toHaveLength(1);
  });
}

// with hot games on the home: a visitor's (theme-init.js asked the hot games) and, on a
// logged-in-only brand, a player's (the app asks them, with the session)
for (const code of brandsCovering([guardedOf], BRAND_CODES.filter((c) => brandFlag(brandDocs(c), FLAG.HOT_GAMES)))) {
  const who = loggedInOnly(brandDocs(code)) ? 'a player' : 'a visitor';
  test(`the first hot games' icons leave once their reply is read, before their cards are made · ${code} (${who}): each asked before a card's image is given its address, once`, async ({ page }) => {
    const asked = await recordImageAddresses(page);
    await openBrand(page, code, withSessionIfGuarded(code));
    const icons = page.getByTestId('home-hot-games-list').getByTestId('game-card').locator('img');
    await expect(icons.nth(5)).toHaveAttribute('data-state', 'loaded');
    const sources = await icons.evaluateAll((imgs) => imgs.slice(0, 6).map((img) => (img as HTMLImageElement).src));
    await expectAskedAhead(page, sources, asked);
  });
}

// a home with banners: a visitor's and, on a logged-in-only brand, a player's (whose reply comes
// only after boot, and whose page renders again when it does)
for (const code of brandsCovering([guardedOf], BRAND_CODES.filter((c) => brandAnnouncements(c).banners.some((b) => b.groupName === 'w_home')))) {
  const who = loggedInOnly(brandDocs(code)) ? 'a player' : 'a visitor';
  test(`the landing's first banner leaves once the announcements are read, before the strip renders it · ${code} (${who})`, async ({ page }) => {
    const asked = await recordImageAddresses(page);
    await openBrand(page, code, withSessionIfGuarded(code));
    const first = page.getByTestId('banner-strip').locator('img').first();
    await expect(first).toBeVisible();
    await expectAskedAhead(page, [await first.evaluate((img) => (img as HTMLImageElement).src)], asked);
  });
}

// the log-in popup a visitor lands on: every visitor's first screen on a logged-in-only brand, and
// /login on a brand open to visitors
for (const code of brandsCovering([guardedOf], BRAND_CODES.filter((c) => brandAnnouncements(c).promotion.some((p) => p.category === 'new_player')))) {
  const path = loggedInOnly(brandDocs(code)) ? '/' : '/login';
  test(`the log-in popup's first promotion leaves once the announcements are read, before the popup renders it · ${code} ${path}`, async ({ page }) => {
    const asked = await recordImageAddresses(page);
    await openBrand(page, code, path);
    const first = page.getByTestId('new-player-promo').first().locator('img');
    await expect(first).toBeVisible();
    await expectAskedAhead(page, [await first.evaluate((img) => (img as HTMLImageElement).src)], asked);
  });
}

// brands open to visitors with hot games on their home, a light and a dark one
for (const code of brandsCovering([defaultModeOf], BRAND_CODES.filter((c) => !loggedInOnly(brandDocs(c)) && brandFlag(brandDocs(c), FLAG.HOT_GAMES)))) {
  test(`a visitor's home asks for its hot games before the framework is in · ${code}: with its chunk held back, the call is asked, and the home shows that reply without asking again`, async ({ page }) => {
    const asked = await askedWhileHeld(page, '**/assets/framework-*.js', [HOT_GAMES_PATH], (path, want) => path === want);
    const times = countRequests(page, (path) => path === HOT_GAMES_PATH);
    await openBrand(page, code);
    expect(asked()).toEqual([HOT_GAMES_PATH]);
    await expect(page.getByTestId('home-hot-games-list').getByTestId('game-card').first()).toBeVisible();
    expect(times()).toBe(1);
  });
}

// a logged-in-only brand (every visitor's landing is the log-in popup) and one open to visitors at /login
for (const code of brandsCovering([guardedOf])) {
  const guarded = loggedInOnly(brandDocs(code));
  const path = guarded ? '/' : '/login';
  const behind = guarded ? 'login-backdrop' : 'home-page';
  test(`the log-in popup a visitor lands on leaves with the first render · ${code} ${path}: its chunk and strings are asked for before the page behind it is on screen`, async ({ page }) => {
    await page.addInitScript((id) => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector(`[data-testid="${id}"]`)) return;
        (window as unknown as { __behindAt: number }).__behindAt = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    }, behind);
    await openBrand(page, code, path);
    await expect(page.getByTestId('login-form')).toBeVisible();
    const { behindAt, asked } = await page.evaluate(() => ({
      behindAt: (window as unknown as { __behindAt?: number }).__behindAt,
      asked: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/(LoginModal|[a-z]+-strings-login)-/.test(entry.name))
        .map((entry) => ({ name: entry.name.replace(/^.*\/assets\/([A-Za-z]+(?:-strings-login)?)-.*$/, '$1'), at: entry.startTime })),
    }));
    expect(behindAt, `${behind} entering the document`).toBeDefined();
    // a chunk is asked for when its first request leaves (the site fetches a chunk, then imports it)
    const firstAsked = new Map<string, number>();
    for (const { name, at } of asked) firstAsked.set(name, Math.min(at, firstAsked.get(name) ?? Infinity));
    expect([...firstAsked.keys()].map((name) => name.replace(/^[a-z]+-/, '')).sort()).toEqual(['LoginModal', 'strings-login']);
    for (const [name, at] of firstAsked) expect(at, name).toBeLessThan(behindAt!);
  });
}

// with hot games and without (the first section is then the first category), a visitor's home and a
// logged-in-only brand's player's
for (const code of brandsCovering([flagOf(FLAG.HOT_GAMES), guardedOf])) {
  const hot = brandFlag(brandDocs(code), FLAG.HOT_GAMES);
  test(`a home's first frame is its first screen, the sections below follow it · ${code}: ${hot ? 'the hot games' : 'the first category'} first, the rest a frame later`, async ({ page }) => {
    // the home's sections (its children's test ids) at the first frame painted with the home
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        const home = document.querySelector('[data-testid="home-page"]');
        if (!home) return;
        observer.disconnect();
        requestAnimationFrame(() => {
          (window as unknown as { __firstHomeFrame: string[] }).__firstHomeFrame = [...home.children].map((c) => c.getAttribute('data-testid') ?? '');
        });
      }).observe(document, { childList: true, subtree: true });
    });
    await openBrand(page, code, withSessionIfGuarded(code));
    await expect(page.getByTestId('winners-section')).toBeAttached();
    await expect(page.getByTestId('home-later-hold')).toHaveCount(0);
    const sections = await page.getByTestId('home-page').evaluate((home) => [...home.children].map((c) => c.getAttribute('data-testid') ?? ''));
    const categories = sections.filter((id) => id.startsWith('home-category-'));
    expect(categories.length, 'category sections on the home').toBeGreaterThan(1);
    const first = await page.evaluate(() => (window as unknown as { __firstHomeFrame?: string[] }).__firstHomeFrame);
    // the hidden h1, the search, the first section, and the hold where the rest come
    expect(first).toEqual(['', 'home-game-search', hot ? 'home-hot-games' : categories[0], 'home-later-hold']);
    expect(sections.slice(0, 3)).toEqual(first!.slice(0, 3));
    expect(sections).toContain('winners-section');
  });
}

// the side menu on a desktop: its frame in the first frame, its entries a frame later
for (const code of brandsCovering([flagOf(FLAG.HOT_GAMES), guardedOf])) {
  test(`the side menu's entries follow the first frame into a bar already in place · ${code}: the bar's width and the content's place do not change when they come`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        const home = document.querySelector('[data-testid="home-page"]');
        const bar = document.querySelector('[data-testid="left-bar"]');
        if (!home || !bar) return;
        observer.disconnect();
        requestAnimationFrame(() => {
          (window as unknown as { __firstFrame: object }).__firstFrame = {
            barWidth: bar.getBoundingClientRect().width,
            homeLeft: home.getBoundingClientRect().left,
            entries: bar.querySelectorAll('[data-roving]').length,
          };
        });
      }).observe(document, { childList: true, subtree: true });
    });
    await openBrand(page, code, withSessionIfGuarded(code));
    await expect(page.getByTestId('menu-home')).toBeVisible();
    const first = await page.evaluate(() => (window as unknown as { __firstFrame?: { barWidth: number; homeLeft: number; entries: number } }).__firstFrame);
    expect(first, 'the home and the bar painted').toBeDefined();
    expect(first!.entries).toBe(0);
    const bar = await page.getByTestId('left-bar').boundingBox();
    const home = await page.getByTestId('home-page').boundingBox();
    expect(bar!.width).toBeGreaterThan(0);
    expect(first!.barWidth).toBe(bar!.width);
    expect(first!.homeLeft).toBe(home!.x);
    expect(await page.getByTestId('left-bar').locator('[data-roving]').count()).toBeGreaterThan(3);
  });
}

const ANNOUNCEMENTS_PATH = HOME_CALLS.announcements.spec.path;

// a page with a banner group (register) on a brand with register banners and one without (whose
// held place would collapse), and a logged-in-only brand's log-in landing (its popup's promotions)
for (const code of brandsCovering([guardedOf, (c) => brandAnnouncements(c).banners.some((b) => b.groupName === 'w_reg')])) {
  const path = loggedInOnly(brandDocs(code)) ? '/' : '/register';
  const ready = path === '/' ? 'login-form' : 'register-form';
  test(`a visitor's page asks for the announcements before the framework is in · ${code} ${path}: with its chunk held back, the call is asked, and the page shows that reply without asking again`, async ({ page }) => {
    const asked = await askedWhileHeld(page, '**/assets/framework-*.js', [ANNOUNCEMENTS_PATH], (p, want) => p === want);
    const times = countRequests(page, (p) => p === ANNOUNCEMENTS_PATH);
    await openBrand(page, code, path);
    expect(asked()).toEqual([ANNOUNCEMENTS_PATH]);
    await expect(page.getByTestId(ready)).toBeVisible();
    // the reply was read: the banner strip is settled (banners, or no strip for a group without any)
    await expect(page.locator('[data-testid="banner-strip"][aria-busy="true"]')).toHaveCount(0);
    expect(times()).toBe(1);
  });
}

/** The language a first visit opens in (the brand's default), lower case, and whether the brand words it itself. */
function firstVisitLanguage(code: string): { lng: string; ownFile: boolean } {
  const { supported, default: fallback } = brandDocs(code).manifest.languages;
  const lng = (supported.includes(fallback) ? fallback : supported[0]!).toLowerCase();
  return { lng, ownFile: existsSync(join('brands', code, 'locales', `${lng}.json`)) };
}

for (const code of brandsCovering([(c) => firstVisitLanguage(c).ownFile])) {
  const { lng, ownFile } = firstVisitLanguage(code);
  test(`a first visit's strings leave before the framework is in · ${code}: the ${lng} first-paint strings${ownFile ? " and the brand's own file" : ''} are asked for while the framework's chunk is held, once`, async ({ page }) => {
    const wanted = [`/assets/${lng}-strings-first-`, ...(ownFile ? [`/brands/${code}/locales/${lng}.json`] : [])];
    const asked = await askedWhileHeld(page, '**/assets/framework-*.js', wanted, (path, want) => path.startsWith(want));
    const times = countRequests(page, (path) => wanted.some((want) => path.startsWith(want)));
    await openBrand(page, code);
    expect(asked()).toEqual([...wanted].sort());
    await expect(page.locator('html')).toHaveAttribute('lang', /.+/);
    // the site's import and fetch took what was asked early: nothing asked twice
    expect(times()).toBe(wanted.length);
  });
}
