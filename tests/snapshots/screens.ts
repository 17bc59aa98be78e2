/**
 * How each snapshot screen is reached and when it is ready. Every screen ends settled: no
 * spinner, network quiet, fonts loaded, the images in view decoded, the mouse off the page.
 */
import { expect, type Page } from '@playwright/test';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { LOBBIES } from '../../src/contract/gameCategories';
import { brandCategories, brandDocs, brandFlag } from '../e2e/support';
import { FLAG } from '../../src/contract/flags';
import { readBrandJson, type Screen } from './matrix';
import { brandFolder } from '../brandFolders';

export const PORT = Number(process.env.SNAPSHOT_PORT ?? 4320);

export function brandUrl(code: string, path = '/'): string {
  return `http://${code}.localhost:${PORT}${path}`;
}

/** The brand is for logged-in users only (its manifest's loginedToHomePage). */
function loggedInOnly(code: string): boolean {
  return readBrandJson<{ loginedToHomePage?: boolean }>(code, 'brand.json').loginedToHomePage === true;
}

/** /rng when the brand has slot games, else the lobby of the first category it has games in. */
export function lobbyPath(code: string): string | null {
  // the brand's menu as the site builds it from its lanes (recorded or made from its fixtures)
  const categories = brandCategories(code);
  const pick = categories.includes('RNG') ? 'RNG' : categories.find((c) => LOBBIES.some((l) => l.categories.includes(c as never)));
  return LOBBIES.find((l) => l.vendor === null && l.categories.includes(pick as never))?.path ?? null;
}

/** The brand's seed player: the first plain player account (type 0, a password, not expired). */
export function seedPlayer(code: string): string | null {
  if (!existsSync(join(brandFolder(code), 'fixtures', 'accounts.json'))) return null;
  const { accounts } = readBrandJson<{
    accounts: Array<{ username: string; type: number; password: string | null; passwordExpired?: boolean }>;
  }>(code, 'fixtures', 'accounts.json');
  return accounts.find((a) => a.type === 0 && a.password && !a.passwordExpired)?.username ?? null;
}

/** A preview session for the brand's seed player (POST /__preview/login), as `?token=` for the address. */
async function seedToken(page: Page, brand: string): Promise<string> {
  const username = seedPlayer(brand);
  expect(username, `brands/${brand}/fixtures/accounts.json: a seed player`).toBeTruthy();
  // Node cannot resolve *.localhost: the Merchant header names the brand
  const reply = await page.request.post(`http://localhost:${PORT}/__preview/login`, {
    headers: { Merchant: brand },
    data: { username },
  });
  expect(reply.ok(), `POST /__preview/login ${reply.status()}`).toBe(true);
  const body = (await reply.json()) as { value?: { token?: string }; token?: string };
  const token = body.value?.token ?? body.token;
  expect(token, 'preview login token').toBeTruthy();
  return token!;
}

/** On a logged-in-only brand the pages behind the guard are shot as the seed player sees them. */
async function openGuarded(page: Page, brand: string, path: string) {
  if (!loggedInOnly(brand)) return open(page, brand, path);
  const token = await seedToken(page, brand);
  return open(page, brand, `${path}${path.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`);
}

/** The page a visitor can reach on this brand: home, or register on a logged-in-only brand. */
function visitorPath(code: string): string {
  return loggedInOnly(code) ? '/register' : '/';
}

async function open(page: Page, code: string, path: string) {
  await page.goto(brandUrl(code, path));
  await expect(page.getByTestId('boot-splash')).toHaveCount(0, { timeout: 15_000 });
}

/** Waits until the page is still: what every screen does before its screenshot. */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  // a Loading state is a role=status with a spinner ring as its first child; busy regions (the balance) finish
  await expect(page.locator('[role="status"] > span[aria-hidden="true"]:first-child')).toHaveCount(0, { timeout: 10_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
  // fonts, then every image in view loaded and decoded (lazy ones outside the viewport never load)
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          await document.fonts.ready;
          const inView = [...document.images].filter((img) => {
            const r = img.getBoundingClientRect();
            return r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth;
          });
          await Promise.all(inView.filter((img) => img.complete).map((img) => img.decode().catch(() => undefined)));
          return inView.filter((img) => !img.complete).length;
        }),
      { timeout: 10_000, intervals: [50, 100, 250] },
    )
    .toBe(0);
  // off the page: no hover styles in the picture
  await page.mouse.move(-1, -1);
}

