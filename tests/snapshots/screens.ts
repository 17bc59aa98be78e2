/**
 * How each snapshot screen is reached and when it is ready. Every screen ends settled: no
 * spinner, network quiet, fonts loaded, the images in view decoded, the mouse off the page.
 */
import { expect, type Page } from '@playwright/test';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { LOBBIES } from '../../src/contract/gameCategories';
import { brandMoney } from '../e2e/member-money';
import { brandCategories, brandDocs, brandFlag, recordedValue, STILL_LOADING } from '../e2e/support';
import { availablePromotions } from '../../src/contract/calls/system';
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

/** The brand's first referral code (fixtures/accounts.json `referralCodes`): an invitation's address. */
function invitationCode(code: string): string {
  const { referralCodes } = readBrandJson<{ referralCodes?: string[] }>(code, 'fixtures', 'accounts.json');
  return referralCodes?.[0] ?? '';
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

/**
 * The personal centre's screens are shot as one fresh player: a fixed name the preview platform
 * starts again with the same money (1,234.50) and no settings each time.
 */
async function snapPlayer(page: Page, brand: string): Promise<string> {
  const reply = await page.request.post(`http://localhost:${PORT}/__preview/money/player`, { headers: { Merchant: brand }, data: { username: 'snapplayer', balance: 1234.5 } });
  expect(reply.ok(), `POST /__preview/money/player ${reply.status()}`).toBe(true);
  return ((await reply.json()) as { value: { token: string } }).value.token;
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
  // no Loading state, and busy regions (the balance) finished
  await expect(page.locator(STILL_LOADING)).toHaveCount(0, { timeout: 10_000 });
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

/**
 * Why the brand has no such screen (its cell is skipped), or null when it has one. Decided from
 * the brand's folder alone, before a browser page is opened for the cell.
 */
export function missingScreen(screen: Screen, brand: string): string | null {
  const flagOff = (flag: string) => !brandFlag(brandDocs(brand), flag);
  switch (screen) {
    case 'lobby':
      return lobbyPath(brand) ? null : 'no lobby of a category the brand has games in';
    case 'account':
      return seedPlayer(brand) ? null : `brands/${brand}/fixtures/accounts.json has no seed player`;
    case 'member-deposit':
      return flagOff(FLAG.DEPOSIT_BASIC) ? `${FLAG.DEPOSIT_BASIC} is off: no deposit page` : null;
    case 'member-security':
      return flagOff(FLAG.MEMBER_COMMON) ? `${FLAG.MEMBER_COMMON} is off: no personal centre` : null;
    case 'member-withdraw':
      return flagOff(FLAG.WITHDRAW_BASIC) ? `${FLAG.WITHDRAW_BASIC} is off: no withdrawal page` : null;
    case 'member-records':
      return flagOff(FLAG.MEMBER_TRANSACTIONS) ? `${FLAG.MEMBER_TRANSACTIONS} is off: no account record` : null;
    case 'member-transfer':
      return flagOff(FLAG.FUND_TRANSFER) || brandMoney(brand).singleWallet ? `${FLAG.FUND_TRANSFER} is off or the brand's money is a single wallet: no transfer page` : null;
    case 'member-inbox':
      return flagOff(FLAG.INBOX) ? `${FLAG.INBOX} is off: no inbox` : null;
    case 'member-rewards':
      return flagOff(FLAG.REWARD_CENTER) ? `${FLAG.REWARD_CENTER} is off: no reward centre` : null;
    case 'member-referral':
      return flagOff(FLAG.REWARD_CENTER) || !referralOn(brand) ? 'the referral promotion is off: no invite-friends page' : null;
    case 'member-missions':
      return flagOff(FLAG.MISSIONS) ? `${FLAG.MISSIONS} is off: no missions` : null;
    case 'point-mall':
      return flagOff(FLAG.POINTS) ? `${FLAG.POINTS} is off: the point mall says so only` : null;
    case 'player-rank':
      return flagOff(FLAG.MEMBER_CLUB) ? `${FLAG.MEMBER_CLUB} is off: no player rank page` : null;
    default:
      return null;
  }
}

/** Brings the page to the screen (one the brand has: see missingScreen). */
export const SCREEN_STEPS: Record<Screen, (ctx: ScreenContext) => Promise<void>> = {
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
    // a brand without direct registration (DIRECTREG3 off) offers the tab to an invitation's address only
    await open(page, brand, brandFlag(brandDocs(brand), FLAG.DIRECT_REGISTER) ? '/login' : `/login?referralCode=${invitationCode(brand)}`);
    await expect(page.getByTestId('login-modal')).toBeVisible();
    await page.getByTestId('login-modal-tab-register').click();
    await expect(page.getByTestId('login-modal-tab-register')).toHaveAttribute('aria-selected', 'true');
  },
  async lobby({ page, brand }) {
    await openGuarded(page, brand, lobbyPath(brand)!);
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
  async account({ page, brand }) {
    const token = await seedToken(page, brand);
    await open(page, brand, `/?token=${encodeURIComponent(token)}`);
    // logged in: the balance and the avatar replace the Login button
    await expect(page.getByTestId('header-login')).toHaveCount(0);
    await expect(page.getByTestId('header-balance')).toBeVisible();
    await page.getByTestId('header-avatar').click();
    await expect(page.getByTestId('header-avatar-menu')).toBeVisible();
  },
  /** The personal centre's deposit page, as a fresh player with 1,234.50 sees it (no deposit yet). */
  async 'member-deposit'({ page, brand }) {
    const token = await snapPlayer(page, brand);
    await open(page, brand, `/member/depositv2?token=${encodeURIComponent(token)}`);
    await expect(page.getByTestId('deposit-submit')).toBeVisible();
    await expect(page.getByTestId('member-balance-total')).toBeVisible();
    await expect(page.locator('#recent-deposits')).toBeVisible();
  },
  /** The security centre as the same fresh player sees it: the score and what the brand's flags offer. */
  async 'member-security'({ page, brand }) {
    const token = await snapPlayer(page, brand);
    await open(page, brand, `/member/securityCenter?token=${encodeURIComponent(token)}`);
    await expect(page.getByTestId('security-score')).toBeVisible();
    await expect(page.getByTestId('member-balance-total')).toBeVisible();
  },
  /** The withdrawal page before any account is bound (the payment-password step first where the brand asks one). */
  async 'member-withdraw'({ page, brand }) {
    const token = await snapPlayer(page, brand);
    await open(page, brand, `/member/withdraw?token=${encodeURIComponent(token)}`);
    await expect(page.getByTestId('withdraw-no-account').or(page.getByTestId('payment-password-set'))).toBeVisible();
    await expect(page.getByTestId('member-balance-total')).toBeVisible();
  },
  /** The account record (transaction history) of the fresh player: no transaction yet. */
  async 'member-records'({ page, brand }) {
    const token = await snapPlayer(page, brand);
    await open(page, brand, `/member/transactionHistory?token=${encodeURIComponent(token)}`);
    await expect(page.getByTestId('member-menu-transactionHistory')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('member-balance-total')).toBeVisible();
  },
  /** The transfer page of a brand of several wallets, as a fresh player with 1,234.50 in the main wallet sees it. */
  async 'member-transfer'({ page, brand }) {
    const token = await snapPlayer(page, brand);
    await open(page, brand, `/member/transferFund?token=${encodeURIComponent(token)}`);
    await expect(page.getByTestId('transfer-submit')).toBeVisible();
    await expect(page.getByTestId('member-balance-total')).toBeVisible();
  },
  /** The personal centre's inbox as the seed player first sees it (the brand's fixtures/inbox.json, nothing read yet). */
  async 'member-inbox'({ page, brand }) {
    // a fixed name, never read in: its inbox is the fixture's each run
    const reply = await page.request.post(`http://localhost:${PORT}/__preview/money/player`, { headers: { Merchant: brand }, data: { username: 'snapinbox', balance: 100 } });
    const token = ((await reply.json()) as { value: { token: string } }).value.token;
    await open(page, brand, `/member/messageV2?token=${encodeURIComponent(token)}`);
    await expect(page.getByTestId('inbox-unread')).toBeVisible();
  },
  /** The left bar's announcements list, its first page. */
  async announcements({ page, brand }) {
    await openGuarded(page, brand, '/');
    await page.getByTestId('menu-service').click();
    await page.getByTestId('menu-service-announcements').click();
    await expect(page.getByTestId('announcements-modal')).toBeVisible();
  },
  /** The agent centre as a fresh agent with its preview team sees it: the menu the brand's flags allow and its first page. */
  async 'agent-centre'({ page, brand }) {
    // a fixed name: the preview platform gives the same agent, team and money each time
    const reply = await page.request.post(`http://localhost:${PORT}/__preview/agent/fresh`, { headers: { Merchant: brand }, data: { username: 'snapagent', balance: 5000 } });
    const token = ((await reply.json()) as { value: { token: string } }).value.token;
    await open(page, brand, `/agent?token=${encodeURIComponent(token)}`);
    await expect(page.getByTestId('agent-menu')).toBeVisible();
    await expect(page.getByTestId('member-balance-total')).toBeVisible();
  },
  /** The reward centre as a fresh player sees it (every fixture reward still to claim). */
  async 'member-rewards'({ page, brand }) {
    await openAsSnapPlayer(page, brand, '/member/rewardCenter');
    await expect(page.getByTestId('reward-center')).toBeVisible();
  },
  /** Invite friends, where the brand's referral promotion is on. */
  async 'member-referral'({ page, brand }) {
    await openAsSnapPlayer(page, brand, '/member/referral');
    await expect(page.getByTestId('referral-link')).toBeVisible();
  },
  async 'member-missions'({ page, brand }) {
    await openAsSnapPlayer(page, brand, '/member/missionLeaderboard');
    await expect(page.getByTestId('missions-page')).toBeVisible();
  },
  async 'point-mall'({ page, brand }) {
    await openAsSnapPlayer(page, brand, '/pointMall');
    await expect(page.getByTestId('points-balance-value')).toBeVisible();
  },
  async 'player-rank'({ page, brand }) {
    await openAsSnapPlayer(page, brand, '/playerRank');
    await expect(page.getByTestId('rank-current')).toBeVisible();
  },
};

/** Whether the preview platform answers the brand's referral promotion as on (its fixtures/rewards.json). */
function referralOn(code: string): boolean {
  const recorded = recordedValue<{ REFERRAL?: { enabled?: unknown } }>(code, availablePromotions.path);
  if (recorded !== null) return recorded.REFERRAL?.enabled === true;
  const file = join(process.cwd(), 'brands', code, 'fixtures', 'rewards.json');
  return existsSync(file) && readBrandJson<{ referral?: boolean }>(code, 'fixtures', 'rewards.json').referral === true;
}

/** A fixed preview player (its money and rewards start again each time) with 1,234.50, logged in on `path`. */
async function openAsSnapPlayer(page: Page, brand: string, path: string) {
  const reply = await page.request.post(`http://localhost:${PORT}/__preview/money/player`, { headers: { Merchant: brand }, data: { username: 'snaprewards', balance: 1234.5, password: 'Snapshot#2026' } });
  const token = ((await reply.json()) as { value: { token: string } }).value.token;
  await open(page, brand, `${path}?token=${encodeURIComponent(token)}`);
}
