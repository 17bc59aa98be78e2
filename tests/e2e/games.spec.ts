/**
 * Games and lottery end to end: lobbies, the 10,000-game slots list, favourites per user,
 * recent games after a launch, the launch frame, maintenance, logged-out launches, lottery pages.
 *
 * Sessions come from the preview platform's preview-only `POST /__preview/login` (a seed player
 * of brands/<code>/fixtures/accounts.json, no password), opened with `?token=` as the spec allows.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ALL_CATEGORIES, BRAND_CODES, PORT, brandCategories, brandDocs, brandGames, brandMenu, brandsCovering, chunkAddress, expect as baseExpect, openBrand, scriptRequests, test, loggedInOnly } from './support';
import { formatCount } from '../../src/ui/format';

// these pages load a lot (a 10,000-game catalogue, frames): allow for a busy CI machine
const expect = baseExpect.configure({ timeout: 15_000 });

const LOBBY_OF: Record<string, string> = {
  RNG: '/rng', PVP: '/pvp', LIVE: '/live', FISH: '/fish', SPORTS: '/sports', ESPORTS: '/esports', COCKFIGHT: '/cockfight', ELOTT: '/elott', LOTT: '/elott',
};
const TWO_BRANDS = ['aurora', 'tide'].filter((c) => BRAND_CODES.includes(c));

interface GamesFixture {
  vendors: Record<string, Array<{ vassalage: string; isHot?: boolean; isGame?: string }>>;
  games: Array<{ gameId: string; gameType: string; vassalage: string; displayName: string; nodeId: number }>;
  maintenance?: string[];
}
const fixture = (code: string, file: string) => JSON.parse(readFileSync(join(process.cwd(), 'brands', code, 'fixtures', file), 'utf8'));
const games = (code: string): GamesFixture => fixture(code, 'games.json');
/** The brand's seed players (type 0). */
const players = (code: string): string[] =>
  (fixture(code, 'accounts.json').accounts as Array<{ username: string; type: number; password: string | null }>)
    // plain players: no forced password change (weak or expired passwords) after login
    .filter((a) => a.type === 0 && a.password && a.password !== '123456' && !/expired|weak/i.test(a.username))
    .map((a) => a.username);

