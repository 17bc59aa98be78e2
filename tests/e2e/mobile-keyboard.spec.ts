/**
 * Keyboard, touch and phone defects of the first screens (issue 18) and the affiliate-link and
 * Telegram resources (issue 19): the left bar is one tab stop with its flyouts reached by arrow
 * keys; on a phone every control of the header, drawer, home, a lobby and the footer is a 44 px
 * target, and so is every control a logged-in player reaches there: the header, its avatar menu,
 * the home, a lobby and each personal centre page (issue: "touch targets under 44 px"); every
 * form field has a name; a 10,000-game slots lobby leaves the footer reachable; the footer shows
 * the brand's Telegram and affiliate-programme links only when it has them.
 */
import type { Page } from '@playwright/test';
import { FLAG } from '../../src/contract/flags';
import { singleWalletOf } from './member-money';
import { previewUrl, seed } from './accounts';
import { BRAND_CODES, brandCategories, brandDocs, brandFlag, brandGames, brandsCovering, expect, flagOf, guardedOf, loggedInOnly, openBrand, scrollToFooter, seedPlayerToken, test } from './support';

const PHONE = { width: 375, height: 812 };
const OPEN = BRAND_CODES.filter((c) => !loggedInOnly(brandDocs(c)));
const hasResource = (type: string) => (code: string) => brandDocs(code).permission.info.resources.some((r) => r.resourceType.toUpperCase() === type);

/** Tab from the top of the page until focus is in the main content: each stop's test id and whether it is in the left bar. */
async function tabStopsBeforeMain(page: Page): Promise<Array<{ id: string; inBar: boolean }>> {
  const stops: Array<{ id: string; inBar: boolean }> = [];
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const a = document.activeElement as HTMLElement | null;
      return { id: a?.getAttribute('data-testid') ?? a?.tagName ?? '', inBar: !!a?.closest('#left-bar'), inMain: !!a?.closest('#main-content') };
    });
    if (stop.inMain) return stops;
    stops.push({ id: stop.id, inBar: stop.inBar });
  }
  throw new Error(`no stop in the main content after 60 tabs: ${stops.map((s) => s.id).join(', ')}`);
}

/** A brand's home with the left bar's entries drawn: they come in the frame after the first paint, and a Tab before them passes the bar by. */
async function openWithEntries(page: Page, code: string) {
  await openBrand(page, code, '/');
  await expect(page.getByTestId('left-bar-entries')).not.toHaveAttribute('aria-busy');
}

