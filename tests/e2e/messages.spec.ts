/**
 * Messages and contact over the brands that differ in them, each reading what to expect from its own data: the inbox
 * (INBOX3) with its unread count on the page, the left bar and the avatar; the chat window (CBS3)
 * with minimise and enlarge, the login popup for a visitor and the warning for a trial account;
 * customer service by rank (csType VIP above rank 4); feedback (FEEDBACK3) with an image; the
 * announcements list 9 a page; the popup notices once per session.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { previewUrl } from './accounts';
import { freshPlayer } from './member-money';
import { brandDocs, brandFlag, BRAND_CODES, brandsCovering, countCalls, expect as baseExpect, flagOf, guardedOf, loggedInOnly, openBrand, pauseClockSoon, recordedValue, test } from './support';
import { FLAG } from '../../src/contract/flags';
import { deleteInbox } from '../../src/contract/calls/messages';
import { AA_TEXT, contrastRatio } from '../../src/theme/contrast';

// two cores for eight engineers: lazy pages and image compression take their time
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

interface InboxSeed { inboxId: string; subject: string; isRead?: boolean; recordSource?: string }
interface NoticeSeed { id: string; title: string; read?: boolean }

const fixture = <T,>(code: string, file: string): T | null => {
  const path = join('brands', code, 'fixtures', file);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as T) : null;
};

/** what the platform answers for the brand's announcements: its recording, else its fixture */
function notices(code: string): { player: NoticeSeed[]; popup: NoticeSeed[] } {
  const recorded = recordedValue<{ player?: NoticeSeed[]; popup?: NoticeSeed[] }>(code, 'wps/relay/MCSFE_getListAnnouncements');
  const doc = recorded ?? fixture<{ player?: NoticeSeed[]; popup?: NoticeSeed[] }>(code, 'announcements.json') ?? {};
  return { player: doc.player ?? [], popup: doc.popup ?? [] };
}

interface ServiceEntrySeed { type: string | number; path: string; csType?: string }
function customerService(code: string): ServiceEntrySeed[] {
  const status = recordedValue<{ info: { customerService?: ServiceEntrySeed[] } }>(code, 'wps/system/status');
  const doc = status ?? (JSON.parse(readFileSync(join('brands', code, 'permission.json'), 'utf8')) as { value?: { info: { customerService?: ServiceEntrySeed[] } }; info?: { customerService?: ServiceEntrySeed[] } });
  const info = (doc as { value?: { info: unknown } }).value?.info ?? (doc as { info: unknown }).info;
  return ((info as { customerService?: ServiceEntrySeed[] }).customerService ?? []);
}

/** The count a header badge draws (its ::after, from data-count): what the player sees on the corner. */
const drawnCount = (badge: Locator) => badge.evaluate((el) => getComputedStyle(el, '::after').content.replace(/^"|"$/g, ''));

async function openServiceMenu(page: Page) {
  const menu = page.getByTestId('mobile-menu-toggle');
  if (await menu.isVisible()) await menu.click();
  await page.getByTestId('menu-service').click();
  await expect(page.getByTestId('menu-flyout-service')).toBeVisible();
}

/** The customer-service test's case: the VIP and live-chat entries, a member above rank 4 and one at 4 or below; null without them all. */
function vipCase(code: string) {
  const entries = customerService(code);
  const seeds = fixture<{ accounts: Array<{ username: string; type: number; clubLabel?: { rankLevel: number } }> }>(code, 'accounts.json')?.accounts ?? [];
  const vipEntry = entries.find((e) => e.csType === 'VIP');
  const liveEntry = entries.find((e) => e.csType === 'LIVECHAT');
  const vipPlayer = seeds.find((a) => a.type === 0 && (a.clubLabel?.rankLevel ?? 0) > 4);
  const otherPlayer = seeds.find((a) => a.type === 0 && (a.clubLabel?.rankLevel ?? 0) <= 4);
  return vipEntry && liveEntry && vipPlayer && otherPlayer ? { vipEntry, liveEntry, vipPlayer, otherPlayer } : null;
}

