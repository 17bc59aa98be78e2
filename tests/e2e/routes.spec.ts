import type { Page } from '@playwright/test';
import { BRAND_CODES, brandAnnouncements, brandDocs, brandsCovering, brandUrl, chunkAddress, expect, guardedOf, openBrand, scrollToFooter, seedPlayerToken, siteStrings, test, loggedInOnly } from './support';

const openBrands = BRAND_CODES.filter((c) => !loggedInOnly(brandDocs(c)));
const guardedBrands = BRAND_CODES.filter((c) => loggedInOnly(brandDocs(c)));

type Region = 'header' | 'left-bar' | 'banner-strip' | 'site-footer';
const LAYOUTS: Array<{ path: string; shows: Region[]; main: string; embedded?: boolean; bannerGroup?: string }> = [
  { path: '/', shows: ['header', 'left-bar', 'banner-strip', 'site-footer'], main: 'home-page', bannerGroup: 'w_home' },
  { path: '/live', shows: ['header', 'left-bar', 'banner-strip', 'site-footer'], main: 'lobby-page', bannerGroup: 'w_live' },
  { path: '/promotions', shows: ['header', 'left-bar', 'site-footer'], main: 'promotions-page' },
  { path: '/lottery', shows: ['header'], main: 'lottery-page' },
  { path: '/helpmc', shows: [], main: 'help-page' },
  // embedded: bars hidden unless the brand turns them on (per brand, below)
  { path: '/vnlottery', shows: ['header', 'left-bar'], main: 'vnlottery-page', embedded: true },
];
const REGIONS: Region[] = ['header', 'left-bar', 'banner-strip', 'site-footer'];

/** What the layouts read per brand: bars on embedded pages, and banners of each layout's group. */
const ROUTE_TRAITS = [
  (code: string) => brandDocs(code).manifest.layout.embeddedShowsBars,
  ...LAYOUTS.flatMap(({ bannerGroup }) => (bannerGroup ? [(code: string) => brandAnnouncements(code).banners.some((b) => b.groupName === bannerGroup)] : [])),
];

