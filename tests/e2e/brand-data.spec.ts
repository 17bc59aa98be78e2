/**
 * What a brand means is data: the header's colour in both themes, the button radius and font,
 * the left bar's order, a third language (tide's Vietnamese) over the sample brands, each read
 * from the brand's own documents; and a brand folder from outside the repository, mounted on a
 * preview platform of its own, that differs from every sample brand: registration by mobile
 * number only with extra required fields, its own English wording and bonus, its own language
 * (Indonesian, which the site has no file for) and its own header colours.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error: a plain .mjs module of the preview platform, without types
import { createPreviewPlatform } from '../../scripts/preview-platform/server.mjs';
// @ts-expect-error: a plain .mjs module of brand:new, without types
import { scaffoldBrand } from '../../scripts/brand/scaffold.mjs';
import { FONT_STACKS, type FontFamilyName } from '../../src/contract/fontStacks';
import { deriveTheme } from '../../src/theme/deriveTheme';
import { AA_NON_TEXT, contrastRatio } from '../../src/theme/contrast';
import type { ThemeSeeds } from '../../src/theme/tokens';
import type { Page } from '@playwright/test';
import { FLAG } from '../../src/contract/flags';
import { BRAND_CODES, brandDocs, brandFlag, brandMenu, brandsCovering, expect, flagOf, guardedOf, openBrand, presetTheme, rgb, seedPlayerToken, test, visitorPath } from './support';

type Manifest = {
  theme: { dark: ThemeSeeds; light: ThemeSeeds; buttonRadius?: number; fontFamily?: FontFamilyName };
  languages: { supported: string[]; default: string };
  registration?: { bonusAmount?: string };
  menu?: { categoryOrder?: string[] };
};
const manifestOf = (code: string) => brandDocs(code).manifest as unknown as Manifest;
const MODES = ['dark', 'light'] as const;

test.describe('sample brands: theme tokens and order from the manifest', () => {
  // over brands with and without their own radius and font (a logged-in-only brand's visitor sees the register page)
  // and with a header the primary button would vanish into (its own colour)
  const headerHidesPrimary = (c: string) => MODES.some((m) => deriveTheme(m, manifestOf(c).theme[m]).colors.headerPrimary !== deriveTheme(m, manifestOf(c).theme[m]).colors.primary);
  for (const code of brandsCovering([guardedOf, (c) => manifestOf(c).theme.buttonRadius !== undefined, (c) => manifestOf(c).theme.fontFamily ?? 'system', headerHidesPrimary])) {
    for (const mode of MODES) {
      test(`${code} ${mode}: the header takes the brand's colour, buttons its radius, the page its font`, async ({ page }) => {
        const manifest = manifestOf(code);
        const theme = deriveTheme(mode, manifest.theme[mode]);
        await presetTheme(page, mode);
        await openBrand(page, code, visitorPath(code));
        await expect(page.locator('header').first()).toHaveCSS('background-color', rgb(theme.colors.header));
        await expect(page.locator('header').first()).toHaveCSS('color', rgb(theme.colors.headerText));
        await expect(page.locator('body')).toHaveCSS('font-family', FONT_STACKS[manifest.theme.fontFamily ?? 'system']);
        // the header's log-in button stands off the header even where the primary is the header's colour
        const login = page.getByTestId('header-login');
        if (await login.isVisible()) {
          await expect(login).toHaveCSS('background-color', rgb(theme.colors.headerPrimary));
          await expect(login).toHaveCSS('color', rgb(theme.colors.headerPrimaryText));
          expect(contrastRatio(theme.colors.headerPrimary, theme.colors.header)).toBeGreaterThanOrEqual(AA_NON_TEXT);
        }
        const button = page.getByRole('button').filter({ visible: true }).first();
        await expect(button).toBeVisible();
        const radius = manifest.theme.buttonRadius;
        if (radius !== undefined) await expect(page.getByTestId('header-login').or(page.getByTestId('register-submit')).first()).toHaveCSS('border-radius', `${radius}px`);
      });
    }
  }

  // over brands whose header text differs from the page's (an outline in the page's colours would vanish) and not,
  // with and without the header's Withdraw
  const headerRecolours = (c: string) => MODES.some((m) => deriveTheme(m, manifestOf(c).theme[m]).colors.headerText !== deriveTheme(m, manifestOf(c).theme[m]).colors.text);
  for (const code of brandsCovering([headerRecolours, flagOf(FLAG.WITHDRAW_BASIC)], BRAND_CODES.filter((c) => visitorPath(c) === '/'))) {
    for (const mode of MODES) {
      test(`${code} ${mode}: the header's outlined buttons take the header's text colour`, async ({ page, request }) => {
        const theme = deriveTheme(mode, manifestOf(code).theme[mode]);
        await presetTheme(page, mode);
        await openBrand(page, code, `/?token=${await seedPlayerToken(request, code)}`);
        await expect(page.getByTestId('header-avatar')).toBeVisible();
        const withdraw = page.getByTestId('header-withdraw');
        if (!brandFlag(brandDocs(code), FLAG.WITHDRAW_BASIC)) {
          await expect(withdraw).toHaveCount(0);
          return;
        }
        await expect(withdraw).toHaveCSS('color', rgb(theme.colors.headerText));
        await expect(withdraw).toHaveCSS('border-top-color', rgb(theme.colors.headerText));
        await expect(withdraw).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
      });
    }
  }

  // over brands whose header would hide the page's focus ring (its own colour) and brands whose would not
  const headerHidesFocus = (c: string) => MODES.some((m) => deriveTheme(m, manifestOf(c).theme[m]).colors.headerFocus !== deriveTheme(m, manifestOf(c).theme[m]).colors.focus);
  for (const code of brandsCovering([headerHidesFocus], BRAND_CODES.filter((c) => visitorPath(c) === '/'))) {
    for (const mode of MODES) {
      test(`${code} ${mode}: a header control's focus ring stands out from the header, the avatar menu's is the page's`, async ({ page, request }) => {
        const { colors } = deriveTheme(mode, manifestOf(code).theme[mode]);
        await presetTheme(page, mode);
        await openBrand(page, code, `/?token=${await seedPlayerToken(request, code)}`);
        const avatar = page.getByTestId('header-avatar');
        await expect(avatar).toBeVisible();
        // focused by keyboard, so that :focus-visible applies
        await page.getByTestId('header-logo').focus();
        for (let i = 0; i < 15 && !(await avatar.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
        await expect(avatar).toBeFocused();
        await expect(avatar).toHaveCSS('outline-color', rgb(colors.headerFocus));
        expect(contrastRatio(colors.headerFocus, colors.header)).toBeGreaterThanOrEqual(AA_NON_TEXT);
        await page.keyboard.press('Enter');
        const item = page.getByTestId('header-avatar-menu').getByRole('menuitem').first();
        await expect(item).toBeFocused();
        await expect(item).toHaveCSS('outline-color', rgb(colors.focus));
      });
    }
  }

  test('the brands under test differ in header colour, radius and font (else the tests above prove little)', () => {
    const headers = new Set(BRAND_CODES.map((c) => deriveTheme('light', manifestOf(c).theme.light).colors.header));
    expect(headers.size).toBeGreaterThan(1);
    expect(new Set(BRAND_CODES.map((c) => manifestOf(c).theme.buttonRadius ?? null)).size).toBeGreaterThan(1);
    expect(new Set(BRAND_CODES.map((c) => manifestOf(c).theme.fontFamily ?? 'system')).size).toBeGreaterThan(1);
  });

  // over brands with their own category order and with the catalogue's
  for (const code of brandsCovering([(c) => (manifestOf(c).menu?.categoryOrder?.length ?? 0) > 0], BRAND_CODES.filter((c) => visitorPath(c) === '/'))) {
    test(`${code}: the left bar lists the categories in the brand's order`, async ({ page }) => {
      // aurora's home carries 10,000 slots: on a busy machine its first load takes a while
      test.slow();
      await openBrand(page, code, '/');
      const expected = brandMenu(code).map((c) => `menu-category-${c.category}`);
      const shown = page.locator('[data-testid^="menu-category-"]').filter({ visible: true });
      await expect(shown.first()).toBeVisible();
      const ids = await shown.evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')).filter((id) => /^menu-category-[A-Z]+$/.test(id ?? '')));
      expect(ids).toEqual(expected);
    });
  }

  for (const code of BRAND_CODES.filter((c) => manifestOf(c).languages.supported.includes('VI'))) {
    test(`${code}: Vietnamese is offered by its own name and the site reads in it`, async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
      await openBrand(page, code, visitorPath(code));
      const select = page.getByTestId('language-select').first();
      await expect(select.locator('option[value="VI"]')).toHaveText('Tiếng Việt');
      await select.selectOption('VI');
      await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
      const vi = JSON.parse(readFileSync(join(process.cwd(), 'locales', 'vi.json'), 'utf8')) as { header: { login: string } };
      await expect(page.getByTestId('header-login').first()).toHaveText(vi.header.login);
    });
  }
});

/* ---------------- a brand folder from outside the repository ---------------- */

