/**
 * The header on a phone (375 px) keeps to one row on brands open and logged-in-only, with free
 * play and without, in English and Filipino, for a visitor and a player (with Withdraw and
 * without), on pages with the left bar and without (a phone gets the drawer on both): what does
 * not fit moves where the player still finds it (the theme toggle into the drawer, free play into the log-in popup, Withdraw
 * into the avatar menu), and the page never grows wider than the screen.
 */
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BRAND_CODES, PORT, brandDocs, brandFlag, brandsCovering, expect, flagOf, guardedOf, loggedInOnly, openBrand, test } from './support';
import { FLAG } from '../../src/contract/flags';
import { freshPlayer } from './member-money';

const PHONE = { width: 375, height: 812 };
const LANGUAGES = ['EN', 'TY'] as const;
const ONE_ROW = '64px'; // themes/*.json layout.headerHeight

async function expectOneRowHeader(page: Page) {
  await expect(page.getByTestId('header')).toHaveCSS('height', ONE_ROW);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

function seedPlayer(code: string): string {
  const { accounts } = JSON.parse(readFileSync(join('brands', code, 'fixtures', 'accounts.json'), 'utf8')) as {
    accounts: Array<{ username: string; type: number; password: string | null }>;
  };
  return accounts.find((a) => a.type === 0 && a.password)!.username;
}

test.use({ viewport: PHONE });

for (const code of brandsCovering([guardedOf, flagOf(FLAG.FREE_PLAY)])) {
  const docs = brandDocs(code);
  const guarded = loggedInOnly(docs);
  const freePlay = brandFlag(docs, FLAG.FREE_PLAY);

  for (const lang of LANGUAGES) {
    test(`${code} · ${lang}: a visitor's header is one row, on pages with the left bar and without`, async ({ page }) => {
      await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
      // home (a logged-in-only brand's visitor gets the log-in popup over it) and the register
      // page, which has no left bar on a desktop
      for (const path of ['/', '/register']) {
        await openBrand(page, code, path);
        await expect(page.getByTestId('header-login')).toBeVisible();
        await expectOneRowHeader(page);
      }
    });
  }

  test(`${code}: on a phone the drawer has the theme toggle and the log-in popup has free play`, async ({ page }) => {
    await openBrand(page, code, '/');
    if (!guarded) {
      await expect(page.getByTestId('theme-toggle')).toBeHidden();
      await page.getByTestId('mobile-menu-toggle').click();
      const toggle = page.getByTestId('drawer-theme-toggle');
      await expect(toggle).toBeVisible();
      const before = await page.locator('html').getAttribute('data-theme');
      await toggle.click();
      await expect(page.locator('html')).not.toHaveAttribute('data-theme', before ?? '');
      await page.keyboard.press('Escape');
      await page.getByTestId('header-login').click();
    }
    // no room for Free demo in the header: the popup offers the same thing where the brand has it
    await expect(page.getByTestId('header-free-demo')).toBeHidden();
    await expect(page.getByTestId('login-modal')).toBeVisible();
    await expect(page.getByTestId('login-free-play')).toHaveCount(freePlay ? 1 : 0);
  });
}

for (const code of brandsCovering([flagOf(FLAG.WITHDRAW)], BRAND_CODES.filter((c) => !loggedInOnly(brandDocs(c))))) {
  test(`${code}: a player's header is one row; the avatar alone, Withdraw in its menu where the header had it`, async ({ page, request }) => {
    const res = await request.post(`http://localhost:${PORT}/__preview/login`, { headers: { Merchant: code }, data: { username: seedPlayer(code) } });
    expect(res.ok()).toBe(true);
    const token = ((await res.json()) as { value: { token: string } }).value.token;
    // on a desktop first: which of the header's entries this brand offers the player
    await page.setViewportSize({ width: 1280, height: 800 });
    await openBrand(page, code, `/?token=${token}`);
    await expect(page.getByTestId('header-balance')).not.toHaveText('…');
    const withdraw = await page.getByTestId('header-withdraw').count();
    await expect(page.getByTestId('header-account')).toBeVisible();

    // then the phone's own first load: a page resized in place sometimes kept the desktop's
    // computed styles for seconds in Chromium (the 480 px media rule matched yet unapplied),
    // which tested the browser's restyle, not this header
    await page.setViewportSize(PHONE);
    await openBrand(page, code, `/?token=${token}`);
    await expect(page.getByTestId('header-avatar')).toBeVisible();
    await expectOneRowHeader(page);
    await expect(page.getByTestId('header-account')).toBeHidden();
    await expect(page.getByTestId('header-withdraw')).toBeHidden();
    await page.getByTestId('header-avatar').click();
    await expect(page.getByTestId('header-avatar-menu')).toBeVisible();
    await expect(page.getByTestId('avatar-withdraw')).toHaveCount(withdraw);
    await expect(page.getByTestId('avatar-logout')).toBeVisible();

    // pages without the left bar (the lottery, the point mall) still give a phone its drawer,
    // which carries what the header has no room for
    for (const path of ['/lottery', '/pointMall']) {
      await openBrand(page, code, `${path}?token=${token}`);
      await expect(page.getByTestId('header-avatar')).toBeVisible();
      await expectOneRowHeader(page);
      await expect(page.getByTestId('theme-toggle')).toBeHidden();
      await page.getByTestId('mobile-menu-toggle').click();
      await expect(page.getByTestId('drawer-theme-toggle')).toBeVisible();
      await expect(page.getByTestId('left-bar-language-select')).toBeVisible();
    }
  });
}

for (const code of brandsCovering([flagOf(FLAG.DEPOSIT_BASIC)], BRAND_CODES.filter((c) => !loggedInOnly(brandDocs(c))))) {
  for (const lang of LANGUAGES) {
    test(`${code} · ${lang}: a million on the balance leaves the brand's mark and the avatar on screen`, async ({ page, request }) => {
      const { token } = await freshPlayer(request, code, { balance: 1234567.89 });
      await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
      await openBrand(page, code, `/?token=${token}`);
      await expect(page.getByTestId('header-balance')).toContainText('1,234,567.89');
      await expectOneRowHeader(page);
      // the brand stays recognisable: its square mark on a phone, at full size, not a sliver of the wide logo
      const logo = page.getByTestId('header-logo').locator('img');
      await expect(logo).toBeVisible();
      await expect.poll(async () => (await logo.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(28);
      await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth > 0 && img.currentSrc === new URL(img.closest('picture')?.querySelector('source')?.getAttribute('srcset') ?? '', location.href).href)).toBe(true);
      // everything in the row is inside the screen, the avatar menu's button included
      for (const id of ['header-avatar', 'header-balance', 'mobile-menu-toggle']) {
        const box = (await page.getByTestId(id).boundingBox())!;
        expect(box.x, id).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, id).toBeLessThanOrEqual(PHONE.width);
      }
      // Deposit is a "+" on a phone, still named Deposit
      if (brandFlag(brandDocs(code), FLAG.DEPOSIT_BASIC)) {
        const deposit = page.getByTestId('header-deposit');
        await expect(deposit.getByText('+', { exact: true })).toBeVisible();
        await expect(deposit).toHaveAccessibleName(lang === 'EN' ? 'Deposit' : 'Magdeposito');
        expect((await deposit.boundingBox())!.width).toBeGreaterThanOrEqual(44);
      }
    });
  }
}