async function sessionFor(request: APIRequestContext, code: string, username: string): Promise<string> {
  const res = await request.post(`http://localhost:${PORT}/__preview/login`, { headers: { Merchant: code }, data: { username } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { value: { token: string } }).value.token;
}

async function openAs(page: Page, request: APIRequestContext, code: string, path: string, username = players(code)[0]!) {
  const token = await sessionFor(request, code, username);
  await openBrand(page, code, `${path}${path.includes('?') ? '&' : '?'}token=${token}`);
  return token;
}

/** The categories with a lobby test of their own on a brand (/elott serves LOTT with ELOTT where the brand has both). */
const lobbiesOf = (code: string) => brandCategories(code).filter((c) => c !== 'LOTT' || !brandCategories(code).includes('ELOTT'));

// Each category's lobby over the brands that have it, chosen so that what the test reads per brand
// takes every value: a recorded game list or generated games, the category's vendors sent in
// another lane (e-sports and cockfight in SPORTS), a hot vendor or none.
for (const category of ALL_CATEGORIES) {
  const lobbyVendors = (code: string) => brandMenu(code).find((m) => m.category === category)?.vendors ?? [];
  const traits = [
    (code: string) => brandGames(code).recorded,
    (code: string) => lobbyVendors(code).some((v) => v.gameType !== category),
    (code: string) => lobbyVendors(code).some((v) => v.isHot),
  ];
  for (const code of brandsCovering(traits, BRAND_CODES.filter((c) => lobbiesOf(c).includes(category)))) {
    test(`${code}: the ${category} lobby shows its vendors (icon, hot mark) and games`, async ({ page, request }) => {
      const menu = brandMenu(code);
      const { games: all, generated } = brandGames(code);
      const path = LOBBY_OF[category]!;
      await openAs(page, request, code, path);
      const lobby = page.getByTestId('lobby-page');
      await expect(lobby).toBeVisible();
      const shown = (await lobby.getAttribute('data-category'))!;
      const vendorsOf = (c: string) => menu.find((m) => m.category === c)?.vendors ?? [];
      // /elott serves ELOTT and LOTT: their vendors together
      const vendors = path === '/elott' ? vendorsOf('ELOTT').concat(vendorsOf('LOTT')) : vendorsOf(shown);
      for (const v of vendors) await expect(page.getByTestId(`lobby-vendor-${v.code}`)).toBeVisible();
      await expect(page.getByTestId('lobby-vendor-hot')).toHaveCount(vendors.filter((v) => v.isHot).length);
      await expect(page.getByTestId('game-card').first()).toBeVisible();
      // e-sports and cockfight vendors sent in the SPORTS lane: the lobby lists the first one's games, of their own type
      const refiled = vendorsOf(shown).find((v) => v.gameType !== shown);
      const count = refiled
        ? all.filter((g) => g.vassalage === vendors[0]!.code && g.gameType === refiled.gameType).length
        : all.filter((g) => g.gameType === shown).length + (generated[shown] ?? 0);
      await expect(page.getByTestId('lobby-count')).toContainText(formatCount(count));
    });
  }
}

function countGenerated(code: string): number {
  return brandGames(code).generated.RNG ?? 0;
}

test('aurora: the 10,000-game slots lobby keeps few cards in the DOM, loads pages as it scrolls, filters and searches', async ({ page, request }) => {
    test.slow(); // several full page loads
  const requested: number[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.endsWith('GCSGAME_gameList') && !url.searchParams.has('vassalage') && !url.searchParams.has('gameName')) requested.push(Number(url.searchParams.get('pageNo')));
  });
  await openAs(page, request, 'aurora', '/rng');
  const total = games('aurora').games.filter((g) => g.gameType === 'RNG').length + countGenerated('aurora');
  await expect(page.getByTestId('lobby-count')).toContainText(formatCount(total));
  await expect(page.getByTestId('game-card').first()).toBeVisible();
  expect(await page.getByTestId('game-card').count()).toBeLessThanOrEqual(150);

  // the end of the list: its last page loads, the DOM still holds only what is near the viewport
  const lastPage = Math.ceil(total / 35);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => requested.includes(lastPage)).toBe(true);
  await expect(page.locator(`li[aria-posinset="${total}"] [data-testid="game-card"]`)).toBeVisible();
  expect(await page.locator('[data-testid="game-card"], [data-testid="game-card-placeholder"]').count()).toBeLessThanOrEqual(150);
  expect(requested.length).toBeLessThan(20); // pages near the viewport only, not all 293

  // vendor filter (URL), classify filter, name search
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByTestId('lobby-vendor-PT').click();
  await expect(page).toHaveURL(/vendor=PT/);
  await expect(page.getByTestId('game-card').first()).toContainText(/PT|Playtech/);
  await page.getByTestId('lobby-classify-MEGAWAYS').click();
  await expect(page).toHaveURL(/classify=MEGAWAYS/);
  await expect(page.getByTestId('lobby-classify-MEGAWAYS')).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('lobby-vendor-all').click();
  await page.getByTestId('lobby-classify-all').click();
  await page.getByTestId('lobby-search').fill('Golden Dragon');
  await expect(page).toHaveURL(/q=Golden\+Dragon/);
  const names = page.getByTestId('game-card');
  await expect(names.first()).toContainText('Golden Dragon');
  for (const text of await names.allTextContents()) expect(text).toContain('Golden Dragon');
});