for (const code of brandsCovering(ROUTE_TRAITS, openBrands)) {
  test.describe(`routes · ${code}`, () => {
    const barsOnEmbedded = brandDocs(code).manifest.layout.embeddedShowsBars;
    const groups = new Set(brandAnnouncements(code).banners.map((b) => b.groupName));
    for (const { path, shows: layoutShows, main, embedded, bannerGroup } of LAYOUTS) {
      // the banner strip shows where the layout has one and the brand has banners of its group
      const shows = (embedded && !barsOnEmbedded ? [] : layoutShows).filter((r) => r !== 'banner-strip' || (bannerGroup && groups.has(bannerGroup)));
      test(`${path} has its own layout${embedded ? (barsOnEmbedded ? ' (brand shows bars)' : ' (bars hidden)') : ''}`, async ({ page }) => {
        await openBrand(page, code, path);
        await expect(page.getByTestId(main)).toBeVisible();
        if (shows.includes('site-footer')) await scrollToFooter(page);
        else await expect(page.getByTestId('site-footer-pending')).toHaveCount(0);
        for (const region of REGIONS) {
          if (shows.includes(region)) await expect(page.getByTestId(region)).toBeVisible();
          else await expect(page.getByTestId(region)).toHaveCount(0);
        }
      });
    }

    test('/help shows home and opens the help modal at the hash topic', async ({ page }) => {
      await openBrand(page, code, '/help');
      await expect(page.getByTestId('home-page')).toBeVisible();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    test('an unknown path goes home', async ({ page }) => {
      await openBrand(page, code, '/no/such/page');
      await expect(page).toHaveURL(brandUrl(code, '/'));
      await expect(page.getByTestId('home-page')).toBeVisible();
    });
  });
}

for (const code of brandsCovering([], guardedBrands)) {
  test.describe(`logged-in-only guard · ${code}`, () => {
    for (const path of ['/', '/rng', '/promotions', '/lottery']) {
      test(`${path} without a session redirects to /login`, async ({ page }) => {
        await openBrand(page, code, path);
        await expect(page).toHaveURL(brandUrl(code, '/login'));
        await expect(page.getByTestId('login-modal')).toBeVisible();
      });
    }
    for (const [path, main] of [
      // the page, whether it offers the form (DIRECTREG3) or says how accounts are opened
      ['/register', 'register-page'],
      ['/helpmc', 'help-page'],
      ['/download', 'download-page'],
    ]) {
      test(`${path} stays reachable without a session`, async ({ page }) => {
        await openBrand(page, code, path);
        await expect(page).toHaveURL(brandUrl(code, path));
        await expect(page.getByTestId(main!).first()).toBeVisible();
      });
    }
    test('a token in the address logs the session in and the guard lets it through', async ({ page, request }) => {
      // a real session: the logged-in header asks the platform for the member, and a made-up token ends it
      const token = await seedPlayerToken(request, code);
      await openBrand(page, code, `/rng?token=${token}`);
      await expect(page).toHaveURL(brandUrl(code, '/rng'));
      await expect(page.getByTestId('lobby-page')).toBeVisible();
      expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBe(token);
    });
  });
}

// /login: the log-in popup over the home page, or on a logged-in-only brand (where every game
// needs a session) over the brand's own backdrop with no games and no left bar behind it
for (const code of brandsCovering([guardedOf])) {
  const guarded = loggedInOnly(brandDocs(code));
  test(`/login · ${code}: the log-in popup opens over ${guarded ? "the brand's backdrop, no games behind it" : 'the home page'}`, async ({ page }) => {
    await openBrand(page, code, '/login');
    const popup = page.getByTestId('login-modal');
    await expect(popup).toBeVisible();
    await expect(page.getByTestId('header')).toBeVisible();
    await expect(page.getByTestId('left-bar')).toHaveCount(0);
    const backdrop = page.getByTestId('login-backdrop');
    if (!guarded) {
      await expect(page.getByTestId('home-page')).toBeVisible();
      await expect(backdrop).toHaveCount(0);
      return;
    }
    await expect(page.getByTestId('home-page')).toHaveCount(0);
    await expect(page.locator('[data-testid^="home-"], [data-testid="game-card"]')).toHaveCount(0);
    // closed, the popup leaves the brand's name and a way back to it
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);
    await expect(backdrop.getByRole('heading', { level: 1 })).toHaveText(brandDocs(code).manifest.name);
    const open = backdrop.getByTestId('login-backdrop-open');
    await expect(open).toHaveCSS('min-height', '44px');
    await open.click();
    await expect(popup).toBeVisible();
  });

  test(`/register and /login · ${code}: a player already logged in is taken home, not offered a second account`, async ({ page, request }) => {
    const token = await seedPlayerToken(request, code);
    // an invitation link opened again by a player who used it
    await openBrand(page, code, `/register?referralCode=ABC123&token=${token}`);
    await expect(page).toHaveURL(brandUrl(code, '/'));
    await expect(page.getByTestId('home-page')).toBeVisible();
    await expect(page.getByTestId('register-page')).toHaveCount(0);
    await expect(page.getByTestId('header-login')).toHaveCount(0);
    await page.goto(brandUrl(code, '/login'));
    await expect(page).toHaveURL(brandUrl(code, '/'));
    await expect(page.getByTestId('home-page')).toBeVisible();
    await expect(page.getByTestId('login-modal')).toHaveCount(0);
  });
}

test.describe('lazy chunks', () => {
  const code = openBrands[0]!;

  // the page's own chunk, and a chunk it shares with other pages (the chips: promotions, lobbies),
  // whose moment's failure must not keep every such page from loading until the page is reloaded
  const failing = [
    ['its own chunk', 'PromotionsPage'],
    ['a chunk it shares with other pages', 'Chips'],
  ] as const;
  for (const brand of openBrands.slice(0, 2)) {
    for (const [what, chunk] of failing) {
      test(`${brand}: when ${what} fails to load, a page says so with the chunk's path, and Retry loads the page`, async ({ page }) => {
        test.info().annotations.push({ type: 'allow-console-errors' });
        await openBrand(page, brand, '/');
        let block = true;
        await page.route(chunkAddress(chunk), (route) => (block ? route.abort() : route.fallback()));
        await page.getByTestId('left-bar').getByRole('link', { name: /promotion|promo/i }).first().click();
        const error = page.getByTestId('chunk-error');
        await expect(error).toContainText(`/assets/${chunk}-`);
        block = false;
        await error.getByRole('button').click();
        await expect(page.getByTestId('promotions-page')).toBeVisible();
        await expect(error).toHaveCount(0);
      });
    }
  }

  test('offline, a page that cannot load says to check the connection, and Retry loads it once back', async ({ page, context }) => {
    test.info().annotations.push({ type: 'allow-console-errors' });
    await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
    await openBrand(page, code, '/');
    await context.setOffline(true);
    await page.getByTestId('left-bar').getByRole('link', { name: /promotion|promo/i }).first().click();
    const error = page.getByTestId('chunk-error');
    await expect(error).toHaveText(/^Network link abnormal\. Please check your connection\./);
    await context.setOffline(false);
    await error.getByRole('button').click();
    await expect(page.getByTestId('promotions-page')).toBeVisible();
  });

  test('a chunk that has not arrived after 120000 ms shows the timeout message', async ({ page }) => {
    test.info().annotations.push({ type: 'allow-console-errors' });
    await page.clock.install();
    await openBrand(page, code, '/');
    await page.route(/\/assets\/PromotionsPage-[^/]+\.js$/, () => {
      /* never answered */
    });
    await page.getByTestId('left-bar').getByRole('link', { name: /promotion|promo/i }).first().click();
    await page.clock.runFor(120_001);
    await expect(page.getByTestId('chunk-error')).toContainText(/too long|natagalan/i);
  });
});

/** Marks the document, so a test sees whether Retry loaded the page again. */
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { __sameDocument?: boolean }).__sameDocument = true));
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