export interface ScreenContext {
  page: Page;
  brand: string;
  /** notes shown in the gallery beside the shot */
  note: (text: string) => void;
}

/** Brings the page to the screen. Returns false when the brand has no such screen (the test is skipped). */
export const SCREEN_STEPS: Record<Screen, (ctx: ScreenContext) => Promise<boolean | void>> = {
  async home({ page, brand }) {
    await openGuarded(page, brand, '/');
    // the favicon is the brand's and is served
    const href = await page.locator('link[rel~="icon"]').first().getAttribute('href');
    expect(href, 'favicon link').toBeTruthy();
    const served = await page.evaluate(async (url) => (await fetch(url, { cache: 'no-store' })).ok, href!);
    expect(served, `favicon ${href}`).toBe(true);
  },
  async register({ page, brand }) {
    await open(page, brand, '/register');
    await expect(page.getByTestId('register-page')).toBeVisible();
  },
  async login({ page, brand }) {
    await open(page, brand, '/login');
    await expect(page.getByTestId('login-modal')).toBeVisible();
  },
  async 'login-register'({ page, brand }) {
    await open(page, brand, '/login');
    await expect(page.getByTestId('login-modal')).toBeVisible();
    await page.getByTestId('login-modal-tab-register').click();
    await expect(page.getByTestId('login-modal-tab-register')).toHaveAttribute('aria-selected', 'true');
  },
  async lobby({ page, brand }) {
    const path = lobbyPath(brand);
    if (!path) return false;
    await openGuarded(page, brand, path);
    await expect(page.getByTestId('lobby-page').first()).toBeVisible();
  },
  async promotions({ page, brand }) {
    await openGuarded(page, brand, '/promotions');
    await expect(page.getByTestId('promotions-page')).toBeVisible();
  },
  async maintenance({ page, brand }) {
    await open(page, brand, `${visitorPath(brand)}?preview=maintenance`);
    await expect(page.getByTestId('maintenance-page')).toBeVisible();
  },
  async region({ page, brand }) {
    await open(page, brand, `${visitorPath(brand)}?preview=region`);
    await expect(page.getByTestId('region-page')).toBeVisible();
  },
  async broken({ page, brand }) {
    await open(page, brand, `${visitorPath(brand)}?preview=broken`);
    await expect(page.getByTestId('invalid-config')).toBeVisible();
  },
  /** Logged in as the seed player: the header with the balance, the avatar menu open. */
  async account({ page, brand, note }) {
    if (!seedPlayer(brand)) {
      note(`brands/${brand}/fixtures/accounts.json has no seed player`);
      return false;
    }
    const token = await seedToken(page, brand);
    await open(page, brand, `/?token=${encodeURIComponent(token)}`);
    // logged in: the balance and the avatar replace the Login button
    await expect(page.getByTestId('header-login')).toHaveCount(0);
    await expect(page.getByTestId('header-balance')).toBeVisible();
    await page.getByTestId('header-avatar').click();
    await expect(page.getByTestId('header-avatar-menu')).toBeVisible();
  },
  /** The personal centre's deposit page, as a fresh player with 1,234.50 sees it (no deposit yet). */
  async 'member-deposit'({ page, brand, note }) {
    if (!brandFlag(brandDocs(brand), FLAG.DEPOSIT_BASIC)) {
      note(`${FLAG.DEPOSIT_BASIC} is off: no deposit page`);
      return false;
    }
    // a fixed name: the preview platform starts it again with the same money each time
    const username = 'snapplayer';
    const reply = await page.request.post(`http://localhost:${PORT}/__preview/money/player`, { headers: { Merchant: brand }, data: { username, balance: 1234.5 } });
    const token = ((await reply.json()) as { value: { token: string } }).value.token;
    await open(page, brand, `/member/depositv2?token=${encodeURIComponent(token)}`);
    await expect(page.getByTestId('deposit-submit')).toBeVisible();
    await expect(page.getByTestId('member-balance-total')).toBeVisible();
    await expect(page.locator('#recent-deposits')).toBeVisible();
  },
};