test.describe('the left bar by keyboard', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  for (const code of brandsCovering([(c) => brandCategories(c).join()], OPEN)) {
    test(`${code}: the bar is one tab stop, arrows walk its entries and open a flyout`, async ({ page }) => {
      await openWithEntries(page, code);
      const stops = await tabStopsBeforeMain(page);
      const inBar = stops.filter((s) => s.inBar).map((s) => s.id);
      // the collapse toggle, the entries (one stop) and the language select at most
      expect(inBar.filter((id) => id.startsWith('menu-'))).toHaveLength(1);
      expect(inBar.length, inBar.join(', ')).toBeLessThanOrEqual(3);
      expect(stops.length, stops.map((s) => s.id).join(', ')).toBeLessThanOrEqual(13);
      // no vendor of any flyout is on the way
      expect(stops.some((s) => s.id.startsWith('menu-vendor-'))).toBe(false);

      // arrows move between the entries
      const bar = page.getByTestId('left-bar');
      await bar.getByTestId('menu-home').focus();
      const slots = bar.getByTestId('menu-category-RNG');
      for (let i = 0; i < 20 && !(await slots.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('ArrowDown');
      await expect(slots).toBeFocused();
      await expect(page.getByTestId('menu-flyout-RNG')).toHaveCount(0);
      // ArrowRight opens the flyout on its first choice; ArrowDown walks it; Escape closes it back onto the entry
      await page.keyboard.press('ArrowRight');
      const flyout = page.getByTestId('menu-flyout-RNG');
      await expect(flyout).toBeVisible();
      await expect(page.getByTestId('menu-vendor-RNG-all')).toBeFocused();
      await page.keyboard.press('ArrowDown');
      const firstVendor = brandCategories(code).includes('RNG') ? flyout.getByRole('button').nth(1) : null;
      if (firstVendor) await expect(firstVendor).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(flyout).toHaveCount(0);
      await expect(slots).toBeFocused();
      // a choice made with Enter closes the flyout with focus back on its entry, not on the page's
      // body (live casino's "all" opens its lobby)
      const live = bar.getByTestId('menu-category-LIVE');
      for (let i = 0; i < 20 && !(await live.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('ArrowUp');
      await expect(live).toBeFocused();
      await page.keyboard.press('ArrowRight');
      await expect(page.getByTestId('menu-vendor-LIVE-all')).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('menu-flyout-LIVE')).toHaveCount(0);
      await expect(page).toHaveURL(/\/live$/);
      await expect(live).toBeFocused();
      // Home and End reach the ends of the list
      await page.keyboard.press('Home');
      await expect(bar.getByTestId('menu-home')).toBeFocused();
    });

    test(`${code}: tabbing into the entries says once how the arrows work`, async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
      await openWithEntries(page, code);
      const hint = "The up and down arrow keys move between the menu's entries; the right arrow opens an entry's providers.";
      const focused = page.locator('#left-bar [data-roving]:focus');
      for (let i = 0; i < 30 && (await focused.count()) === 0; i++) await page.keyboard.press('Tab');
      await expect(focused).toHaveAccessibleDescription(hint);
      const entry = await focused.getAttribute('data-testid');
      // the arrows' next entry is not described again
      await page.keyboard.press('ArrowDown');
      await expect(focused).not.toHaveAttribute('data-testid', entry!);
      await expect(focused).toHaveAccessibleDescription('');
      // out of the list and back: said again, on the entry the player left
      const back = await focused.getAttribute('data-testid');
      await page.keyboard.press('Shift+Tab');
      await expect(focused).toHaveCount(0);
      await page.keyboard.press('Tab');
      await expect(focused).toHaveAttribute('data-testid', back!);
      await expect(focused).toHaveAccessibleDescription(hint);
    });
  }
});

/**
 * Visible links, buttons and fields under `scope` smaller than 44 x 44 px. A checkbox or radio
 * counts with the label around it, where the finger can also hit it.
 */
async function smallTargets(page: Page, scope: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const root = document.querySelector(sel);
    if (!root) return [`no ${sel}`];
    const out: string[] = [];
    for (const el of Array.from(root.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea'))) {
      if (el instanceof HTMLInputElement && el.type === 'hidden') continue;
      let box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
      // inline links inside running text (a paragraph, a checkbox's sentence) are exempt (WCAG 2.5.8)
      if (el.closest('p, label') && el.tagName === 'A') continue;
      const label = el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio') ? el.closest('label') : null;
      // the box itself stays square beside a long sentence, not squeezed by it (Lighthouse: a 13 x 18 px terms box)
      if (label && Math.abs(box.width - box.height) > 1) out.push(`${el.getAttribute('data-testid') ?? el.tagName} squeezed to ${Math.round(box.width)}x${Math.round(box.height)}`);
      if (label) box = label.getBoundingClientRect();
      if (box.width < 43.5 || box.height < 43.5) out.push(`${el.getAttribute('data-testid') ?? el.tagName} "${(el.textContent ?? '').trim().slice(0, 20)}" ${Math.round(box.width)}x${Math.round(box.height)}`);
    }
    return out;
  }, scope);
}