// After a deploy the server no longer has the old build's chunks (404): no Retry of the old name can
// load one, so Retry loads the page again, which brings the new build's names.
for (const code of openBrands.slice(0, 2)) {
  test.describe(`a newer build · ${code}`, () => {
    test("a page whose chunk is gone from the server says a newer version is out, and Retry loads the page again", async ({ page }) => {
      test.info().annotations.push({ type: 'allow-console-errors' });
      await openBrand(page, code, '/');
      await page.route(chunkAddress('PromotionsPage'), (route) => route.fulfill({ status: 404, body: 'not found' }));
      await page.getByTestId('left-bar').getByRole('link', { name: /promotion|promo/i }).first().click();
      const error = page.getByTestId('chunk-error');
      await expect(error).toContainText(siteStrings(code).errors.newVersion!);
      await markDocument(page);
      // the page loaded again is the new build: its chunk is there
      await page.unroute(chunkAddress('PromotionsPage'));
      await Promise.all([page.waitForEvent('load'), error.getByRole('button').click()]);
      await expect(page.getByTestId('promotions-page')).toBeVisible();
      expect(await sameDocument(page)).toBe(false);
    });

    test("a dialog whose chunk is gone says so over the page, and Retry loads the page again with the dialog", async ({ page }) => {
      test.info().annotations.push({ type: 'allow-console-errors' });
      await page.route(chunkAddress('HelpModal'), (route) => route.fulfill({ status: 404, body: 'not found' }));
      await openBrand(page, code, '/help');
      const failed = page.getByTestId('dialog-load-failed');
      await expect(failed).toHaveAccessibleName(siteStrings(code).errors.newVersion!);
      await markDocument(page);
      await page.unroute(chunkAddress('HelpModal'));
      await Promise.all([page.waitForEvent('load'), failed.getByTestId('dialog-load-retry').click()]);
      await expect(page.getByTestId('help-modal')).toBeVisible();
      expect(await sameDocument(page)).toBe(false);
    });

    test('a chunk that failed for a moment (a server error) is fetched again in the same page', async ({ page }) => {
      test.info().annotations.push({ type: 'allow-console-errors' });
      await openBrand(page, code, '/');
      let failing = true;
      await page.route(chunkAddress('PromotionsPage'), (route) => (failing ? route.fulfill({ status: 503, body: 'busy' }) : route.fallback()));
      await page.getByTestId('left-bar').getByRole('link', { name: /promotion|promo/i }).first().click();
      const error = page.getByTestId('chunk-error');
      await expect(error).toContainText('/assets/PromotionsPage-');
      await markDocument(page);
      failing = false;
      await error.getByRole('button').click();
      await expect(page.getByTestId('promotions-page')).toBeVisible();
      expect(await sameDocument(page)).toBe(true);
    });
  });
}

