import type { Locator } from '@playwright/test';
import { BRAND_CODES, brandAnnouncements, brandDocs, brandsCovering, brandUrl, chunkAddress, expect, guardedOf, multilingualOf, openBrand, scrollToFooter, seedPlayerToken, test, visitorPath, withSessionIfGuarded, loggedInOnly } from './support';

const SOCIAL = ['YOUTUBE', 'INSTAGRAM', 'FACEBOOK', 'TWITTER', 'TIKTOK', 'LINE'];

function homeBanners(code: string): number {
  return brandAnnouncements(code).banners.filter((b) => b.groupName === 'w_home').length;
}

/** A trait: the brand's resources hold a link of this social network. */
const socialOf = (type: string) => (code: string) => brandDocs(code).permission.info.resources.some((r) => r.resourceType.toUpperCase() === type);
/** A trait: the home page's banners make a carousel (more than one). */
const carouselOf = (code: string) => homeBanners(code) > 1;

// Each group of tests runs over the brands in which what it branches on takes every value: every
// page opens home with a session on a logged-in-only brand, so that is one trait of each.
for (const code of brandsCovering([guardedOf, ...SOCIAL.map(socialOf)])) {
  const docs = brandDocs(code);
  const home = withSessionIfGuarded(code, '/');

  test.describe(`layout · ${code}`, () => {
    test('footer: about, social icons only for present resources, payment icons, vendor logos, copyright', async ({ page }) => {
      const footerChunks: string[] = [];
      page.on('request', (r) => {
        if (/\/assets\/Footer-/.test(r.url())) footerChunks.push(r.url());
      });
      await openBrand(page, code, home);
      await expect(page.getByTestId('home-page')).toBeVisible();
      await page.waitForLoadState('networkidle');
      // below the fold of a home page: nothing of it loads until the player scrolls towards it
      expect(footerChunks).toEqual([]);
      await expect(page.getByTestId('site-footer')).toHaveCount(0);
      await scrollToFooter(page);
      const footer = page.getByTestId('site-footer');
      await expect(footer.getByTestId('footer-about')).toHaveText(docs.manifest.footer.about[docs.manifest.languages.default]!);
      const present = new Set(docs.permission.info.resources.map((r) => r.resourceType.toUpperCase()));
      for (const type of SOCIAL) {
        const link = footer.getByTestId(`footer-social-${type}`);
        if (!present.has(type)) {
          await expect(link).toHaveCount(0);
          continue;
        }
        const url = docs.permission.info.resources.find((r) => r.resourceType.toUpperCase() === type)!.url;
        await expect(link).toHaveAttribute('href', url);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', /noopener/);
      }
      await expect(footer.getByTestId('footer-payment-icon')).toHaveCount(4);
      await expect(footer.getByTestId('footer-vendor-logo').first()).toHaveAttribute('src', /\/TCG_PROD_IMAGES\/(RNG|LIVE|SPORTS)_LIST_VENDOR\/[^/]+-COLOR\.png$/);
      await expect(footer.getByTestId('footer-copyright')).toHaveText(docs.manifest.footer.copyright);
    });
  });
}