/** The flags that give a player the personal centre's pages (and the rank page, the point mall): brands differ in which they have. */
const PLAYER_PAGE_FLAGS = [
  FLAG.MEMBER_COMMON,
  FLAG.DEPOSIT_BASIC,
  FLAG.WITHDRAW_BASIC,
  FLAG.FUND_TRANSFER,
  FLAG.TRANSFER_UPLINE,
  FLAG.BET_RECORDS,
  FLAG.MEMBER_TRANSACTIONS,
  FLAG.PERSONAL_PNL,
  FLAG.REWARD_CENTER,
  FLAG.MISSIONS,
  FLAG.INBOX,
  FLAG.POINTS,
  FLAG.MEMBER_CLUB,
];

/**
 * Waits for a page the player opened to settle (scrolled to its end, where the footer and what
 * loads near it come in; the personal centre has no footer) and lists its small targets.
 */
async function smallTargetsOf(page: Page, path: string): Promise<Record<string, string[]>> {
  await expect(page.getByTestId('header-avatar')).toBeVisible();
  const footer = !path.startsWith('/member');
  if (footer) await scrollToFooter(page);
  else await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForLoadState('networkidle');
  const found: Record<string, string[]> = {};
  const parts: Array<[string, string]> = [['header', '[data-testid=header]'], ['content', '#main-content']];
  if (footer) parts.push(['footer', '[data-testid=site-footer]']);
  for (const [part, scope] of parts) {
    const small = await smallTargets(page, scope);
    if (small.length > 0) found[`${path} ${part}`] = small;
  }
  return found;
}