// the brands that differ in what these tests branch on: the inbox, a message with a reward, the
// chat room, feedback, a logged-in-only brand, one page of notices or several, the VIP service
const MESSAGE_BRANDS = brandsCovering([
  flagOf(FLAG.INBOX),
  flagOf(FLAG.CHAT),
  flagOf(FLAG.FEEDBACK),
  guardedOf,
  (c) => (fixture<{ messages: Array<InboxSeed & { metadata?: unknown }> }>(c, 'inbox.json')?.messages ?? []).some((m) => !m.isRead && m.metadata),
  (c) => Math.min(2, Math.ceil(notices(c).player.length / 9)),
  (c) => vipCase(c) !== null,
]);

for (const code of MESSAGE_BRANDS) {
  const docs = brandDocs(code);
  const inboxOn = brandFlag(docs, FLAG.INBOX);
  const chatOn = brandFlag(docs, FLAG.CHAT);
  const feedbackOn = brandFlag(docs, FLAG.FEEDBACK);
  const inbox = fixture<{ messages: InboxSeed[] }>(code, 'inbox.json')?.messages ?? [];
  const unread = inbox.filter((m) => !m.isRead).length;
  const { player } = notices(code);

  test.describe(`messages and contact · ${code}`, () => {
    test(`inbox ${inboxOn ? 'reads a message (the count drops on the page, the left bar and the avatar) and deletes one' : 'is not offered (INBOX3 off)'}`, async ({ page, request }) => {
      const { token, username } = await freshPlayer(request, code);
      if (!inboxOn) {
        await openBrand(page, code, `/member/messageV2?token=${token}`);
        await expect(page.getByTestId('member-page-unavailable')).toBeVisible();
        await openServiceMenu(page);
        await expect(page.getByTestId('menu-service-messages')).toHaveCount(0);
        return;
      }
      test.skip(unread === 0, `brands/${code}/fixtures/inbox.json has no unread message`);
      await openBrand(page, code, `/?token=${token}`);
      // the left bar's Platform messages opens the inbox
      await openServiceMenu(page);
      await expect(page.getByTestId('menu-service-messages')).toBeVisible();
      await page.getByTestId('menu-service-messages').click();
      await expect(page).toHaveURL(/\/member\/messageV2$/);
      await expect(page.getByTestId('inbox-unread')).toHaveAttribute('data-count', String(unread));
      await expect.poll(() => drawnCount(page.getByTestId('header-avatar-unread'))).toBe(String(unread));
      // the button's name leads with the player's name it shows, and says the count
      await expect(page.getByTestId('header-avatar')).toHaveAccessibleName(new RegExp(`^${username}\\b.*\\(${unread}\\)$`));
      // its digits read on its red in the brand's theme (4.5:1)
      const badge = await page.getByTestId('header-avatar-unread').evaluate((el) => [getComputedStyle(el).color, getComputedStyle(el).backgroundColor]);
      expect(contrastRatio(badge[0]!, badge[1]!), badge.join(' on ')).toBeGreaterThanOrEqual(AA_TEXT);
      await openServiceMenu(page);
      await expect(page.getByTestId('menu-service-messages-count')).toHaveText(String(unread));
      // the left bar's count as well
      const menuCount = await page.getByTestId('menu-service-messages-count').evaluate((el) => [getComputedStyle(el).color, getComputedStyle(el).backgroundColor]);
      expect(contrastRatio(menuCount[0]!, menuCount[1]!), menuCount.join(' on ')).toBeGreaterThanOrEqual(AA_TEXT);
      await page.keyboard.press('Escape');

      // newest first: the first unread message opens, its content sanitised, and it is read
      const message = page.locator('[data-testid="inbox-message"][data-unread="true"]').first();
      const subject = (await message.getByTestId('inbox-open').locator('span').first().textContent())!;
      await message.getByTestId('inbox-open').click();
      const opened = page.getByTestId('inbox-message').filter({ hasText: subject });
      await expect(opened.getByTestId('inbox-body')).toBeVisible();
      await expect(opened).toHaveAttribute('data-unread', 'false');
      await expect(page.getByTestId('inbox-unread')).toHaveAttribute('data-count', String(unread - 1));
      await expect(page.getByTestId('header-avatar-unread')).toHaveCount(unread - 1 > 0 ? 1 : 0);
      if (unread > 1) await expect.poll(() => drawnCount(page.getByTestId('header-avatar-unread'))).toBe(String(unread - 1));
      await openServiceMenu(page);
      if (unread > 1) await expect(page.getByTestId('menu-service-messages-count')).toHaveText(String(unread - 1));
      else await expect(page.getByTestId('menu-service-messages-count')).toHaveCount(0);
      await page.keyboard.press('Escape');

      // the read mark is the platform's: a reload keeps it
      await page.reload();
      await expect(page.getByTestId('inbox-unread')).toHaveAttribute('data-count', String(unread - 1));

      // delete the opened one
      const count = await page.getByTestId('inbox-message').count();
      page.on('dialog', (d) => void d.accept());
      // a box a finger can hit
      const choose = page.getByTestId('inbox-message').filter({ hasText: subject }).getByTestId('inbox-choose');
      await expect(choose).toHaveCSS('width', '24px');
      await expect(choose).toHaveCSS('height', '24px');
      await choose.check();
      // a double click deletes once (api/oneAtATime)
      const deletes = countCalls(page, deleteInbox);
      await page.getByTestId('inbox-delete').dblclick();
      await expect(page.getByTestId('inbox-message').filter({ hasText: subject })).toHaveCount(0);
      expect(deletes()).toBe(1);
      const total = inbox.length - 1;
      await expect(page.getByTestId('inbox-message')).toHaveCount(Math.min(count, total));
    });

    if (inboxOn && inbox.some((m) => !m.isRead && (m as { metadata?: unknown }).metadata)) {
      test('a message with a reward: the reward is claimed once', async ({ page, request }) => {
        const { token } = await freshPlayer(request, code, { balance: 10 });
        await openBrand(page, code, `/member/messageV2?token=${token}`);
        const withReward = page.getByTestId('inbox-message').filter({ hasText: inbox.find((m) => (m as { metadata?: unknown }).metadata)!.subject });
        await withReward.getByTestId('inbox-open').click();
        await withReward.getByTestId('inbox-claim').click();
        await expect(withReward.getByTestId('inbox-claimed')).toBeVisible();
        // nothing of the content's script or handler survived the sanitiser
        await expect(page.locator('[data-testid="inbox-body"] script, [data-testid="inbox-body"] [onerror]')).toHaveCount(0);
      });
    }

    test(`the chat room ${chatOn ? 'opens from the header and the left bar, minimises and enlarges, and closes at logout' : 'is not offered (CBS3 off)'}`, async ({ page, request }) => {
      const { token } = await freshPlayer(request, code);
      await openBrand(page, code, `/?token=${token}`);
      await expect(page.getByTestId('header-avatar')).toBeVisible();
      if (!chatOn) {
        await expect(page.getByTestId('header-chat')).toHaveCount(0);
        await expect(page.getByTestId('menu-chat')).toHaveCount(0);
        return;
      }
      await page.getByTestId('header-chat').click();
      const win = page.getByTestId('chat-window');
      await expect(win).toHaveAttribute('data-size', 'normal');
      // the chat page the platform names, in the frame, with the site's title
      await expect(page.frameLocator('[data-testid="chat-frame"]').getByTestId('preview-chat-greeting')).toBeVisible();
      await expect(page.getByTestId('chat-frame')).toHaveAttribute('src', /title=/);
      await page.getByTestId('chat-minimise').click();
      await expect(win).toHaveAttribute('data-size', 'min');
      await expect(page.getByTestId('chat-frame')).toBeHidden();
      await page.getByTestId('chat-restore').click();
      await page.getByTestId('chat-enlarge').click();
      await expect(win).toHaveAttribute('data-size', 'large');
      const wide = (await win.boundingBox())!.width;
      await page.getByTestId('chat-enlarge').click();
      await expect(win).toHaveAttribute('data-size', 'normal');
      expect((await win.boundingBox())!.width).toBeLessThan(wide);
      // the window stays open across pages
      await page.goto(new URL('/promotions', page.url()).toString());
      await expect(page.getByTestId('chat-window')).toHaveCount(0); // a fresh page load starts closed
      await page.getByTestId('left-bar').getByTestId('menu-chat').click();
      await expect(page.getByTestId('chat-window')).toBeVisible();
      await page.getByTestId('header-avatar').click();
      await page.getByTestId('avatar-logout').click();
      await page.getByTestId('logout-confirm').click();
      await expect(page.getByTestId('chat-window')).toHaveCount(0);
    });

    if (chatOn) {
      test('on a tablet the chat window\'s controls are 44 px taps', async ({ page, request }) => {
        await page.setViewportSize({ width: 820, height: 800 });
        const { token } = await freshPlayer(request, code);
        await openBrand(page, code, `/?token=${token}`);
        await page.getByTestId('header-chat').click();
        await expect(page.getByTestId('chat-window')).toHaveAttribute('data-size', 'normal');
        for (const id of ['chat-minimise', 'chat-enlarge', 'chat-close']) {
          const box = (await page.getByTestId(id).boundingBox())!;
          expect(Math.min(box.width, box.height), id).toBeGreaterThanOrEqual(44);
        }
        await page.getByTestId('chat-minimise').click();
        const restore = (await page.getByTestId('chat-restore').boundingBox())!;
        expect(Math.min(restore.width, restore.height), 'chat-restore').toBeGreaterThanOrEqual(44);
      });
    }

    if (chatOn && !loggedInOnly(docs)) {
      test('chat: a visitor gets the login popup, a trial (type 4) account the warning', async ({ page, request }) => {
        await openBrand(page, code, '/');
        await page.getByTestId('left-bar').getByTestId('menu-chat').click();
        await expect(page.getByTestId('login-modal')).toBeVisible();
        const { token } = await freshPlayer(request, code, { type: 4 });
        await openBrand(page, code, `/?token=${token}`);
        await page.getByTestId('left-bar').getByTestId('menu-chat').click();
        await expect(page.getByTestId('trial-warning-modal')).toBeVisible();
        await expect(page.getByTestId('chat-window')).toHaveCount(0);
      });
    }

    const service = vipCase(code);
    if (service) {
      const { vipEntry, liveEntry, vipPlayer, otherPlayer } = service;
      test('customer service: a member above rank 4 gets the VIP service, another player live chat, each in a 440x500 popup', async ({ page, request }) => {
        // the site's own decryption, from the contract bundle the tools share (Node cannot load the app's crypto-js imports as written)
        const { loadEngine } = (await import('../../scripts/brand/check.mjs' as string)) as { loadEngine: () => Promise<{ decryptServicePath: (path: string) => string | null }> };
        const { decryptServicePath } = await loadEngine();
        await page.context().route(/example\.test/, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>service</title>' }));
        const login = async (username: string) => {
          const reply = await request.post(previewUrl('/__preview/login'), { headers: { Merchant: code }, data: { username } });
          return ((await reply.json()) as { value: { token: string } }).value.token;
        };
        for (const [username, entry] of [[vipPlayer.username, vipEntry], [otherPlayer.username, liveEntry]] as const) {
          await openBrand(page, code, `/?token=${await login(username)}`);
          await expect(page.getByTestId('header-avatar')).toBeVisible();
          await expect(page.getByTestId('header-balance')).toBeVisible();
          await openServiceMenu(page);
          const popupOpened = page.waitForEvent('popup');
          await page.getByTestId('menu-service-customerService').click();
          const popup = await popupOpened;
          await popup.waitForURL(decryptServicePath(entry.path)!);
          expect(await popup.evaluate(() => [window.innerWidth, window.innerHeight])).toEqual([440, 500]);
          await popup.close();
        }
      });
    }

    test(`feedback ${feedbackOn ? 'is sent with an image and kept by the platform' : 'is not offered (FEEDBACK3 off)'}`, async ({ page, request }) => {
      const { token, username } = await freshPlayer(request, code);
      await openBrand(page, code, `/?token=${token}`);
      await openServiceMenu(page);
      if (!feedbackOn) {
        await expect(page.getByTestId('menu-service-feedback')).toHaveCount(0);
        return;
      }
      await page.getByTestId('menu-service-feedback').click();
      const dialog = page.getByTestId('feedback-modal');
      await dialog.getByTestId('feedback-type').selectOption('WITHDRAWAL');
      // too short, then a file of the wrong kind: each refused where it happened
      await dialog.getByTestId('feedback-content').fill('too short');
      await dialog.getByTestId('feedback-submit').click();
      await expect(dialog.getByTestId('feedback-content-problem')).toBeVisible();
      await dialog.getByTestId('feedback-files').setInputFiles({ name: 'x.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
      await expect(dialog.getByTestId('feedback-file-problem')).toBeVisible();
      const content = `My withdrawal ${username} is slow to arrive.`;
      await dialog.getByTestId('feedback-content').fill(content);
      // a 1x1 png
      const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
      await dialog.getByTestId('feedback-files').setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: png });
      await expect(dialog.getByTestId('feedback-file-list')).toContainText('proof.png');
      await dialog.getByTestId('feedback-submit').click();
      await expect(dialog.getByTestId('feedback-sent')).toBeVisible();
      const kept = (await (await request.get(previewUrl('/__preview/feedback'), { headers: { Merchant: code } })).json()) as { value: Array<{ username: string; questionType: string; content: string; images: number }> };
      expect(kept.value.find((f) => f.username === username)).toMatchObject({ questionType: 'WITHDRAWAL', content, images: 1 });
    });

    if (player.length > 0 && !loggedInOnly(docs)) {
      test(`the announcements list: ${player.length} notices, 9 a page, read marks`, async ({ page }) => {
        await openBrand(page, code, '/');
        await openServiceMenu(page);
        await page.getByTestId('menu-service-announcements').click();
        const modal = page.getByTestId('announcements-modal');
        const pages = Math.ceil(player.length / 9);
        await expect(modal.getByTestId('announcement')).toHaveCount(Math.min(9, player.length));
        await expect(modal.getByTestId('announcement-title').first()).toContainText(player[0]!.title);
        if (pages > 1) {
          await expect(modal.getByTestId('announcements-pager-current')).toHaveAttribute('data-total', String(pages));
          await modal.getByTestId('announcements-pager-next').click();
          await expect(modal.getByTestId('announcement')).toHaveCount(player.length - 9 > 9 ? 9 : player.length - 9);
          await expect(modal.getByTestId('announcement-title').first()).toContainText(player[9]!.title);
          await expect(modal.getByTestId('announcements-pager-next')).toBeDisabled();
        }
        const entry = modal.getByTestId('announcement').first();
        await expect(entry).toHaveAttribute('data-read', 'false');
        await entry.getByTestId('announcement-title').click();
        await expect(entry).toHaveAttribute('data-read', 'true');
        await expect(entry.getByTestId('announcement-date')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      });
    }
  });
}

/**
 * The page's late hosts (the popup notices' watcher among them) start 3 s after the load, when the
 * browser is idle (layout/LateHosts.tsx): on a page whose clock is installed, at once. A jump (each
 * timer due fires once), not a run through every frame: the home page's carousels need none.
 */
const wakeLateHosts = (page: Page) => page.clock.fastForward(6_000);

/** The notices' watcher's chunk, and the chunk of the dialog it opens. */
const NOTICE_WATCHER = /\/assets\/NoticePopups-[^/]*\.js$/;
const NOTICE_DIALOG = /\/assets\/NoticePopupModal-[^/]*\.js$/;

/** Keeps the chunks `url` matches back until the returned function lets them through. */
async function holdChunk(page: Page, url: RegExp): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((done) => (release = done));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Keeps the notices' watcher's code back until the page is in the state under test: the page's
 * clock flows until the test moves it, and a busy machine spent the 3 s after the load before the
 * test's first click (the notice then came first).
 */
const holdNoticeWatcher = (page: Page) => holdChunk(page, NOTICE_WATCHER);

/** Lets the held watcher in, wakes it and gives it the moment it takes to decide; it must show nothing yet. */
async function expectNoticeHeld(page: Page, releaseWatcher: () => void) {
  const watcher = page.waitForResponse(NOTICE_WATCHER, { timeout: 10_000 }).catch(() => {});
  releaseWatcher();
  await wakeLateHosts(page);
  await watcher;
  await page.waitForTimeout(1_000);
  await expect(page.getByTestId('notice-popup')).toHaveCount(0);
}

test.describe('popup notices', () => {
  test.use({ showNotices: true });
  for (const code of brandsCovering([], BRAND_CODES.filter((c) => notices(c).popup.length > 0 && !loggedInOnly(brandDocs(c))))) {
    const { popup } = notices(code);
    test(`${code}: shown once per session after boot, and again after a login`, async ({ page, request }) => {
      // the page's clock: the 3 s after the load before the notices' watcher wakes pass at once
      await page.clock.install();
      await openBrand(page, code, '/');
      const notice = page.getByTestId('notice-popup');
      await expect(page.getByTestId('home-page')).toBeVisible();
      await wakeLateHosts(page);
      await expect(notice).toBeVisible({ timeout: 30_000 });
      await expect(notice).toContainText(popup[0]!.title);
      for (let i = 1; i < popup.length; i++) await notice.getByTestId('notice-popup-next').click();
      await notice.getByTestId('notice-popup-next').click();
      await expect(notice).toHaveCount(0);
      // the same session: not again (the watcher runs 3 s after the load; past that it would show),
      // and the notice's dialog is not even loaded
      const dialogAsked: string[] = [];
      page.on('request', (r) => {
        if (NOTICE_DIALOG.test(r.url())) dialogAsked.push(r.url());
      });
      await page.reload();
      await expect(page.getByTestId('home-page')).toBeVisible();
      await wakeLateHosts(page);
      // the moment the watcher's chunk takes to arrive and decide (as 2 s past the 3 s before)
      await page.waitForTimeout(2_000);
      await expect(notice).toHaveCount(0);
      expect(dialogAsked).toEqual([]);
      // a login in this tab shows them once more
      const { token } = await freshPlayer(request, code);
      await page.goto(new URL(`/?token=${token}`, page.url()).toString());
      await expect(page.getByTestId('home-page')).toBeVisible();
      await wakeLateHosts(page);
      await expect(notice).toBeVisible({ timeout: 30_000 });
    });

    test(`${code}: a notice whose dialog is still loading puts nothing over the page, and the player's dialog opened meanwhile stays on top`, async ({ page }) => {
      const asked = page.waitForRequest(NOTICE_DIALOG);
      const release = await holdChunk(page, NOTICE_DIALOG);
      await page.clock.install();
      await openBrand(page, code, '/');
      await expect(page.getByTestId('home-page')).toBeVisible();
      await wakeLateHosts(page);
      await asked;
      await page.waitForTimeout(500);
      // no loading place for a dialog the player did not ask for: the page stays theirs to use
      await expect(page.getByTestId('dialog-loading')).toHaveCount(0);
      await page.getByTestId('header-login').click();
      await expect(page.getByTestId('login-modal')).toBeVisible();
      release();
      await page.waitForTimeout(1_000);
      await expect(page.getByTestId('notice-popup')).toHaveCount(0);
      await expect(page.getByTestId('login-modal')).toBeVisible();
      // the notice comes once the player's dialog is closed
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('notice-popup')).toBeVisible({ timeout: 30_000 });
    });

    test(`${code}: a notice waits for the page's own dialog to close, and Escape then closes one dialog at a time`, async ({ page, request }) => {
      const lobbyOf: Record<string, string> = { RNG: '/rng', PVP: '/pvp', LIVE: '/live', FISH: '/fish', SPORTS: '/sports', ESPORTS: '/esports', COCKFIGHT: '/cockfight' };
      const vendors = fixture<{ vendors: Record<string, Array<{ vassalage: string; isGame?: string }>> }>(code, 'games.json')?.vendors ?? {};
      const [category, list] = Object.entries(vendors).find(([c, l]) => lobbyOf[c] && l.some((v) => v.isGame === 'VASSALAGE')) ?? [];
      test.skip(!category, 'no vendor of this brand lists its games in a dialog');
      const { token } = await freshPlayer(request, code);
      await page.clock.install();
      const releaseWatcher = await holdNoticeWatcher(page);
      await openBrand(page, code, `${lobbyOf[category!]}?token=${token}`);
      await page.getByTestId(`lobby-vendor-${list!.find((v) => v.isGame === 'VASSALAGE')!.vassalage}`).click();
      const vendorGames = page.getByTestId('vendor-games-modal');
      await expect(vendorGames).toBeVisible();
      await expectNoticeHeld(page, releaseWatcher);
      const notice = page.getByTestId('notice-popup');
      // the player closes the dialog: the notice comes now, over a page that stays still
      await page.keyboard.press('Escape');
      await expect(vendorGames).toHaveCount(0);
      await expect(notice).toBeVisible({ timeout: 30_000 });
      await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
      await page.keyboard.press('Escape');
      await expect(notice).toHaveCount(0);
      await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
    });

    test(`${code}: a notice waits while the player is typing in a field, and comes a moment after they leave it`, async ({ page }) => {
      await page.clock.install();
      const releaseWatcher = await holdNoticeWatcher(page);
      await openBrand(page, code, '/');
      const search = page.getByTestId('home-search-input');
      await search.click();
      await page.keyboard.type('dragon');
      await expectNoticeHeld(page, releaseWatcher);
      const notice = page.getByTestId('notice-popup');
      await expect(search).toBeFocused();
      // from here the page's clock moves only when the test moves it: a busy machine let the
      // field's 2 s settle run out by itself during the real half second below
      await pauseClockSoon(page, 1_000);
      // from the field to the page: still held for the moment a player takes to go on to the next field
      await page.getByTestId('home-game-search').getByRole('heading').click();
      await page.clock.fastForward(1_000);
      await page.waitForTimeout(500);
      await expect(notice).toHaveCount(0);
      await page.clock.fastForward(1_500);
      await page.clock.resume();
      await expect(notice).toBeVisible({ timeout: 30_000 });
      await expect(search).toHaveValue('dragon');
    });

    test(`${code}: a session that ends before the notices wake brings the visitor's notices only at the next boot`, async ({ page, request }) => {
      const { token } = await freshPlayer(request, code);
      // the notices' watcher is a chunk loaded a moment after the load: hold it until the session has ended
      const release = await holdNoticeWatcher(page);
      await page.addInitScript(() => sessionStorage.removeItem('index_notice'));
      await page.clock.install();
      await openBrand(page, code, `/?token=${token}`);
      await page.getByTestId('header-avatar').click();
      await page.getByTestId('avatar-logout').click();
      await page.getByTestId('logout-confirm').click();
      await expect(page.getByTestId('header-login')).toBeVisible();
      await wakeLateHosts(page);
      release();
      await page.waitForResponse(NOTICE_WATCHER);
      await page.waitForTimeout(1_000);
      await expect(page.getByTestId('notice-popup')).toHaveCount(0);
      // the tab's next boot is the next moment they show
      await page.unrouteAll();
      await page.reload();
      await expect(page.getByTestId('home-page')).toBeVisible();
      await wakeLateHosts(page);
      await expect(page.getByTestId('notice-popup')).toBeVisible({ timeout: 30_000 });
    });
  }
});