// A lobby's type chips count what the player would get: the games of the vendor chosen (not the
// whole lobby's), and a type with none is not offered. Over brands with a type their catalogue
// lists no game for (ember's live Blackjack) and without one; the slots lobby with its last vendor
// chosen, at a width where the vendor strip scrolls sideways, and the live lobby with every vendor.
const emptyTypeOf = (code: string) => {
  const fx = games(code) as GamesFixture & { classify?: Record<string, Array<{ key: string }>> };
  const listed = brandGames(code).games;
  return Object.entries(fx.classify ?? {}).some(
    ([type, keys]) =>
      (fx.vendors[type]?.length ?? 0) > 0 && keys.some((k) => !listed.some((g) => g.gameType === type && String(g.gameClassify ?? '').split(',').includes(k.key))),
  );
};
for (const code of brandsCovering([emptyTypeOf], BRAND_CODES.filter((c) => !brandGames(c).recorded && ['RNG', 'LIVE'].every((t) => brandCategories(c).includes(t))))) {
  test(`${code}: a lobby's type chips count the games of the vendor chosen, none offered empty, and the chosen vendor's chip shows in its strip`, async ({ page, request }) => {
    test.slow(); // two lobbies, a list per type chip
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
    const rngVendors = brandMenu(code).find((m) => m.category === 'RNG')!.vendors;
    const last = rngVendors[rngVendors.length - 1]!.code;

    await openAs(page, request, code, `/rng?vendor=${last}`);
    const chosen = page.getByTestId(`lobby-vendor-${last}`);
    await expect(chosen).toHaveAttribute('aria-pressed', 'true');
    const strip = page.getByRole('group', { name: 'Game providers' });
    await expect(page.getByTestId('lobby-classify-all')).toBeVisible();
    // the strip is wider than the phone: the chosen vendor was scrolled to, sideways only
    expect(await strip.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await expect(async () => {
      const [box, chip] = await Promise.all([strip.boundingBox(), chosen.boundingBox()]);
      expect(chip!.x).toBeGreaterThanOrEqual(box!.x - 1);
      expect(chip!.x + chip!.width).toBeLessThanOrEqual(box!.x + box!.width + 1);
    }).toPass({ timeout: 5_000 });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expectCountsShown(page);

    await openAs(page, request, code, '/live');
    await expect(page.getByTestId('lobby-classify-all')).toBeVisible();
    await expectCountsShown(page);
  });
}

/** Every type chip offered names a count of at least one, and picking it lists that many games (the total shown, and the cards of a short list). */
async function expectCountsShown(page: Page) {
  const chips = page.locator('[data-testid^="lobby-classify-"]');
  await expect(page.getByTestId('lobby-count')).toBeVisible();
  const offered = await chips.evaluateAll((els) => els.map((el) => ({ id: el.getAttribute('data-testid')!, text: el.textContent ?? '' })));
  expect(offered.length).toBeGreaterThan(1);
  for (const { id, text } of offered) {
    const count = /\(([\d,]+)\)$/.exec(text)?.[1];
    // counts read with comma thousands, as money does: (5,682), not (5682)
    if (count !== undefined) expect(count, text).toMatch(/^\d{1,3}(,\d{3})*$/);
    // the preview's lanes count each type's games (the real platform's do not), not the lobby's
    // total: "All" names one only once a vendor is chosen
    if (id !== 'lobby-classify-all') {
      expect(count, `${text} names its count`).toBeDefined();
      expect(Number(count?.replace(/,/g, '')), `${text} is offered`).toBeGreaterThan(0);
    }
    await page.getByTestId(id).click();
    await expect(page.getByTestId(id)).toHaveAttribute('aria-pressed', 'true');
    if (count === undefined) continue;
    await expect(page.getByTestId('lobby-count'), `${text} picked`).toHaveText(`Games found: ${count}`);
    const games = Number(count.replace(/,/g, ''));
    if (games <= 6) await expect(page.getByTestId('game-card'), `${text} picked`).toHaveCount(games);
  }
}

// aurora's 10,000 slots and ember's 178: a fling passes many rows, and stops well before the end
for (const code of ['aurora', 'ember'].filter((c) => BRAND_CODES.includes(c) && brandCategories(c).includes('RNG'))) {
  test(`${code}: a fling through the slots lobby asks for none of the icons it only passes; where it stops, they show`, async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openAs(page, request, code, '/rng');
    const cards = page.getByTestId('game-card');
    await expect(cards.first()).toBeVisible();
    await expect(cards.first().locator('img')).toHaveAttribute('data-state', 'loaded');
    // two viewports every 50 ms, recording every icon asked for on the way and the longest wait
    // between steps
    const fling = await page.evaluate(async () => {
      const asked: string[] = [];
      const watcher = new MutationObserver((records) => {
        for (const r of records) if (r.target instanceof HTMLImageElement && r.target.getAttribute('src')) asked.push(r.target.getAttribute('src')!);
      });
      watcher.observe(document.querySelector('[data-testid="game-grid"]')!, { subtree: true, attributes: true, attributeFilter: ['src'] });
      const steps = Math.min(8, Math.floor((document.documentElement.scrollHeight - window.scrollY) / (2 * window.innerHeight)) - 1);
      let last = performance.now();
      let longestStep = 0;
      for (let i = 0; i <= steps; i++) {
        if (i < steps) window.scrollBy(0, 2 * window.innerHeight);
        // the wait after the last step: what it mounted has been reported near, not yet let in
        await new Promise((done) => setTimeout(done, 50));
        longestStep = Math.max(longestStep, performance.now() - last);
        last = performance.now();
      }
      watcher.disconnect();
      return { steps, asked, longestStep };
    });
    expect(fling.steps).toBeGreaterThanOrEqual(3);
    // a card is near (in view or 0.3 viewports below it) for less than two viewports of scroll,
    // so for one step at most: under 200 ms (a slower step is a pause, not a fling, and an icon
    // near through it may load)
    test.skip(fling.longestStep >= 150, `the browser was too busy to fling here (a step of ${Math.round(fling.longestStep)} ms)`);
    expect(fling.asked).toEqual([]);
    // where it stopped, every card in view shows its icon
    await expect(async () => {
      const states = await page.locator('[data-testid="game-card"] img').evaluateAll((imgs) =>
        imgs.filter((i) => i.getBoundingClientRect().top < window.innerHeight && i.getBoundingClientRect().bottom > 0).map((i) => i.getAttribute('data-state')),
      );
      expect(states.length).toBeGreaterThan(0);
      expect(states.every((s) => s === 'loaded')).toBe(true);
    }).toPass();
  });
}