/** The security centre's forms, each opened in place, and the login password's dialog: their small targets. */
async function securityFormTargets(page: Page): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  const opens = page.locator('[data-testid^="security-"][data-testid$="-open"]');
  for (const id of await opens.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-testid')!))) {
    const open = page.getByTestId(id);
    await open.click();
    if ((await open.getAttribute('aria-expanded')) === 'true') continue;
    // no form in place: a dialog
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const inDialog = await smallTargets(page, '[role=dialog]');
    if (inDialog.length > 0) found[`${id} dialog`] = inDialog;
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  }
  const inForms = await smallTargets(page, '#main-content');
  if (inForms.length > 0) found['security centre forms'] = inForms;
  return found;
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });
  for (const code of brandsCovering([(c) => brandCategories(c).join()], OPEN)) {
    test(`${code}: every control of the header, home, a lobby, the footer and the drawer is a 44 px target`, async ({ page }) => {
      for (const path of ['/', '/live']) {
        await openBrand(page, code, path);
        await expect(page.getByTestId('header-login')).toBeVisible();
        await scrollToFooter(page);
        await page.waitForLoadState('networkidle');
        expect(await smallTargets(page, '[data-testid=header]'), `${path} header`).toEqual([]);
        expect(await smallTargets(page, '#main-content'), `${path} content`).toEqual([]);
        expect(await smallTargets(page, '[data-testid=site-footer]'), `${path} footer`).toEqual([]);
      }
      await page.getByTestId('mobile-menu-toggle').click();
      await expect(page.getByTestId('left-bar')).toBeInViewport();
      expect(await smallTargets(page, '#left-bar'), 'drawer').toEqual([]);
    });

    test(`${code}: every form field has an accessible name`, async ({ page }) => {
      const unnamed = () =>
        page.evaluate(() =>
          Array.from(document.querySelectorAll<HTMLInputElement>('input:not([type=hidden]), select, textarea'))
            .filter((f) => f.getBoundingClientRect().width > 0)
            .filter((f) => !f.labels?.length && !f.getAttribute('aria-label') && !f.getAttribute('aria-labelledby') && !f.title)
            .map((f) => f.getAttribute('data-testid') ?? f.name ?? f.placeholder),
        );
      for (const path of ['/', '/rng', '/register']) {
        await openBrand(page, code, path);
        await page.waitForLoadState('networkidle');
        expect(await unnamed(), path).toEqual([]);
      }
      await openBrand(page, code, '/');
      await page.getByTestId('header-login').click();
      await expect(page.getByTestId('login-field-username')).toBeVisible();
      expect(await unnamed(), 'login').toEqual([]);
    });

    test(`${code}: a dialog opened from the drawer closes the drawer first, and focus comes back to the menu button`, async ({ page }) => {
      await openBrand(page, code, '/');
      const toggle = page.getByTestId('mobile-menu-toggle');
      await toggle.click();
      const drawer = page.getByTestId('left-bar');
      await expect(drawer).toBeInViewport();
      await page.getByTestId('menu-service').click();
      // feedback where the brand offers it, else the help centre: both are dialogs of the drawer's service entry
      const feedback = page.getByTestId('menu-service-feedback');
      await ((await feedback.count()) > 0 ? feedback : page.getByTestId('menu-service-help')).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(page.getByTestId('left-bar-scrim')).toHaveCount(0);
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(drawer).not.toBeInViewport();
      await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(toggle).toBeFocused();
    });
  }

  for (const code of brandsCovering([...PLAYER_PAGE_FLAGS.map(flagOf), singleWalletOf, guardedOf])) {
    const docs = brandDocs(code);
    test(`${code}: every control a player reaches, the header and its avatar menu, home, a lobby and each personal centre page, is a 44 px target`, async ({ page, request }) => {
      test.setTimeout(180_000);
      const token = await seedPlayerToken(request, code);
      const small: Record<string, string[]> = {};
      await openBrand(page, code, `/?token=${token}`);
      Object.assign(small, await smallTargetsOf(page, '/'));
      await page.getByTestId('header-avatar').click();
      await expect(page.getByTestId('header-avatar-menu')).toBeVisible();
      const menu = await smallTargets(page, '[data-testid=header-avatar-menu]');
      if (menu.length > 0) small['avatar menu'] = menu;
      await page.keyboard.press('Escape');
      await page.getByTestId('mobile-menu-toggle').click();
      await expect(page.getByTestId('left-bar')).toBeInViewport();
      const drawer = await smallTargets(page, '#left-bar');
      if (drawer.length > 0) small.drawer = drawer;
      await page.keyboard.press('Escape');

      // a lobby whose cards carry the favourite star (slots), else live casino's
      const paths = [brandCategories(code).includes('RNG') ? '/rng' : '/live'];
      // each page the personal centre's menu offers this player
      await openBrand(page, code, '/member');
      const entries = page.getByTestId('member-menu').getByRole('link');
      await expect(entries.first()).toBeVisible();
      paths.push(...(await entries.evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname))));
      // and the pages the centre's pages, the header and the avatar menu lead on to
      if (brandFlag(docs, FLAG.MEMBER_CLUB)) paths.push('/playerRank');
      if (brandFlag(docs, FLAG.POINTS)) paths.push('/pointMall');
      paths.push('/promotions');
      expect(paths.length).toBeGreaterThan(4);
      for (const path of paths) {
        await openBrand(page, code, path);
        if (path.startsWith('/member/')) await expect(page.getByTestId('member-menu').locator('[aria-current="page"]')).toHaveAttribute('href', path);
        Object.assign(small, await smallTargetsOf(page, path));
        if (path === '/member/securityCenter') Object.assign(small, await securityFormTargets(page));
      }
      // each promotion's page (its join form where the player may join)
      const promotions = await page.getByTestId('promo-card').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href)).map((u) => u.pathname + u.search));
      for (const path of promotions) {
        await openBrand(page, code, path);
        await expect(page.getByTestId('promo-detail')).toBeVisible();
        Object.assign(small, await smallTargetsOf(page, path));
      }
      expect(small).toEqual({});
    });
  }

  const many = OPEN.filter((c) => (brandGames(c).generated.RNG ?? 0) >= 1000);
  for (const code of many.length > 0 ? many : OPEN.slice(0, 1)) {
    test(`${code}: a slots lobby of ${brandGames(code).generated.RNG ?? 0} generated games leaves the footer reachable, and grows on "Load more"`, async ({ page }) => {
      await openBrand(page, code, '/rng');
      const grid = page.getByTestId('game-grid');
      await expect(grid.getByTestId('game-card').first()).toBeVisible();
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(height).toBeLessThan(30 * PHONE.height);
      const footer = page.getByTestId('site-footer');
      await scrollToFooter(page);
      await footer.scrollIntoViewIfNeeded();
      await expect(footer).toBeInViewport();
      // "Load more" sits above the footer and grows the grid by another step
      const more = page.getByTestId('game-grid-more');
      await more.click();
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(height);
      await footer.scrollIntoViewIfNeeded();
      await expect(footer).toBeInViewport();
    });
  }
});