for (const code of brandsCovering([guardedOf])) {
  const home = withSessionIfGuarded(code, '/');

  test.describe(`layout · ${code}`, () => {

    test('a footer help topic goes to /help#tag and opens that topic in the help modal', async ({ page }) => {
      await openBrand(page, code, home);
      await scrollToFooter(page);
      await page.getByTestId('footer-help-privacy').click();
      await expect(page).toHaveURL(/\/help#privacy$/);
      const modal = page.getByTestId('help-modal');
      await expect(modal).toBeVisible();
      await expect(modal.getByTestId('help-topic-privacy')).toHaveAttribute('aria-selected', 'true');
    });

    test('help HTML from the platform is shown without its script, handlers or javascript: links', async ({ page, consoleErrors }) => {
      // allowed here: the fixture's <img src="x"> is broken on purpose (404), and Chromium reports
      // the CSP block of its onerror even while DOMPurify parses it in an inert document
      test.info().annotations.push({ type: 'allow-console-errors' });
      await page.addInitScript(() => {
        (window as unknown as { __alerts: number }).__alerts = 0;
        window.alert = () => void ((window as unknown as { __alerts: number }).__alerts += 1);
      });
      await openBrand(page, code, '/helpmc#faq');
      const content = page.getByTestId('help-content');
      await expect(content).toContainText(/password/i);
      await expect(content.locator('script')).toHaveCount(0);
      await expect(content.locator('[onerror]')).toHaveCount(0);
      await expect(content.locator('a[href^="javascript"]')).toHaveCount(0);
      await page.waitForTimeout(300); // give a surviving onerror the chance to run
      expect(await page.evaluate(() => (window as unknown as { __alerts: number }).__alerts)).toBe(0);
      expect(consoleErrors.filter((e) => !/Failed to load resource: .*404|Executing inline event handler violates/.test(e))).toEqual([]);
    });

  });
}

for (const code of brandsCovering([guardedOf, carouselOf])) {
  const home = withSessionIfGuarded(code, '/');

  test.describe(`layout · ${code}`, () => {
    test('home banners loop and autoplay every 5000 ms only with more than one banner', async ({ page }) => {
      const count = homeBanners(code);
      await page.clock.install();
      await openBrand(page, code, home);
      const strip = page.getByTestId('banner-strip');
      await expect(strip.getByTestId('banner-slide')).toHaveCount(count);
      // the first banner is the largest paint: asked for first; the others wait for their turn
      const images = strip.locator('[data-testid="banner-slide"] img');
      await expect(images.first()).toHaveAttribute('fetchpriority', 'high');
      await expect(images.first()).toHaveAttribute('loading', 'eager');
      for (let i = 1; i < count; i++) await expect(images.nth(i)).toHaveAttribute('loading', 'lazy');
      const dots = strip.getByTestId('banner-dot');
      if (count <= 1) {
        await expect(dots).toHaveCount(0);
        return;
      }
      await expect(dots).toHaveCount(count);
      await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
      await page.clock.runFor(5_100);
      await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
      await page.getByTestId('banner-dot').last().click();
      await page.mouse.move(0, 700);
      await page.clock.runFor(5_100);
      // looped: after the last banner comes the first
      await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
    });

    test('the carousel library loads only when the player reaches for the banners, and nothing moves when it takes over', async ({ page }) => {
      const count = homeBanners(code);
      const carouselChunks: string[] = [];
      page.on('request', (r) => {
        if (/\/assets\/embla-carousel/.test(r.url())) carouselChunks.push(r.url());
      });
      await page.clock.install();
      await openBrand(page, code, home);
      const strip = page.getByTestId('banner-strip');
      await expect(strip.getByTestId('banner-slide')).toHaveCount(count);
      await page.mouse.move(0, 0);
      await page.waitForLoadState('networkidle');
      expect(carouselChunks).toEqual([]);
      const first = strip.getByTestId('banner-slide').first();
      const before = await first.boundingBox();

      if (count <= 1) {
        // one banner is no carousel: nothing to load, whatever the player does
        await first.hover();
        await page.clock.runFor(6_000);
        expect(carouselChunks).toEqual([]);
        return;
      }
      await expect(strip.locator('[data-carousel]')).toHaveAttribute('data-carousel', 'resting');
      // a dot pressed before the library is there still goes to its slide
      await strip.getByTestId('banner-dot').last().click();
      await expect(strip.locator('[data-carousel]')).toHaveAttribute('data-carousel', 'live');
      expect(carouselChunks.length).toBeGreaterThan(0);
      await expect(strip.getByTestId('banner-dot').last()).toHaveAttribute('aria-current', 'true');
      await strip.getByTestId('banner-dot').nth(0).click();
      await page.mouse.move(0, 0);
      await expect(strip.getByTestId('banner-dot').nth(0)).toHaveAttribute('aria-current', 'true');
      await page.clock.runFor(1_000); // the scroll back settles
      const after = await first.boundingBox();
      expect(Math.abs(after!.x - before!.x)).toBeLessThan(1);
      expect(Math.abs(after!.width - before!.width)).toBeLessThan(1);
    });

    test('a carousel library that fails to arrive leaves the first banner in place, and the next reach tries again', async ({ page, consoleErrors }) => {
      const count = homeBanners(code);
      test.skip(count <= 1, 'one banner is no carousel');
      let refused = 0;
      await page.route(chunkAddress('embla-carousel\\.esm'), (route) => (refused++ === 0 ? route.abort() : route.continue()));
      await openBrand(page, code, home);
      const carousel = page.getByTestId('banner-strip').locator('[data-carousel]');
      await expect(carousel).toHaveAttribute('data-carousel', 'resting');
      // the page has given up on this load (a reach while it is still failing is part of it)
      const gaveUp = page.waitForEvent('console', (m) => m.type() === 'warning' && m.text().startsWith('a carousel did not load'));
      await carousel.hover();
      await expect.poll(() => refused).toBe(1);
      await gaveUp;
      await page.mouse.move(0, 0);
      await expect(carousel).toHaveAttribute('data-carousel', 'resting');
      await expect(page.getByTestId('banner-slide').first()).toBeVisible();
      await carousel.hover();
      await expect(carousel).toHaveAttribute('data-carousel', 'live');
      // the refused request is the only error the browser reports
      expect(consoleErrors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
      consoleErrors.length = 0;
    });

    test('a swipe made before the carousel library arrives is not lost: it moves one slide that way', async ({ page }) => {
      const count = homeBanners(code);
      test.skip(count <= 1, 'one banner is no carousel');
      await openBrand(page, code, home);
      const strip = page.getByTestId('banner-strip');
      await expect(strip.locator('[data-carousel]')).toHaveAttribute('data-carousel', 'resting');
      const box = (await strip.getByTestId('banner-slide').first().boundingBox())!;
      const y = box.y + box.height / 2;
      await page.mouse.move(box.x + box.width * 0.7, y);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width * 0.3, y, { steps: 5 });
      await page.mouse.up();
      await page.mouse.move(0, 0);
      await expect(strip.locator('[data-carousel]')).toHaveAttribute('data-carousel', 'live');
      await expect(strip.getByTestId('banner-dot').nth(1)).toHaveAttribute('aria-current', 'true');
      // the click that ended the swipe opened nothing
      expect(new URL(page.url()).pathname).toBe('/');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

  });
}

for (const code of brandsCovering([guardedOf, multilingualOf])) {
  const docs = brandDocs(code);

  test.describe(`layout · ${code}`, () => {
    test('the language selector appears only with more than one language, switches at once and is remembered', async ({ page }) => {
      await openBrand(page, code, visitorPath(code));
      const supported = docs.manifest.languages.supported;
      const select = page.getByTestId('language-select').first();
      if (supported.length < 2) {
        await expect(page.getByTestId('language-select')).toHaveCount(0);
        return;
      }
      const other = supported.find((l) => l !== docs.manifest.languages.default)!;
      const loginText = await page.getByTestId('header-login').innerText();
      await select.selectOption(other);
      await expect(page.getByTestId('header-login')).not.toHaveText(loginText);
      await expect.poll(() => page.evaluate(() => [localStorage.getItem('lang'), document.documentElement.lang])).toEqual([
        other,
        other === 'TY' ? 'tl' : other.toLowerCase(),
      ]);
      await page.reload();
      await expect(page.getByTestId('language-select').first()).toHaveValue(other);
      await select.selectOption(docs.manifest.languages.default);
      await expect.poll(() => page.evaluate(() => localStorage.getItem('hisLang'))).toBe(other);
    });

    test("the tab's title names the page the player is on, in the page's language", async ({ page }) => {
      const name = docs.manifest.name;
      await openBrand(page, code, withSessionIfGuarded(code, '/'));
      await expect(page.getByTestId('home-page')).toBeVisible();
      // home's heading is the brand's own name: said once
      await expect(page).toHaveTitle(name);

      // a lobby, reached by the menu: its heading, then the brand
      const heading = page.getByTestId('main').locator('h1');
      await page.getByTestId('left-bar-entries').locator('a[href^="/"]:not([href="/"])').first().click();
      await expect(page.getByTestId('home-page')).toHaveCount(0);
      await expect(heading).toHaveCount(1);
      const lobby = (await heading.innerText()).trim();
      expect(lobby).not.toBe('');
      await expect(page).toHaveTitle(`${lobby} - ${name}`);

      // another language renames the page, and its tab with it
      const other = docs.manifest.languages.supported.find((l) => l !== docs.manifest.languages.default);
      if (other) {
        await page.getByTestId('language-select').first().selectOption(other);
        await expect(heading).not.toHaveText(lobby);
        await expect(page).toHaveTitle(`${(await heading.innerText()).trim()} - ${name}`);
      }

      // the game page has no visible heading over its frame, but it has a name
      await openBrand(page, code, withSessionIfGuarded(code, '/game?gameId=1001&vendor=PT&gameType=RNG&name=Lucky%20Lanterns'));
      await expect(page.getByTestId('game-page')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Lucky Lanterns' })).toHaveCount(1);
      await expect(page).toHaveTitle(`Lucky Lanterns - ${name}`);
    });

    test("an address that opens a dialog is titled by the dialog, and by the page again once it closes", async ({ page }) => {
      const name = docs.manifest.name;
      // /login is a visitor's, /help anyone's that the brand lets in
      for (const [path, testId] of [
        ['/login', 'login-modal'],
        [withSessionIfGuarded(code, '/help'), 'help-modal'],
      ] as const) {
        await openBrand(page, code, path);
        const dialog = page.getByTestId(testId);
        await expect(dialog).toBeVisible();
        const heading = (await dialog.locator(`[id="${await dialog.getAttribute('aria-labelledby')}"]`).innerText()).trim();
        expect(heading).not.toBe('');
        await expect(page).toHaveTitle(`${heading} - ${name}`);
      }
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('help-modal')).toHaveCount(0);
      await expect(page).toHaveTitle(name);
    });

  });
}

for (const code of brandsCovering([guardedOf])) {
  const docs = brandDocs(code);
  const home = withSessionIfGuarded(code, '/');

  test.describe(`layout · ${code}`, () => {
    test('the left bar leads to game search, ready to type', async ({ page }) => {
      await openBrand(page, code, home);
      await page.getByTestId('menu-game-search').click();
      await expect(page.getByTestId('home-search-input')).toBeFocused();
      await expect(page.getByTestId('home-search-input')).toBeInViewport();
    });

    test("the layout's icons are drawn from the page's sprite, in the colour of their control", async ({ page }) => {
      await openBrand(page, code, home);
      const bar = page.getByTestId('left-bar');
      await expect(bar).toBeVisible();
      // every icon on the page names a symbol the page has
      const missing = await page.evaluate(() =>
        [...document.querySelectorAll('svg use')].map((u) => u.getAttribute('href') ?? '').filter((href) => !href.startsWith('#') || !document.querySelector(href)),
      );
      expect(missing).toEqual([]);
      // and draws: the home entry's icon has the size of its frame and strokes in the entry's text colour
      const icon = bar.getByTestId('menu-home').locator('svg');
      const drawn = icon.locator('use');
      await expect(drawn).toHaveCount(1);
      const box = await drawn.boundingBox();
      expect(box?.width).toBeGreaterThan(10);
      expect(box?.height).toBeGreaterThan(10);
      const color = await bar.getByTestId('menu-home').evaluate((el) => getComputedStyle(el).color);
      await expect(icon).toHaveCSS('stroke', color);
    });

    test('modals take focus, keep Tab inside and close on Escape', async ({ page }) => {
      await openBrand(page, code, visitorPath(code));
      const opener = page.getByTestId('header-login');
      await opener.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press('Tab');
        expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      if (!loggedInOnly(docs)) await expect(opener).toBeFocused();
    });

    // A choice in a menu closes the menu, and the choice goes with it: a dialog it opened gave
    // focus back to that gone choice when it closed, so focus fell to the page's body (QA), the
    // first time (the dialog's chunk loading meanwhile) and every time after. It goes back to the
    // button that opened the menu, by pointer and by keyboard.
    test("a dialog opened from the avatar menu or a left-bar flyout gives focus back to the menu's button", async ({ page, request }) => {
      const token = await seedPlayerToken(request, code);
      await openBrand(page, code, `/?token=${encodeURIComponent(token)}`);
      const avatar = page.getByTestId('header-avatar');
      const service = page.getByTestId('left-bar').getByTestId('menu-service');
      const dialog = page.getByRole('dialog');
      const closes = async (opener: Locator) => {
        await expect(dialog).toBeVisible();
        await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
        await expect(page.locator('body')).not.toBeFocused();
        await expect(opener).toBeFocused();
      };
      // the help dialog's chunk loads on this first opening
      await avatar.click();
      await page.getByTestId('avatar-helpCenter').click();
      await closes(avatar);
      // by keyboard: down the avatar menu to the help centre, Enter
      await page.keyboard.press('ArrowDown');
      await expect(page.getByTestId('avatar-logout')).toBeVisible();
      await page.keyboard.press('End');
      await page.keyboard.press('ArrowUp');
      await expect(page.getByTestId('avatar-helpCenter')).toBeFocused();
      await page.keyboard.press('Enter');
      await closes(avatar);
      // the left bar's service flyout, opened by the pointer
      await service.hover();
      await page.getByTestId('menu-service-help').click();
      await closes(service);
      // and by keyboard
      await page.keyboard.press('ArrowRight');
      await page.getByTestId('menu-service-help').focus();
      await page.keyboard.press('Enter');
      await closes(service);
    });
  });
}

test.describe('mobile width', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  for (const code of brandsCovering([guardedOf])) {
    test(`${code}: no sideways scroll, the left bar is a drawer opened from the header`, async ({ page }) => {
      await openBrand(page, code, withSessionIfGuarded(code, '/'));
      await expect(page.getByTestId('header')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      const bar = page.getByTestId('left-bar');
      await expect(bar).not.toBeInViewport();
      await page.getByTestId('mobile-menu-toggle').click();
      await expect(bar).toBeInViewport();
      await bar.getByTestId('menu-promotions').click();
      await expect(page).toHaveURL(brandUrl(code, '/promotions'));
      await expect(bar).not.toBeInViewport();
    });
  }
});

test.describe('the drawer by keyboard', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  // its entries render a frame after the first paint (LeftBar): a drawer opened before that still
  // gives the current page's entry focus once they come
  for (const code of BRAND_CODES.filter((c) => !loggedInOnly(brandDocs(c))).slice(0, 2)) {
    test(`${code}: a drawer opened before its entries are in gives focus to the current page's entry when they come`, async ({ page }) => {
      await page.addInitScript(() => {
        // animation frames held back from before the app's first commit (React may run that
        // commit's effects, which ask for the entries' frame, before an observer hears of it): the
        // entries wait for a frame (or for their 500 ms fallback)
        const frame = window.requestAnimationFrame.bind(window);
        const held: FrameRequestCallback[] = [];
        new MutationObserver((_, observer) => {
          if (!document.getElementById('root')?.firstElementChild) return;
          observer.disconnect();
          window.requestAnimationFrame = (callback) => held.push(callback);
        }).observe(document, { childList: true, subtree: true });
        new MutationObserver((_, observer) => {
          const toggle = document.querySelector<HTMLElement>('[data-testid="mobile-menu-toggle"]');
          if (!toggle || !document.querySelector('[data-testid="left-bar-entries"]')) return;
          observer.disconnect();
          setTimeout(() => {
            const w = window as unknown as { __entriesAtOpen: number };
            w.__entriesAtOpen = document.querySelectorAll('[data-testid="left-bar-entries"] a, [data-testid="left-bar-entries"] button').length;
            toggle.click();
            setTimeout(() => {
              window.requestAnimationFrame = frame;
              for (const callback of held) frame(callback);
            }, 100);
          }, 100);
        }).observe(document, { childList: true, subtree: true });
      });
      await openBrand(page, code, '/');
      await expect.poll(() => page.evaluate(() => (window as unknown as { __entriesAtOpen?: number }).__entriesAtOpen)).toBe(0);
      const bar = page.getByTestId('left-bar');
      await expect(bar).toBeInViewport();
      await expect(bar.getByTestId('menu-home')).toBeFocused();
    });
  }

  // brands whose drawers differ in length (categories, chat, download)
  for (const code of BRAND_CODES.filter((c) => !loggedInOnly(brandDocs(c))).slice(0, 2)) {
    test(`${code}: focus moves in and stays in, one entry is current, Escape and the close button give focus back`, async ({ page }) => {
      await openBrand(page, code, '/');
      const bar = page.getByTestId('left-bar');
      const opener = page.getByTestId('mobile-menu-toggle');
      await opener.focus();
      await page.keyboard.press('Enter');
      await expect(bar).toBeInViewport();
      // the current page's entry takes focus, and it is the only one marked current
      await expect(bar.getByTestId('menu-home')).toBeFocused();
      await expect(bar.locator('[aria-current="page"]')).toHaveCount(1);

      // Tab round the whole drawer and more: focus never reaches the page behind it
      const stops = await bar.evaluate((nav) => nav.querySelectorAll('a[href], button:not([disabled]), select').length);
      for (let i = 0; i < stops + 3; i++) {
        await page.keyboard.press('Tab');
        expect(await bar.evaluate((nav) => nav.contains(document.activeElement))).toBe(true);
      }
      // Shift+Tab from the first stop goes round to the last
      await page.getByTestId('left-bar-close').focus();
      await page.keyboard.press('Shift+Tab');
      expect(await bar.evaluate((nav) => nav.contains(document.activeElement))).toBe(true);

      await page.keyboard.press('Escape');
      await expect(bar).not.toBeInViewport();
      await expect(opener).toBeFocused();

      await page.keyboard.press('Enter');
      await expect(bar).toBeInViewport();
      await page.getByTestId('left-bar-close').click();
      await expect(bar).not.toBeInViewport();
      await expect(opener).toBeFocused();
    });
  }

  // a page that shows the bar only as the drawer (a log-in landing, the register page) loads its
  // code (the frame chunk) when the drawer is first opened; a log-in landing loads it no sooner
  for (const [code, path] of [['tide', '/'], ['aurora', '/register']] as const) {
    test(`${code} ${path}: the drawer a page shows only on phones comes when it is opened, takes focus and gives it back`, async ({ page }) => {
      const frameAsks: string[] = [];
      page.on('request', (request) => {
        if (chunkAddress('frame').test(new URL(request.url()).pathname)) frameAsks.push(request.url());
      });
      await openBrand(page, code, path);
      if (loggedInOnly(brandDocs(code))) {
        await expect(page.getByTestId('login-modal').getByTestId('login-form')).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(frameAsks, 'the log-in landing asks for no frame').toEqual([]);
        await page.keyboard.press('Escape');
        await expect(page.getByTestId('login-modal')).toHaveCount(0);
      }
      await expect(page.getByTestId('left-bar')).toHaveCount(0);
      const opener = page.getByTestId('mobile-menu-toggle');
      await opener.focus();
      await page.keyboard.press('Enter');
      const bar = page.getByTestId('left-bar');
      await expect(bar).toBeInViewport();
      await expect(bar.getByTestId('menu-home')).toBeVisible();
      await expect.poll(() => bar.evaluate((nav) => nav.contains(document.activeElement))).toBe(true);
      expect(frameAsks.length).toBeGreaterThan(0);
      await page.keyboard.press('Escape');
      await expect(bar).not.toBeInViewport();
      await expect(opener).toBeFocused();
      // opened again, it is the same drawer, still there
      await page.keyboard.press('Enter');
      await expect(bar).toBeInViewport();
    });
  }
});