// A lobby's rows have one height known before any card renders (a square icon plus the body's
// lines from the theme's tokens), so nothing is measured while the list scrolls: every card's text
// must still show whole in it, at the brand's own font, on a desktop and on a phone.
const fontOf = (code: string) => (brandDocs(code).manifest.theme as { fontFamily?: string }).fontFamily ?? 'default';
// aurora's 10,000 slots and ember's 178: rows whose games are loaded, far enough apart to jump between
for (const code of ['aurora', 'ember'].filter((c) => BRAND_CODES.includes(c) && brandCategories(c).includes('RNG'))) {
  test(`${code}: on a slow device, a jump through the slots lobby mounts its cards over several frames and then shows them all`, async ({ page, request }) => {
    // a page run at a twentieth of the CPU: on a loaded two-core runner a jump's cards took over 30 s
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await openAs(page, request, code, '/rng');
    await expect(page.getByTestId('game-card').first()).toBeVisible();
    // the list's middle, then its top: the middle's pages load at full speed first
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await expect(page.locator('[data-testid="game-card-placeholder"]')).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.locator('[data-testid="game-card-placeholder"]')).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await expect(page.locator('[data-testid="game-card-placeholder"]')).toHaveCount(0);

    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
    try {
      // two jumps teach the grid what a card costs here (its estimate is a running average, and a
      // jump whose measurement overlaps the last full-speed one's teaches nothing); the third is
      // recorded
      for (const at of [1 / 4, 3 / 4]) {
        await page.evaluate((share) => window.scrollTo(0, document.documentElement.scrollHeight * share), at);
        await expect(page.locator('[data-testid="game-card-placeholder"]')).toHaveCount(0, { timeout: 75_000 });
      }
      await page.evaluate(() => {
        const w = window as unknown as { mounts: number[]; waited: number };
        w.mounts = [];
        w.waited = 0;
        const countWaiting = () => (w.waited = Math.max(w.waited, document.querySelectorAll('[data-state="waiting"]').length));
        new MutationObserver((records) => {
          let cards = 0;
          for (const r of records) for (const n of r.addedNodes) if (n instanceof HTMLElement && n.querySelector('[data-testid="game-card"]')) cards++;
          if (cards) w.mounts.push(cards);
          countWaiting();
        }).observe(document.querySelector('[data-testid="game-grid"]')!, { childList: true });
        // and at every frame: a placeholder may wait through frames in which no card is added
        const sample = () => {
          countWaiting();
          if (document.querySelector('[data-testid="game-card-placeholder"]') || w.mounts.length === 0) requestAnimationFrame(sample);
        };
        requestAnimationFrame(sample);
        window.scrollTo(0, 0);
      });
      await expect(page.locator('[data-testid="game-card-placeholder"]')).toHaveCount(0, { timeout: 75_000 });
      await expect(page.locator('li[aria-posinset="1"] [data-testid="game-card"]')).toBeVisible();
    } finally {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    }
    const { mounts, waited } = await page.evaluate(() => {
      const w = window as unknown as { mounts: number[]; waited: number };
      return { mounts: w.mounts, waited: w.waited };
    });
    const shown = await page.getByTestId('game-card').count();
    // placeholders stood in while the cards came over several frames, none bringing in the whole
    // screen's (how many rows a frame takes follows the card cost measured on this machine: one
    // row, 6 cards, on an idle one; 16 on a loaded one)
    const seen = `cards mounted per commit ${JSON.stringify(mounts)}, most placeholders waiting at once ${waited}, cards shown ${shown}`;
    expect(waited, seen).toBeGreaterThan(0);
    expect(mounts.length, seen).toBeGreaterThan(1);
    expect(Math.max(...mounts)).toBeLessThan(shown);
    expect(mounts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(shown / 2);
  });
}