const OUTSIDE = 'outpost';
const HEADER = { dark: '#14532d', light: '#166534' };

type Node = { modId: string; enabled: string; childrenNodes?: Node[] };
function setFlags(node: Node, flags: Record<string, string>) {
  if (node.modId in flags) node.enabled = flags[node.modId]!;
  for (const child of node.childrenNodes ?? []) setFlags(child, flags);
}

const rule = (enabled: boolean, required: boolean, acceptedPattern: string, patternId: number | null, minLength: number | null, maxLength: number | null) => ({
  enabled, required, acceptedPattern, patternId, minLength, maxLength,
});

/** The outside brand's registration rules: mobile only, with the spec's other labelled fields. */
const RULES = {
  username: rule(false, false, '*', null, null, null),
  password: rule(true, true, '^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d]+$', 5, 6, 20),
  confirmPassword: rule(true, true, '*', null, 6, 20),
  mobileNum: rule(true, true, '^\\d+$', 6, 10, 11),
  verificationCode: rule(true, true, '^\\d+$', 6, 4, 6),
  nickname: rule(true, true, '^[A-Za-z0-9]+$', 4, 3, 12),
  birthday: rule(true, true, '^\\d{4}-\\d{2}-\\d{2}$', 11, null, null),
  telegram: rule(true, false, '^@?[A-Za-z0-9_]{5,32}$', 9, 5, 33),
  address: rule(true, true, '*', 0, 5, 100),
  nationality: rule(true, false, '^[A-Za-z ]+$', 12, 2, 40),
  occupation: rule(true, false, '*', 0, null, 40),
  sourceOfIncome: rule(true, false, '*', 0, null, 40),
  fullname: rule(true, true, '^[A-Za-z ]+$', 8, 3, 40),
  email: rule(false, false, '*', null, null, null),
};
const FIELD_ORDER = ['fullname', 'nickname', 'birthday'];