test.describe('the footer\'s Telegram and affiliate-programme links', () => {
  for (const code of brandsCovering([hasResource('TELEGRAM'), hasResource('AFFILIATELINK')], OPEN)) {
    const docs = brandDocs(code);
    const url = (type: string) => docs.permission.info.resources.find((r) => r.resourceType.toUpperCase() === type)?.url ?? null;
    test(`${code}: shown only when the brand has the resource, opened safely`, async ({ page }) => {
      await openBrand(page, code, '/');
      await scrollToFooter(page);
      for (const [type, testId] of [['TELEGRAM', 'footer-social-TELEGRAM'], ['AFFILIATELINK', 'footer-affiliate-link']] as const) {
        const link = page.getByTestId(testId);
        const href = url(type);
        if (!href) {
          await expect(link).toHaveCount(0);
          continue;
        }
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute('href', href);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
      if (url('AFFILIATELINK')) await expect(page.getByTestId('footer-affiliate-link')).toHaveText(/\S/);
      if (url('TELEGRAM')) await expect(page.getByTestId('footer-social-TELEGRAM')).toHaveAccessibleName('Telegram');
    });
  }
});

test.describe('the log-in popup and the register page on a phone', () => {
  test.use({ viewport: PHONE });
  // brands differ in the popup's free-play link, its SMS tab and the register page's tabs, and a
  // logged-in-only brand's visitor lands on the popup over its backdrop
  for (const code of brandsCovering([flagOf(FLAG.FREE_PLAY), flagOf(FLAG.SMS_LOGIN), flagOf(FLAG.MOBILE_REGISTER), (c) => String(loggedInOnly(brandDocs(c)))])) {
    test(`${code}: every control of the log-in popup and the register page is a 44 px target`, async ({ page }) => {
      await openBrand(page, code, '/login');
      const modal = page.getByTestId('login-modal');
      await expect(modal.getByTestId('login-field-username')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await smallTargets(page, '[data-testid=login-modal]'), 'log-in popup').toEqual([]);
      if (brandFlag(brandDocs(code), FLAG.DIRECT_REGISTER)) {
        await openBrand(page, code, '/register');
        await expect(page.getByTestId('register-form')).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(await smallTargets(page, '#main-content'), 'register page').toEqual([]);
      }
    });
  }
});

test.describe('the header between a phone and a desktop', () => {
  // 768-899 px: the bar still has the phone's touch targets, and carries the theme and download
  // buttons and the language select that the drawer carries on a narrower phone
  test.use({ viewport: { width: 820, height: 800 } });
  for (const code of brandsCovering([(c) => String(loggedInOnly(brandDocs(c)))])) {
    test(`${code}: every control of a visitor's header is a 44 px target, its icons drawn at their size`, async ({ page }) => {
      await openBrand(page, code, '/');
      await expect(page.getByTestId('theme-toggle')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await smallTargets(page, '[data-testid=header]')).toEqual([]);
      // the circle each icon button draws keeps its 36 px
      const circle = await page.getByTestId('theme-toggle').evaluate((b) => getComputedStyle(b, '::before').width);
      expect(circle).toBe('36px');
    });
  }

  // a seed account the platform gives a member level label, where the brand has one
  const labelledOf = (code: string) => seed(code).find((a) => a.clubLabel && a.password) ?? null;
  for (const code of brandsCovering([(c) => Boolean(labelledOf(c)), flagOf(FLAG.MEMBER_CLUB)])) {
    test(`${code}: every control of a player's header is a 44 px target, the level label drawn as its 26 px pill in the platform's colours`, async ({ page, request }) => {
      const labelled = labelledOf(code);
      const token = labelled
        ? ((await (await request.post(previewUrl('/__preview/login'), { headers: { Merchant: code }, data: { username: labelled.username } })).json()) as { value: { token: string } }).value.token
        : await seedPlayerToken(request, code);
      await openBrand(page, code, `/?token=${token}`);
      await expect(page.getByTestId('header-balance')).toHaveText(/\d/);
      const label = labelled?.clubLabel ?? null;
      const shown = page.getByTestId(label ? 'header-member-label' : 'header-member-label-none');
      if (label || brandFlag(brandDocs(code), FLAG.MEMBER_CLUB)) await expect(shown).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await smallTargets(page, '[data-testid=header]')).toEqual([]);
      if (!label) return;
      const pill = await shown.evaluate((el) => {
        const before = getComputedStyle(el, '::before');
        return { height: el.getBoundingClientRect().height - parseFloat(before.top) - parseFloat(before.bottom), background: before.backgroundColor };
      });
      expect(pill.height).toBe(26);
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(label.color2.slice(i, i + 2), 16));
      expect(pill.background).toBe(`rgb(${r}, ${g}, ${b})`);
      await expect(shown).toHaveCSS('color', new RegExp(`^rgb\\(${[1, 3, 5].map((i) => parseInt(label.color.slice(i, i + 2), 16)).join(', ')}\\)$`));
    });
  }
});

