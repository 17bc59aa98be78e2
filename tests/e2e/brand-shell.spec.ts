import {
  ALL_CATEGORIES,
  BRAND_CODES,
  brandCategories,
  brandDocs,
  brandFlag,
  brandsCovering,
  defaultModeOf,
  expect,
  expectedTheme,
  flagOf,
  guardedOf,
  multilingualOf,
  openBrand,
  PORT,
  presetTheme,
  rgb,
  scriptRequests,
  test,
  visitorPath,
  withSessionIfGuarded,
  loggedInOnly,
  firstScreenDone,
} from './support';
import { FLAG } from '../../src/contract/flags';
import { LATE_HOSTS_MARK } from '../../src/state/afterFirstScreen';

/** The brand's gtag id, where it configures one (analytics loads only then). */
const gtagOf = (code: string) => (brandDocs(code).permission.info as { analytics?: { gtagId?: string | null } }).analytics?.gtagId;

/**
 * One build, many brands: colours, menu and header follow each brand's documents. Each group of
 * tests runs over the brands in which what it reads takes every value (a logged-in-only brand's
 * visitor opens the register page, so that is one trait of each).
 */
for (const code of brandsCovering([defaultModeOf, guardedOf])) {
  const docs = brandDocs(code);

  for (const mode of ['dark', 'light'] as const) {
    test(`${code} · ${mode}: the page shows the brand's colours`, async ({ page }) => {
      await presetTheme(page, mode);
      await openBrand(page, code, visitorPath(code));
      const theme = expectedTheme(docs, mode);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await expect(page.locator('body')).toHaveCSS('background-color', rgb(theme.colors.background));
      // the primary, or the header's text colour where the primary would vanish into the header
      await expect(page.getByTestId('header-login')).toHaveCSS('background-color', rgb(theme.colors.headerPrimary));
      await expect(page.getByTestId('header-login')).toHaveCSS('color', rgb(theme.colors.headerPrimaryText));
      await expect(page.getByRole('link', { name: docs.manifest.name }).first()).toBeVisible();
    });
  }

  test(`${code}: colours arrive compiled with the brand; without a usable compiled theme (refused, or not in time) the site derives the same`, async ({ page }) => {
    const scripts = scriptRequests(page);
    const mode = docs.manifest.theme.defaultMode;
    const expectColours = async () => {
      const theme = expectedTheme(docs, mode);
      await expect(page.locator('body')).toHaveCSS('background-color', rgb(theme.colors.background));
      await expect(page.getByTestId('header')).toBeVisible();
      await expect(page.locator('html')).toHaveCSS('--color-primary-hover', theme.colors.primaryHover);
    };
    await openBrand(page, code, visitorPath(code));
    await expectColours();
    expect(scripts.filter((u) => /themeCompiler/.test(u)), 'the colour maths stays out of the first load').toEqual([]);

    // a compiled theme that would put script in a colour: refused, the colours derived
    await page.route('**/brands/*/theme.json', async (route) => {
      const compiled = await (await page.request.get(`http://localhost:${PORT}/brands/${code}/theme.json`)).json();
      compiled.modes[mode].colors.primaryHover = 'url(javascript:alert(1))';
      await route.fulfill({ json: compiled });
    });
    await page.reload();
    await expectColours();
    expect(scripts.filter((u) => /themeCompiler/.test(u))).toHaveLength(1);

    // a compiled theme that never comes holds boot up a moment, not the request's whole timeout
    await page.unroute('**/brands/*/theme.json');
    await page.route('**/brands/*/theme.json', () => undefined);
    const start = Date.now();
    await page.reload();
    await expectColours();
    expect(Date.now() - start).toBeLessThan(10_000);
  });

  test(`${code}: the default theme is the brand's until the player picks one, then switches without a reload, components and all`, async ({ page }) => {
    await openBrand(page, code, visitorPath(code));
    const start = docs.manifest.theme.defaultMode;
    const other = start === 'dark' ? 'light' : 'dark';
    await expect(page.locator('html')).toHaveAttribute('data-theme', start);
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await page.getByTestId('theme-toggle').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', other);
    const after = expectedTheme(docs, other).colors;
    await expect(page.locator('body')).toHaveCSS('background-color', rgb(after.background));
    // the components' own colours follow the mode too (they read the document's variables), at rest and on hover
    const login = page.getByTestId('header-login');
    await expect(login).toHaveCSS('background-color', rgb(after.headerPrimary));
    await expect(login).toHaveCSS('color', rgb(after.headerPrimaryText));
    await login.hover();
    await expect(login).toHaveCSS('background-color', rgb(after.headerPrimaryHover));
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe(other);
    await page.reload();
    await expect(page.getByTestId('header')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', other);
  });

}

for (const code of brandsCovering([multilingualOf, guardedOf])) {
  const docs = brandDocs(code);

  test(`${code}: the home page is named by one h1, the brand's; its description is the brand's about text in the page's language`, async ({ page }) => {
    for (const lang of docs.manifest.languages.supported.slice(0, 2)) {
      await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
      await openBrand(page, code, withSessionIfGuarded(code, '/'));
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).toHaveText(docs.manifest.name);
      const about = docs.manifest.footer.about[lang] ?? docs.manifest.footer.about[docs.manifest.languages.default];
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', about ?? '');
    }
  });

}