for (const code of brandsCovering([fontOf], BRAND_CODES.filter((c) => brandCategories(c).includes('RNG')))) {
  for (const viewport of [{ width: 1280, height: 800 }, { width: 375, height: 812 }]) {
    test(`${code}: at ${viewport.width} px the slots lobby's fixed rows hold their cards' lines whole and do not overlap`, async ({ page, request }) => {
      await page.setViewportSize(viewport);
      await openAs(page, request, code, '/rng');
      const cards = page.getByTestId('game-grid').getByTestId('game-card');
      await expect(cards.first()).toBeVisible();
      const boxes = await page.getByTestId('game-grid').evaluate((grid) =>
        Array.from(grid.querySelectorAll<HTMLElement>('[data-testid="game-card"]')).map((card) => {
          const box = card.getBoundingClientRect();
          const lines = Array.from(card.querySelectorAll('span > span')).map((l) => l.getBoundingClientRect());
          return { top: box.top, bottom: box.bottom, left: box.left, width: box.width, linesBottom: Math.max(...lines.map((l) => l.bottom)), lines: lines.length, item: card.parentElement!.getBoundingClientRect() };
        }),
      );
      expect(boxes.length).toBeGreaterThan(1);
      for (const b of boxes) {
        // the body's lines (name, vendor, bet hints) end inside the card's frame: nothing cut off
        expect(b.lines).toBeGreaterThanOrEqual(2);
        expect(b.linesBottom).toBeLessThanOrEqual(b.bottom - 1 + 0.5);
        // and the card fills its cell
        expect(b.bottom - b.top).toBeCloseTo(b.item.height, 0);
      }
      // cards of one row share their top; the next row starts below the previous one's bottom
      const tops = [...new Set(boxes.map((b) => Math.round(b.top)))].sort((a, b) => a - b);
      expect(tops.length).toBeGreaterThan(1);
      const rowHeight = boxes[0]!.bottom - boxes[0]!.top;
      for (let i = 1; i < tops.length; i++) expect(tops[i]! - tops[i - 1]!).toBeGreaterThan(rowHeight);
      if (viewport.width < 420) expect(boxes.filter((b) => Math.round(b.top) === tops[0]).length).toBe(2);
    });
  }
}