function makeOutsideBrand(): string {
  // brand:new's own scaffold, into a folder outside the repository
  const { dir } = scaffoldBrand({ code: OUTSIDE, name: 'Outpost Play', brandsDir: mkdtempSync(join(tmpdir(), 'outside-brand-')) }) as { dir: string };
  const text = (file: string) => readFileSync(join(dir, file), 'utf8');
  const manifest = JSON.parse(text('brand.json'));
  manifest.theme.dark.header = HEADER.dark;
  manifest.theme.light.header = HEADER.light;
  manifest.languages = { supported: ['EN', 'ID'], default: 'EN' };
  manifest.footer.about = { EN: 'Outpost Play: play responsibly, 18+ only.', ID: 'Outpost Play: bermainlah secara bertanggung jawab, khusus 18+.' };
  manifest.registration = { bonusAmount: 'Rp 77.000', fieldOrder: FIELD_ORDER, dialingCode: { code: '62', editable: true } };
  writeFileSync(join(dir, 'brand.json'), JSON.stringify(manifest, null, 2));
  const permission = JSON.parse(text('permission.json'));
  setFlags(permission.info.whitelabel, { DIRECTREG3: '1', USERNAMEREG3: '0', MOBILENUMREG3: '1', REGMOBVERF3: '1', MOBILENUMPASSREG3: '1' });
  permission.info.register = RULES;
  writeFileSync(join(dir, 'permission.json'), JSON.stringify(permission, null, 2));
  writeFileSync(join(dir, 'registration.json'), JSON.stringify(RULES, null, 2));
  mkdirSync(join(dir, 'locales'));
  writeFileSync(join(dir, 'locales', 'en.json'), JSON.stringify({ account: { registerTitle: 'Open an Outpost account, collect {{amount}}' } }));
  writeFileSync(
    join(dir, 'locales', 'id.json'),
    JSON.stringify({ header: { login: 'Masuk', register: 'Daftar' }, account: { registerTitle: 'Daftar di Outpost, dapatkan {{amount}}', field_nickname: 'Nama panggilan' } }),
  );
  return dir;
}