for (const code of brandsCovering([guardedOf, ...ALL_CATEGORIES.map((category) => (c: string) => brandCategories(c).includes(category))])) {
  test(`${code}: menu follows the brand's categories`, async ({ page }) => {
    await openBrand(page, code, withSessionIfGuarded(code));
    const present = brandCategories(code);
    const leftBar = page.getByTestId('left-bar');
    for (const category of ALL_CATEGORIES) {
      // LOTT and ELOTT share one lobby; each present category has its own entry
      await expect(leftBar.getByTestId(`menu-category-${category}`)).toHaveCount(present.includes(category) ? 1 : 0);
    }
  });

}

for (const code of brandsCovering([guardedOf, flagOf(FLAG.DIRECT_REGISTER), flagOf(FLAG.FREE_PLAY), multilingualOf, (c: string) => Boolean(gtagOf(c))])) {
  const docs = brandDocs(code);

  test(`${code}: header buttons and language selector follow the brand's flags`, async ({ page, analyticsRequests }) => {
    await openBrand(page, code, visitorPath(code));
    await expect(page.getByTestId('header-register')).toHaveCount(brandFlag(docs, FLAG.DIRECT_REGISTER) ? 1 : 0);
    await expect(page.getByTestId('header-free-demo')).toHaveCount(brandFlag(docs, FLAG.FREE_PLAY) ? 1 : 0);
    await expect(page.getByTestId('language-select').first()).toHaveCount(docs.manifest.languages.supported.length > 1 ? 1 : 0);
    // analytics loads only for a brand that configures a gtag id, and only once the first screen
    // is done: nothing of it shares the network with the first paint
    const gtagId = gtagOf(code);
    if (gtagId) {
      await firstScreenDone(page);
      await expect.poll(() => analyticsRequests.join()).toContain(`id=${gtagId}`);
      // the script's timing entry is written once its reply has arrived, a moment after the route saw it asked for
      const tagAskedAt = () => page.evaluate(() => performance.getEntriesByType('resource').find((r) => r.name.includes('googletagmanager'))?.startTime);
      await expect.poll(tagAskedAt).toBeDefined();
      const firstScreenAt = await page.evaluate((mark) => performance.getEntriesByName(mark)[0]?.startTime, LATE_HOSTS_MARK);
      expect(await tagAskedAt()).toBeGreaterThanOrEqual(firstScreenAt!);
    } else {
      await firstScreenDone(page);
      expect(analyticsRequests).toEqual([]);
    }
  });

}

for (const code of brandsCovering([guardedOf])) {
  const docs = brandDocs(code);

  test(`${code}: a vendor flyout starts with "all"; a vendor click asks a visitor to log in and takes a player to the game`, async ({ page }) => {
    const guarded = loggedInOnly(docs);
    await openBrand(page, code, withSessionIfGuarded(code));
    const category = brandCategories(code).find((c) => ['LIVE', 'RNG', 'SPORTS', 'FISH', 'PVP'].includes(c))!;
    await page.getByTestId(`menu-category-${category}`).hover();
    const flyout = page.getByTestId(`menu-flyout-${category}`);
    await expect(flyout).toBeVisible();
    const items = flyout.getByRole('link').or(flyout.getByRole('button'));
    await expect(items.first()).toHaveText(/all|lahat/i);
    await items.nth(1).click();
    if (guarded) await expect(page).toHaveURL(new RegExp(`/game\\?vendor=[A-Z0-9_]+&gameType=${category}`));
    else await expect(page.getByTestId('login-modal')).toBeVisible();
  });
}

test('the page is served under script-src \'self\' and runs without a CSP violation', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const response = await page.goto(`http://${BRAND_CODES[0]}.localhost:${process.env.E2E_PORT ?? 4310}/`);
  expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self'/);
  await expect(page.getByTestId('header')).toBeVisible();
  await expect(page.getByTestId('left-bar')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
});