test('aurora: a VASSALAGE vendor lists its games in a popup', async ({ page, request }) => {
  const fx = games('aurora');
  const [category, vendors] = Object.entries(fx.vendors).find(([, list]) => list.some((v) => v.isGame === 'VASSALAGE'))!;
  const vendor = vendors.find((v) => v.isGame === 'VASSALAGE')!.vassalage;
  await openAs(page, request, 'aurora', LOBBY_OF[category]!);
  await page.getByTestId(`lobby-vendor-${vendor}`).click();
  const modal = page.getByTestId('vendor-games-modal');
  await expect(modal).toBeVisible();
  await expect(modal.getByTestId('game-card')).toHaveCount(fx.games.filter((g) => g.vassalage === vendor && g.gameType === category).length);
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);
});

for (const code of TWO_BRANDS) {
  test(`${code}: favourites go to the platform, survive a reload and belong to one player`, async ({ page, request }) => {
    test.slow(); // several full page loads
    const [first, second] = players(code) as [string, string];
    await openAs(page, request, code, '/rng', first);
    const card = page.getByTestId('game-card').first();
    const star = page.getByTestId('game-card-favourite').first();
    const name = (await card.locator('span[title]').first().getAttribute('title'))!;
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(page.getByTestId('game-card-favourite').first()).toHaveAttribute('aria-pressed', 'true');
    // kept per username in localStorage, as the spec says
    await expect.poll(() => page.evaluate((u) => JSON.parse(localStorage.getItem('favourites') ?? '{}')[u]?.games?.length ?? 0, first)).toBe(1);
    await page.goto(`http://${code}.localhost:${PORT}/`);
    await expect(page.getByTestId('home-favourites-list').getByTestId('game-card')).toHaveCount(1);
    await expect(page.getByTestId('home-favourites-list')).toContainText(name);

    // another player does not see them
    await openAs(page, request, code, '/rng', second);
    await expect(page.getByTestId('game-card-favourite').first()).toHaveAttribute('aria-pressed', 'false');
    await page.goto(`http://${code}.localhost:${PORT}/`);
    await expect(page.getByTestId('home-favourites')).toContainText(/favourite|paborito/i);
    await expect(page.getByTestId('home-favourites-list')).toHaveCount(0);
  });

  test(`${code}: the favourite toggle's code loads on the first toggle, and a refused toggle says why and changes nothing`, async ({ page, request }) => {
    const toggleChunks = scriptRequests(page, chunkAddress('favouriteToggle'));
    await page.route('**/wps/relay/MCSFE_addFavoriteGame*', (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify({ success: false, errorCode: 'FAV_LIMIT', message: 'Favourite limit reached' }) }),
    );
    await openAs(page, request, code, '/rng', players(code).at(-1));
    const star = page.getByTestId('game-card-favourite').first();
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await page.waitForLoadState('networkidle');
    expect(toggleChunks).toEqual([]);

    await star.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Favourite limit reached' })).toBeVisible();
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await expect(star).toBeEnabled();
    expect(toggleChunks).toHaveLength(1);

    // on the home page too, under the cards whose star was refused
    await page.goto(`http://${code}.localhost:${PORT}/`);
    const hot = page.getByTestId('home-hot-games');
    const hotStar = hot.getByTestId('game-card-favourite').first();
    await hotStar.click();
    await expect(hot.getByRole('alert')).toContainText('Favourite limit reached');
    await expect(hotStar).toHaveAttribute('aria-pressed', 'false');
  });

  test(`${code}: a launch frames the platform's game page and fills recent games`, async ({ page, request }) => {
    test.slow(); // several full page loads
    await openAs(page, request, code, '/', players(code)[1]);
    await expect(page.getByTestId('home-recent')).toBeVisible();
    await expect(page.getByTestId('home-recent-list')).toHaveCount(0);
    await page.goto(`http://${code}.localhost:${PORT}/rng`);
    const card = page.getByTestId('game-card').nth(2);
    // the game's name as the card shows it (its title line, whose tooltip is the whole name)
    const title = (await card.locator('span[title]').getAttribute('title'))!;
    await card.click();
    await expect(page).toHaveURL(/\/game\?/);
    const frame = page.getByTestId('game-frame');
    await expect(frame).toHaveAttribute('src', /\/cdn\/preview-game\?/);
    const inner = page.frameLocator('[data-testid="game-frame"]');
    await expect(inner.getByTestId('preview-game-name')).toBeVisible();
    expect(title).toContain((await inner.getByTestId('preview-game-name').textContent())!);
    await page.goto(`http://${code}.localhost:${PORT}/`);
    await expect(page.getByTestId('home-recent-list').getByTestId('game-card')).toHaveCount(1);
  });

  test(`${code}: a game under maintenance says so instead of an empty frame`, async ({ page, request }) => {
    const fx = games(code);
    const game = fx.games.find((g) => g.gameId === fx.maintenance![0])!;
    await openAs(page, request, code, `/game?gameId=${game.gameId}&vendor=${game.vassalage}&gameType=${game.gameType}`);
    await expect(page.getByTestId('game-maintenance')).toBeVisible();
    await expect(page.getByTestId('game-frame')).toHaveCount(0);
  });

  test(`${code}: lottery pages show both menus, opened numbers, and launch with LOTT`, async ({ page, request }) => {
    test.slow(); // several full page loads
    const lottery = fixture(code, 'lottery.json') as { gameMenus: Record<string, Array<{ games: unknown[] }>>; vnMenus: Record<string, Array<{ gameMenus: Array<{ gameCode: string; gameName: string }> }>> };
    const prizeMode = (brandDocs(code).manifest as unknown as { lottery: { prizeMode: string } }).lottery.prizeMode;
    await openAs(page, request, code, '/lottery');
    await expect(page.getByTestId('lottery-group')).toHaveCount(lottery.gameMenus[prizeMode]!.filter((g) => g.games.length > 0).length);
    await expect(page.getByTestId('lottery-popular-game').first()).toBeVisible();

    await page.goto(`http://${code}.localhost:${PORT}/vnlottery`);
    const vnGroups = lottery.vnMenus[prizeMode]!;
    await expect(page.getByTestId('lottery-group')).toHaveCount(vnGroups.length);
    await expect(page.getByTestId('lottery-recent')).toContainText(/./);
    const game = vnGroups[0]!.gameMenus[0]!;
    await page.locator(`[data-testid="lottery-game"][data-game="${game.gameCode}"]`).click();
    await expect(page).toHaveURL(/\/game\?mode=LOTT/);
    await expect(page.frameLocator('[data-testid="game-frame"]').getByTestId('preview-game-name')).toHaveText(game.gameName);
    await page.goto(`http://${code}.localhost:${PORT}/vnlottery?gameCode=${game.gameCode}`);
    await expect(page.getByTestId('lottery-recent-game')).toHaveText([game.gameName]);
    await expect(page.getByTestId('lottery-draw').first()).toBeVisible();
  });
}

test('aurora: a logged-out launch opens the login popup', async ({ page }) => {
  test.skip(loggedInOnly(brandDocs('aurora')), 'aurora is open to visitors');
  await openBrand(page, 'aurora', '/rng');
  await page.getByTestId('game-card').first().click();
  await expect(page.getByTestId('login-modal')).toBeVisible();
  await expect(page).toHaveURL(/\/rng/);
});