// The frame (left bar, banners, home) comes by a module preload theme-init.js adds: the browser
// keeps that preload's failure for the page's life, and pages import the frame by that address.
for (const code of openBrands.slice(0, 2)) {
  test(`${code}: when the frame's preload fails, the home still shows; a page built on the frame says so, and Retry loads the page again with it`, async ({ page }) => {
    test.info().annotations.push({ type: 'allow-console-errors' });
    let asked = 0;
    await page.route(chunkAddress('frame'), (route) => (asked++ === 0 ? route.abort() : route.fallback()));
    await openBrand(page, code, '/');
    await expect(page.getByTestId('home-page')).toBeVisible();
    await markDocument(page);
    await page.getByTestId('left-bar').getByRole('link', { name: /promotion|promo/i }).first().click();
    const error = page.getByTestId('chunk-error');
    await expect(error).toContainText('/assets/frame-');
    await Promise.all([page.waitForEvent('load'), error.getByRole('button').click()]);
    await expect(page.getByTestId('promotions-page')).toBeVisible();
    expect(await sameDocument(page)).toBe(false);
  });

  test(`${code}: when the frame cannot be loaded at all, the home says so as a page does, and Retry loads the page again`, async ({ page }) => {
    test.info().annotations.push({ type: 'allow-console-errors' });
    let block = true;
    await page.route(chunkAddress('frame'), (route) => (block ? route.abort() : route.fallback()));
    await openBrand(page, code, '/');
    const error = page.getByTestId('main').getByTestId('chunk-error');
    await expect(error).toContainText('/assets/frame-');
    await expect(page.getByTestId('header')).toBeVisible();
    // the left bar's place keeps the bar's width, with its own small retry at the top
    const barPlace = page.getByTestId('left-bar-failed');
    const placeBox = (await barPlace.boundingBox())!;
    const barRetry = (await barPlace.getByTestId('slot-retry').boundingBox())!;
    expect(barRetry.height).toBeLessThan(placeBox.height / 4);
    await markDocument(page);
    block = false;
    // nearly every page and dialog imports the frame, so a Retry in this page would leave the rest of it broken
    await Promise.all([page.waitForEvent('load'), error.getByRole('button').click()]);
    await expect(page.getByTestId('home-page')).toBeVisible();
    await expect(page.getByTestId('chunk-error')).toHaveCount(0);
    expect((await page.getByTestId('left-bar').boundingBox())!.width).toBe(placeBox.width);
    expect(await sameDocument(page)).toBe(false);
  });

  test(`${code}: when the frame has not arrived after 120000 ms, the home says it took too long`, async ({ page }) => {
    test.info().annotations.push({ type: 'allow-console-errors' });
    await page.clock.install();
    await page.route(chunkAddress('frame'), () => {
      /* never answered */
    });
    await page.goto(brandUrl(code, '/'));
    await expect(page.getByTestId('header')).toBeVisible();
    await page.clock.runFor(120_001);
    await expect(page.getByTestId('main').getByTestId('chunk-error')).toContainText(siteStrings(code).errors.chunkTimeout!);
  });
}