test.describe('a brand folder from outside the repository', () => {
  let dir = '';
  let platform: { listen: (port: number, host?: string) => Promise<{ port: number }>; close: () => Promise<void> };
  let base = '';

  test.beforeAll(async () => {
    dir = makeOutsideBrand();
    platform = createPreviewPlatform({ brandsDir: join(process.cwd(), 'brands'), distDir: join(process.cwd(), process.env.E2E_DIST ?? 'dist'), extraBrands: { [OUTSIDE]: dir } });
    const { port } = await platform.listen(0);
    base = `http://${OUTSIDE}.localhost:${port}`;
  });
  /** Opens a page of the outside brand and waits for boot, as openBrand does for the sample brands. */
  async function open(page: Page, path: string) {
    await page.goto(`${base}${path}`);
    await expect(page.getByTestId('boot-splash')).toHaveCount(0, { timeout: 15_000 });
  }

  test.afterAll(async () => {
    await platform?.close();
    rmSync(join(dir, '..'), { recursive: true, force: true });
  });

  test('mobile-only registration shows every field the rules enable, in the brand order, stars on the required, and validates them', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
    await open(page, '/register');
    const form = page.getByTestId('register-form');
    await expect(form).toHaveAttribute('data-tab', 'mobile', { timeout: 15_000 });
    // one tab only: no tab list
    await expect(page.getByTestId('register-tab-username')).toHaveCount(0);
    const enabled = Object.entries(RULES).filter(([, r]) => r.enabled).map(([name]) => name);
    const shown = await form.locator('[data-testid^="register-field-"]:not([data-testid$="-label"]):not([data-testid$="-dialing-code"]):not([data-testid="register-field-terms"])').evaluateAll((els) =>
      els.map((e) => e.getAttribute('data-testid')!.slice('register-field-'.length)),
    );
    // the number and its code first, then the brand's order, then the site's
    expect(shown.slice(0, 2)).toEqual(['mobileNum', 'verificationCode']);
    expect(shown.slice(2, 2 + FIELD_ORDER.length)).toEqual(FIELD_ORDER);
    expect([...shown].sort()).toEqual([...enabled].sort());
    // right input kinds
    await expect(form.getByTestId('register-field-birthday')).toHaveAttribute('type', 'date');
    await expect(form.getByTestId('register-field-birthday-label')).toHaveText('* Birthday');
    await expect(form.getByTestId('register-field-address')).toHaveAttribute('autocomplete', 'street-address');
    await expect(form.getByTestId('register-field-nationality')).toHaveAttribute('autocomplete', 'country-name');
    await expect(form.getByTestId('register-field-fullname')).toHaveAttribute('autocomplete', 'name');
    await expect(form.getByTestId('register-field-telegram')).toHaveAttribute('placeholder', 'Telegram (@username)');
    // stars on the required ones only
    await expect(form.getByTestId('register-field-nickname')).toHaveAttribute('placeholder', '* Nickname');
    await expect(form.getByTestId('register-field-address')).toHaveAttribute('placeholder', '* Address');
    await expect(form.getByTestId('register-field-occupation')).toHaveAttribute('placeholder', 'Occupation');
    // the brand's dialing code, which it lets the player change
    await expect(form.getByTestId('register-field-dialing-code')).toHaveValue('62');
    await expect(form.getByTestId('register-field-dialing-code')).toBeEditable();

    await form.getByTestId('register-submit').click();
    await expect(form.getByText('Nickname not empty')).toBeVisible();
    await expect(form.getByText('Birthday not empty')).toBeVisible();
    await expect(form.getByText('Address not empty')).toBeVisible();
    await expect(form.getByText('Full name not empty')).toBeVisible();
    await expect(form.getByText('Occupation not empty')).toHaveCount(0);

    await form.getByTestId('register-field-nickname').fill('a!');
    await form.getByTestId('register-field-birthday').fill('2020-01-01');
    await form.getByTestId('register-field-telegram').fill('@ab');
    await form.getByTestId('register-field-dialing-code').fill('+62');
    await form.getByTestId('register-submit').click();
    await expect(form.getByText('Letters or digits only, 3-12 characters')).toBeVisible();
    await expect(form.getByText('You must be at least 18 years old.')).toBeVisible();
    await expect(form.getByText('No spaces allowed, 5-33 characters')).toBeVisible();
    await expect(form.getByText('The dialing code is 1 to 4 digits')).toBeVisible();

    await form.getByTestId('register-field-nickname').fill('outpost7');
    await form.getByTestId('register-field-birthday').fill('1990-05-17');
    await form.getByTestId('register-field-telegram').fill('@outpost_7');
    await form.getByTestId('register-field-dialing-code').fill('62');
    await form.getByTestId('register-field-address').fill('12 Harbour Road');
    await form.getByTestId('register-field-fullname').fill('Ana Santos');
    await form.getByTestId('register-submit').click();
    for (const text of ['Nickname not empty', 'Letters or digits only, 3-12 characters', 'You must be at least 18 years old.', 'No spaces allowed, 5-33 characters', 'Address not empty', 'The dialing code is 1 to 4 digits']) {
      await expect(form.getByText(text)).toHaveCount(0);
    }
  });

  test("the brand's own wording and bonus show; its own language is offered and used, English under it key by key", async ({ page }) => {
    // English on the first visit only: the reload below must keep the player's choice
    await page.addInitScript(() => localStorage.getItem('lang') || localStorage.setItem('lang', 'EN'));
    await open(page, '/register');
    const title = page.getByTestId('register-page').getByRole('heading', { level: 1 });
    await expect(title).toHaveText('Open an Outpost account, collect Rp 77.000', { timeout: 15_000 });
    const select = page.getByTestId('language-select').first();
    await expect(select.locator('option[value="ID"]')).toHaveText('Bahasa Indonesia');
    await select.selectOption('ID');
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    await expect(title).toHaveText('Daftar di Outpost, dapatkan Rp 77.000');
    await expect(page.getByTestId('header-login').first()).toHaveText('Masuk');
    await expect(page.getByTestId('register-field-nickname')).toHaveAttribute('placeholder', '* Nama panggilan');
    // keys the brand's Indonesian leaves out read in English
    await expect(page.getByTestId('register-field-address')).toHaveAttribute('placeholder', '* Address');
    await open(page, '/register');
    await expect(page.getByTestId('language-select').first()).toHaveValue('ID', { timeout: 15_000 });
    await expect(page.getByTestId('header-login').first()).toHaveText('Masuk');
  });

  for (const mode of MODES) {
    test(`${mode}: the header takes the brand's own header colour`, async ({ page }) => {
      await presetTheme(page, mode);
      await open(page, '/register');
      await expect(page.locator('header').first()).toHaveCSS('background-color', rgb(HEADER[mode]));
      // and it differs from every sample brand's header in this mode
      for (const code of BRAND_CODES) expect(deriveTheme(mode, manifestOf(code).theme[mode]).colors.header).not.toBe(HEADER[mode]);
    });
  }
});