// A phone on its side or a small tablet (481-767 px): the header kept to one row only up to 480 px
// before, and a player's actions wrapped one by one below it, three and four rows at 500-700 px.
test.describe('the header of a phone on its side', () => {
  const labelledOf = (code: string) => seed(code).find((a) => a.clubLabel && a.password) ?? null;
  for (const code of brandsCovering([(c) => String(loggedInOnly(brandDocs(c))), flagOf(FLAG.MEMBER_CLUB)])) {
    test(`${code}: a visitor's and a player's header are one row at 500, 640 and 760 px`, async ({ page, request }) => {
      const oneRow = async (who: string) => {
        for (const width of [500, 640, 760]) {
          await page.setViewportSize({ width, height: 800 });
          // every control on the bar sits on the same line
          const centres = await page.getByTestId('header').evaluate((bar) =>
            Array.from(bar.querySelectorAll<HTMLElement>('a[href], button, select'))
              .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden')
              .map((el) => { const b = el.getBoundingClientRect(); return Math.round(b.top + b.height / 2); }),
          );
          expect(centres.length, `${who} at ${width} px`).toBeGreaterThan(1);
          expect(Math.max(...centres) - Math.min(...centres), `${who} at ${width} px: ${centres.join(' ')}`).toBeLessThanOrEqual(2);
          expect(await smallTargets(page, '[data-testid=header]'), `${who} at ${width} px`).toEqual([]);
        }
      };
      await openBrand(page, code, '/');
      await expect(page.getByTestId('header-login')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await oneRow('visitor');
      // a player with a member label (which gives way here, as on a phone)
      const labelled = labelledOf(code)!;
      const token = ((await (await request.post(previewUrl('/__preview/login'), { headers: { Merchant: code }, data: { username: labelled.username } })).json()) as { value: { token: string } }).value.token;
      await openBrand(page, code, `/?token=${token}`);
      await expect(page.getByTestId('header-balance')).toHaveText(/\d/);
      await page.waitForLoadState('networkidle');
      await oneRow('player');
    });
  }
});