// A dialog is a chunk of its own too: one that fails to arrive is said over the page in a small
// dialog of its own (first-paint strings: the dialog's own may be what failed), and the page stays.
for (const code of openBrands.slice(0, 2)) {
  test.describe(`a dialog that fails to load · ${code}`, () => {
    test('says so over the page, keeps focus in its two buttons, and Retry loads the dialog once it can', async ({ page }) => {
      test.info().annotations.push({ type: 'allow-console-errors' });
      let block = true;
      let asked = 0;
      await page.route(chunkAddress('HelpModal'), (route) => (asked++, block ? route.abort() : route.fallback()));
      await openBrand(page, code, '/help');
      const failed = page.getByTestId('dialog-load-failed');
      await expect(failed).toBeVisible();
      await expect(failed).toHaveAttribute('role', 'alertdialog');
      await expect(failed).toHaveAccessibleName(siteStrings(code).errors.partFailed!);
      await expect(page.getByTestId('header')).toBeVisible();
      const retry = failed.getByTestId('dialog-load-retry');
      await expect(retry).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(failed.getByTestId('dialog-load-close')).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(retry).toBeFocused();
      // still out of reach: Retry asks again and says so again
      const before = asked;
      await retry.click();
      await expect.poll(() => asked).toBeGreaterThan(before);
      await expect(failed).toBeVisible();
      block = false;
      await failed.getByTestId('dialog-load-retry').click();
      await expect(page.getByTestId('help-modal')).toBeVisible();
      await expect(failed).toHaveCount(0);
    });

    for (const backOut of ['Escape', 'a press beside it'] as const) {
      test(`a dialog on its way holds focus, and ${backOut} backs out to the page`, async ({ page }) => {
        await page.route(chunkAddress('HelpModal'), () => {
          /* a connection too slow to wait for */
        });
        await openBrand(page, code, '/help');
        const pending = page.getByTestId('dialog-pending');
        await expect(pending).toBeFocused();
        await expect(pending).toHaveAttribute('aria-busy', 'true');
        // Tab does not reach the page under it
        await page.keyboard.press('Tab');
        await expect(pending).toBeFocused();
        if (backOut === 'Escape') await page.keyboard.press('Escape');
        else await pending.click({ position: { x: 5, y: 5 } });
        await expect(pending).toHaveCount(0);
        await expect(page.getByTestId('home-page')).toBeVisible();
      });
    }

    test('a dialog that has not arrived after 120000 ms says it took too long', async ({ page }) => {
      test.info().annotations.push({ type: 'allow-console-errors' });
      await page.clock.install();
      await page.route(chunkAddress('HelpModal'), () => {
        /* never answered */
      });
      await openBrand(page, code, '/help');
      await page.clock.runFor(120_001);
      await expect(page.getByTestId('dialog-load-failed')).toHaveAccessibleName(siteStrings(code).errors.partTimeout!);
      await expect(page.getByTestId('dialog-load-retry')).toBeFocused();
    });

    test('Escape leaves the page as it was', async ({ page }) => {
      test.info().annotations.push({ type: 'allow-console-errors' });
      await page.route(chunkAddress('HelpModal'), (route) => route.abort());
      await openBrand(page, code, '/help');
      await expect(page.getByTestId('dialog-load-failed')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('dialog-load-failed')).toHaveCount(0);
      await expect(page.getByTestId('home-page')).toBeVisible();
      await expect(page.getByTestId('header')).toBeVisible();
    });
  });
}

// The player's parts (logged-in header, home sections) are a chunk of their own (a visitor's first
// page never needs them): when it fails to arrive, the header says so in place with a retry, and
// the rest of the page stays.
for (const code of BRAND_CODES.slice(0, 2)) {
  test(`${code}: a logged-in header chunk that fails shows a retry in the header, and Retry loads it`, async ({ page, request }) => {
    test.info().annotations.push({ type: 'allow-console-errors' });
    const token = await seedPlayerToken(request, code);
    let block = true;
    await page.route(chunkAddress('player'), (route) => (block ? route.abort() : route.fallback()));
    await openBrand(page, code, `/?token=${encodeURIComponent(token)}`);
    const retry = page.getByTestId('header').getByTestId('slot-retry');
    await expect(retry).toBeVisible();
    // announced as it appears, and still a button to reach by keyboard
    await expect(page.getByTestId('header').getByRole('alert')).toContainText(siteStrings(code).errors.partFailed!);
    await expect(retry).toHaveRole('button');
    await expect(page.getByTestId('left-bar')).toBeVisible();
    block = false;
    await retry.click();
    await expect(page.getByTestId('header-balance-box')).toBeVisible();
    await expect(retry).toHaveCount(0);
  });
}

// A visitor's lobby shares the favourites code with a player's home, never the logged-in header.
for (const code of brandsCovering([], openBrands)) {
  test(`${code}: a visitor's lobby loads no player chunk`, async ({ page }) => {
    const loaded: string[] = [];
    page.on('request', (r) => {
      const file = /\/assets\/([^/?]+\.js)$/.exec(r.url())?.[1];
      if (file) loaded.push(file);
    });
    await openBrand(page, code, '/rng');
    await expect(page.getByTestId('game-card').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(loaded.some((f) => f.startsWith('LobbyPage-'))).toBe(true);
    expect(loaded.filter((f) => f.startsWith('player-'))).toEqual([]);
  });
}

/** Waits two frames, so what a navigation's commit and effects do to the scroll has happened. */
const settled = (page: import('@playwright/test').Page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
const scrollY = (page: import('@playwright/test').Page) => page.evaluate(() => Math.round(window.scrollY));

// a new page opens at its top and Back returns to where the player was; a query or a hash on the
// same page, or a place on another page, does not throw the player to the top
for (const code of brandsCovering([], openBrands)) {
  test.describe(`scroll and focus on navigation · ${code}`, () => {
    test('a promotion opened from far down the list opens at its top; Back returns to the same place in the list', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await openBrand(page, code, '/promotions');
      const cards = page.getByTestId('promo-card');
      await expect(cards.first()).toBeVisible();
      await cards.last().scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollBy(0, 200));
      await settled(page);
      const listY = await scrollY(page);
      expect(listY).toBeGreaterThan(300);
      await cards.last().click();
      await expect(page.getByTestId('promo-detail')).toBeVisible();
      await settled(page);
      expect(await scrollY(page)).toBe(0);
      await page.goBack();
      await expect(page.getByTestId('promotions-page')).toBeVisible();
      await expect.poll(() => scrollY(page)).toBe(listY);
    });

    test("a lobby's vendor filter keeps the place; the left bar's game search brings its box into view from another page", async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await openBrand(page, code, '/rng');
      const chip = page.locator('[data-testid^="lobby-vendor-"]:not([data-testid="lobby-vendor-all"]):not([data-testid="lobby-vendor-hot"])').first();
      await expect(chip).toBeVisible();
      // the vendor's first page once, so choosing it again has nothing to load (a loading grid is
      // short, and the browser's clamp to it is no jump)
      const cards = page.getByTestId('game-grid').getByTestId('game-card');
      await chip.click();
      await expect(cards.first()).toBeVisible();
      await page.getByTestId('lobby-vendor-all').click();
      await expect(page).not.toHaveURL(/[?&]vendor=/);
      await expect(cards.first()).toBeVisible();
      // below the page's top, the chips still in view
      await page.evaluate(() => window.scrollBy(0, 120));
      await settled(page);
      const before = await scrollY(page);
      expect(before).toBe(120);
      await chip.click();
      await expect(page).toHaveURL(/[?&]vendor=/);
      await settled(page);
      expect(await scrollY(page)).toBe(before);

      await page.getByTestId('menu-promotions').click();
      await expect(page.getByTestId('promotions-page')).toBeVisible();
      await page.getByTestId('menu-game-search').click();
      const box = page.getByTestId('home-search-input');
      await expect(box).toBeFocused();
      await settled(page);
      await expect(box).toBeInViewport();
      expect(await scrollY(page)).toBeGreaterThan(0);
    });

    test('a link followed by keyboard puts focus on the new page, not on the body; the first load leaves it alone', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await openBrand(page, code, '/promotions');
      const card = page.getByTestId('promo-card').first();
      await expect(card).toBeVisible();
      expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
      await card.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('promo-detail')).toBeVisible();
      const onNewPage = () =>
        page.evaluate(() => {
          const a = document.activeElement;
          return a?.id === 'main-content' || (a?.tagName === 'H1' && !!a.closest('#main-content'));
        });
      await expect.poll(onNewPage).toBe(true);
      // the left bar's own link (it stays on the screen) hands focus to the page it opened too
      const promotions = page.getByTestId('menu-promotions');
      await promotions.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('promotions-page')).toBeVisible();
      await expect.poll(onNewPage).toBe(true);
    });
  });
}
