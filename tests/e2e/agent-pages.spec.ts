/**
 * The agent centre's pages one by one, as an agent sees and uses them, each over the brands that
 * differ in the flags the page reads (a page the rule hides is unavailable by its address there):
 * the announcements and their read marks; the team overview's figures for a preset against what
 * the preview's seeded team did (its transaction records), the chart; affiliate links (create,
 * copy, QR, delete) as CREATEAFF3 and AFFMAN3 allow; a downline's password, mobile and nickname as
 * their flags allow; the reports' presets, filters, totals, paging and drill-down; the dividend,
 * daily and hourly salary contracts (own rate, downlines, history, an offer and its answer).
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { format } from 'date-fns';
import { subordinates, teamBetting } from '../../src/contract/calls/agent';
import { FLAG } from '../../src/contract/flags';
import type { AgentPageId } from '../../src/shell/agentCentre';
import { presetRange, type Preset, type Range } from '../../src/ui/records/range';
// @ts-expect-error: a plain .mjs module of the preview platform, without types
import { TOP_RATE_BP } from '../../scripts/preview-platform/agent.mjs';
import { previewUrl } from './accounts';
import { cents, expectedMenu, expectSoon, flagsOf, freshAgent, sessionOf, type FreshAgent } from './agent';
import { money } from './member-money';
import { brandsCovering, expect, flagSetOf, openBrand, otherPlayersPage, platformLogin, test } from './support';

const PAGE_SIZE = 13;
/** money as the spec shows it: comma thousands, 2 decimals */
const MONEY = /^-?\d{1,3}(,\d{3})*\.\d{2}$/;

/** A platform reply's value for the agent's session (the call the page makes, asked directly). */
async function platform<T>(request: APIRequestContext, code: string, token: string, path: string, params: Record<string, string | number> = {}): Promise<T> {
  const url = new URL(previewUrl(path));
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, String(v));
  const reply = (await (await request.get(url.toString(), { headers: { Merchant: code, Authorization: token } })).json()) as { success: boolean; value: T; message?: string };
  expect(reply.success, `${path}: ${reply.message}`).toBe(true);
  return reply.value;
}

interface TeamTx {
  txTimeInTimestamp: number;
  amount: string;
  txTypeId: number;
  customerName: string;
  remark: string;
}

/** Every transaction record of the agent's team in a range (the transaction details' call, all its pages). */
async function teamRecords(request: APIRequestContext, code: string, token: string, range: Range): Promise<TeamTx[]> {
  const out: TeamTx[] = [];
  for (let page = 1; ; page++) {
    const v = await platform<{ list: TeamTx[]; totalPages: number }>(request, code, token, '/wps/relay/ODSFE2_MemTransDet', { subordinateType: 'ALL', startTime: range.start, endTime: range.end, page, size: 100 });
    out.push(...v.list);
    if (page >= v.totalPages) return out;
  }
}

const TX = { DEPOSIT: 1001, WITHDRAW: 2001, BET: 3001, WIN: 3002, BONUS: 4001 };
const sumOf = (rows: TeamTx[], type: number) => rows.filter((r) => r.txTypeId === type).reduce((s, r) => s + cents(r.amount), 0);
/** what is paid out (withdrawals, bets) as a positive sum; 0, not -0, where there is none */
const outOf = (rows: TeamTx[], type: number) => 0 - sumOf(rows, type) + 0;
const dayParamsOf = (range: Range) => ({ startDate: format(range.start, 'yyyy-MM-dd'), endDate: format(range.end, 'yyyy-MM-dd') });

/** The figures a date preset of the team overview must show, from the team's own records. */
async function teamFigures(request: APIRequestContext, code: string, token: string, preset: Preset) {
  const range = presetRange(preset, new Date());
  const tx = await teamRecords(request, code, token, range);
  return {
    range,
    totalDeposit: sumOf(tx, TX.DEPOSIT),
    totalWithdrawal: outOf(tx, TX.WITHDRAW),
    totalBet: outOf(tx, TX.BET),
    totalValidBet: outOf(tx, TX.BET),
    totalWin: sumOf(tx, TX.WIN),
    totalPromotion: sumOf(tx, TX.BONUS),
    totalBetCount: tx.filter((r) => r.txTypeId === TX.BET).length,
    tx,
  };
}

/** Opens an agent page; where the brand's menu rule hides it, asserts it is unavailable and says so. */
async function openAgentPage(page: Page, request: APIRequestContext, code: string, agent: FreshAgent, id: AgentPageId): Promise<boolean> {
  const shown = (await expectedMenu(request, code, agent.token)).includes(id);
  await openBrand(page, code, `/agent/${id}?token=${agent.token}`);
  await expectSoon(page.getByTestId('agent-centre')).toBeVisible();
  if (!shown) {
    await expectSoon(page.getByTestId('agent-page-unavailable')).toBeVisible();
    await expectSoon(page.getByTestId(`agent-menu-${id}`)).toHaveCount(0);
  } else {
    await expectSoon(page.getByTestId(`agent-menu-${id}`)).toHaveAttribute('aria-current', 'page');
  }
  return shown;
}

/** The money cells of a column of a table's rows, in cents. */
async function columnCents(scope: Page | Locator, rows: string, column: number): Promise<number[]> {
  return (await scope.locator(`[data-testid="${rows}"] td:nth-child(${column})`).allInnerTexts()).map((t) => {
    expect(t.trim()).toMatch(MONEY);
    return cents(t);
  });
}

const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);

test.describe.configure({ timeout: 120_000 });

for (const code of brandsCovering([flagSetOf(FLAG.AGENT_PAGES, FLAG.AGENT_ANNOUNCEMENTS)])) {
  test(`announcements: the brand's agent announcements, opening one marks it read · ${code}`, async ({ page, request }) => {
    const agent = await freshAgent(request, code);
    // kept in the menu even where its flag is off
    expect(await openAgentPage(page, request, code, agent, 'agentAnnouncement')).toBe(true);
    const reply = await platform<{ list: Array<{ id: number; title: string; content: string; startDate: number; read: boolean }> }>(request, code, agent.token, '/wps/agent/announcements');
    expect(reply.list.length).toBeGreaterThan(1);
    const newestFirst = [...reply.list].sort((a, b) => b.startDate - a.startDate);
    const items = page.getByTestId('agent-announcement');
    await expectSoon(items).toHaveCount(reply.list.length);
    await expect(items.locator('strong')).toHaveText(newestFirst.map((a) => a.title));
    await expect(items.locator('small')).toHaveText(newestFirst.map((a) => format(a.startDate, 'yyyy-MM-dd HH:mm:ss')));
    await expect(page.getByTestId('agent-announcement-unread')).toHaveCount(reply.list.filter((a) => !a.read).length);
    // on a phone, beside a title that wraps, each "new" mark keeps its word on one line
    await page.setViewportSize({ width: 375, height: 740 });
    const marks = await page.getByTestId('agent-announcement-unread').evaluateAll((els) => els.map((el) => el.getClientRects().length === 1 && el.scrollWidth <= el.clientWidth + 1 && el.getBoundingClientRect().height < 24));
    expect(marks.length).toBeGreaterThan(0);
    expect(marks.every(Boolean), JSON.stringify(marks)).toBe(true);

    // opening the second one shows its text and takes its mark off, and only its
    const second = items.nth(1);
    await second.getByRole('button').click();
    await expect(second.getByRole('button')).toHaveAttribute('aria-expanded', 'true');
    await expect(second.locator('.body')).toHaveText(newestFirst[1]!.content.replace(/<[^>]+>/g, ''));
    await expectSoon(second.getByTestId('agent-announcement-unread')).toHaveCount(0);
    await expect(items.nth(0).getByTestId('agent-announcement-unread')).toHaveCount(1);
    await expect(page.getByTestId('agent-announcement-unread')).toHaveCount(reply.list.length - 1);
    // the platform keeps the mark: after a reload too
    await page.reload();
    await expectSoon(items).toHaveCount(reply.list.length);
    await expect(page.getByTestId('agent-announcement-unread')).toHaveCount(reply.list.length - 1);
    await expect(items.nth(1).getByTestId('agent-announcement-unread')).toHaveCount(0);
    const after = await platform<{ list: Array<{ id: number; read: boolean }> }>(request, code, agent.token, '/wps/agent/announcements');
    expect(after.list.filter((a) => a.read).map((a) => a.id)).toEqual([newestFirst[1]!.id]);
  });
}

for (const code of brandsCovering([flagSetOf(FLAG.AGENT_PAGES, FLAG.AGENT_TEAM_OVERVIEW)])) {
  test(`team overview: the KPIs of a preset are what the seeded team did; the chart; another preset · ${code}`, async ({ page, request }) => {
    const agent = await freshAgent(request, code);
    if (!(await openAgentPage(page, request, code, agent, 'agentTeamOverview'))) return;
    const figure = (k: string) => page.getByTestId(`agent-kpi-${k}`);
    const expectFigures = async (preset: Preset) => {
      const want = await teamFigures(request, code, agent.token, preset);
      // rebate and P/L are the platform's designed sums: its footer for the same range
      const kpi = await platform<{ footer: Record<string, string | number> }>(request, code, agent.token, '/wps/relay/ODSFE2_TeamKPIA', { ...dayParamsOf(want.range), gameCategory: 'CONS', page: 1, size: 100 });
      for (const k of ['totalDeposit', 'totalWithdrawal', 'totalBet', 'totalValidBet', 'totalWin', 'totalPromotion'] as const) {
        await expectSoon(figure(k)).toHaveText(MONEY);
        expect(cents(await figure(k).innerText()), k).toBe(want[k]);
      }
      for (const k of ['totalRebate', 'totalPNL']) {
        await expectSoon(figure(k)).toHaveText(MONEY);
        expect(cents(await figure(k).innerText()), k).toBe(cents(String(kpi.footer[k])));
      }
      await expectSoon(figure('totalBetCount')).toHaveText(want.totalBetCount.toLocaleString('en-US'));
      return want;
    };
    // the default preset: the last 7 days
    const week = await expectFigures('last7');
    expect(week.totalDeposit).toBeGreaterThan(100_000); // above 1,000.00: the thousands are grouped
    await expect(page.getByTestId('agent-chart-bar')).toHaveCount(7);
    await expect(page.getByTestId('agent-kpi-row')).toHaveCount(7);
    // the chart's text: a value per day that adds up to the figure
    const chartValues = async () => [...((await page.getByTestId('agent-chart').locator(':scope > title').textContent()) ?? '').matchAll(/\d{4}-\d{2}-\d{2} (-?[\d,]+\.\d{2})/g)].map((m) => cents(m[1]!));
    const chartSum = async () => sum(await chartValues());
    expect(await chartSum()).toBe(week.totalBet);
    // which day and how much: the days under their bars, oldest first, as the table's (newest first)
    // without the year, and the largest day's figure at the top of the scale
    const weekDays = await page.locator('[data-testid="agent-kpi-row"] td.date').allInnerTexts();
    await expect(page.getByTestId('agent-chart-days').locator(':scope > span')).toHaveText(weekDays.reverse().map((d) => d.slice(5)));
    await expect(page.getByTestId('agent-chart-max')).toHaveText(money(Math.max(...(await chartValues())) / 100));
    // a date stays on one line
    const dateLines = await page.locator('[data-testid="agent-kpi-row"] td.date').first().evaluate((td) => {
      const range = document.createRange();
      range.selectNodeContents(td);
      return new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top))).size;
    });
    expect(dateLines).toBe(1);
    await page.getByTestId('agent-chart-totalDeposit').click();
    await expectSoon(page.getByTestId('agent-chart')).toHaveAttribute('aria-label', ((await page.getByTestId('agent-chart-totalDeposit').textContent()) ?? '').trim());
    expect(await chartSum()).toBe(week.totalDeposit);

    await page.getByTestId('records-preset-last30').click();
    await expectSoon(page.getByTestId('agent-chart-bar')).toHaveCount(30);
    const month = await expectFigures('last30');
    // 30 days under 30 bars: every fifth is written, the newest among them, and none touches the next
    const dayLabels = page.getByTestId('agent-chart-days').locator(':scope > span > span');
    const monthLabels = await dayLabels.allInnerTexts();
    expect(monthLabels.length).toBeGreaterThanOrEqual(4);
    expect(monthLabels.length).toBeLessThanOrEqual(7);
    // on a phone too, where the newest day stands inside the chart's right edge
    const viewport = page.viewportSize()!;
    await page.setViewportSize({ width: 375, height: 800 });
    const chartRight = await page.getByTestId('agent-chart-figure').evaluate((d) => d.getBoundingClientRect().right);
    const spans = await dayLabels.evaluateAll((labels) => labels.map((l) => l.getBoundingClientRect()).map((r) => [r.left, r.right]));
    for (let i = 1; i < spans.length; i++) expect(spans[i]![0]).toBeGreaterThan(spans[i - 1]![1]!);
    expect(spans.at(-1)![1]).toBeLessThanOrEqual(chartRight + 0.5);
    await page.setViewportSize(viewport);
    expect(monthLabels.at(-1)).toBe(format(month.range.end, 'MM-dd'));
    expect(month.totalDeposit).toBeGreaterThan(week.totalDeposit);
    expect(cents(await figure('totalDeposit').innerText())).not.toBe(week.totalDeposit);
    // the table: the 30 days, newest first, 13 to a page
    const dates: string[] = [];
    for (let p = 1; p <= 3; p++) {
      await page.getByTestId(`records-page-${p}`).click();
      await expectSoon(page.getByTestId(`records-page-${p}`)).toHaveAttribute('aria-current', 'page');
      await expectSoon(page.getByTestId('agent-kpi-row')).toHaveCount(p < 3 ? PAGE_SIZE : 30 - 2 * PAGE_SIZE);
      dates.push(...(await page.locator('[data-testid="agent-kpi-row"] td:first-child').allInnerTexts()));
    }
    expect(dates).toEqual(Array.from({ length: 30 }, (_, i) => format(month.range.end - i * 86_400_000, 'yyyy-MM-dd')));
    expect(await chartSum()).toBe(month.totalDeposit);
    // one game category: its bets alone (the team betting report's for it), no deposits (no game's)
    await page.getByTestId('agent-category-LIVE').click();
    await expectSoon(figure('totalDeposit')).toHaveText('0.00');
    const live = await platform<{ footer: { betAmount: string } }>(request, code, agent.token, teamBetting.path, { ...dayParamsOf(month.range), gameCategory: 'LIVE', page: 1, size: 13 });
    expect(cents(live.footer.betAmount)).toBeGreaterThan(0);
    expect(cents(live.footer.betAmount)).toBeLessThan(month.totalBet);
    await expectSoon(figure('totalBet')).toHaveText(money(cents(live.footer.betAmount) / 100));
  });
}

for (const code of brandsCovering([flagSetOf(FLAG.AGENT_REGISTER_CENTRE, FLAG.AGENT_CREATE_AFFILIATE, FLAG.AGENT_AFFILIATE_LINKS)])) {
  test(`affiliate links: created, listed with copy and QR, deleted, as CREATEAFF3 and AFFMAN3 allow · ${code}`, async ({ page, request, context }) => {
    const flags = flagsOf(code);
    const agent = await freshAgent(request, code);
    if (!(await openAgentPage(page, request, code, agent, 'registerCenter'))) return;
    const canCreate = flags[FLAG.AGENT_CREATE_AFFILIATE] === true;
    const canList = flags[FLAG.AGENT_AFFILIATE_LINKS] === true;
    await expectSoon(page.getByTestId('agent-link-create-0')).toHaveCount(canCreate ? 1 : 0);
    await expect(page.getByTestId('agent-link-create-2')).toHaveCount(canCreate ? 1 : 0);
    const links = page.getByTestId('agent-link');
    if (!canList) {
      await expect(links).toHaveCount(0);
      if (!canCreate) return;
      await page.getByTestId('agent-link-create-0').click();
      await expectSoon(page.getByTestId('agent-link-url')).toContainText('affiliateCode=');
      return;
    }
    const listed = async () => (await platform<{ list: Array<{ url: string; type: number }> }>(request, code, agent.token, '/wps/agent/affiliateUrls')).list;
    if (canCreate) {
      await page.getByTestId('agent-link-create-0').click();
      await expectSoon(links).toHaveCount(1);
      await page.getByTestId('agent-link-create-2').click();
      await expectSoon(links).toHaveCount(2);
    } else {
      // links made before (or by the platform's back office) are still listed and deleted here
      for (const type of [0, 2]) await request.post(previewUrl('/wps/agent/affiliateUrl'), { headers: { Merchant: code, Authorization: agent.token }, data: { type } });
      await page.reload();
      await expectSoon(links).toHaveCount(2);
    }
    const mine = await listed();
    expect(mine.map((l) => l.type)).toEqual([2, 0]);
    await expect(links.getByTestId('agent-link-url')).toHaveText(mine.map((l) => l.url));
    for (const l of mine) expect(l.url).toContain('affiliateCode=');
    // copy: the link is on the clipboard
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const copy = links.nth(1).getByTestId('agent-link-copy');
    const before = await copy.innerText();
    await copy.click();
    await expectSoon(copy).not.toHaveText(before);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(mine[1]!.url);
    // QR: shown on demand
    await links.nth(1).getByTestId('agent-link-qr').click();
    await expect(links.nth(1).getByTestId('agent-link-qr')).toHaveAttribute('aria-expanded', 'true');
    await expectSoon(links.nth(1).getByTestId('agent-link-qr-code').locator('svg')).toBeVisible();
    // delete the newest: the other stays, here and on the platform
    await links.nth(0).getByTestId('agent-link-delete').click();
    await expectSoon(links).toHaveCount(1);
    await expect(links.getByTestId('agent-link-url')).toHaveText(mine[1]!.url);
    expect((await listed()).map((l) => l.url)).toEqual([mine[1]!.url]);
  });
}

/** A downline edit in the member card: a value the page refuses (its rule shown, nothing sent), then one it sends and the platform saves. */
async function editDownline(card: Locator, edit: 'password' | 'mobile' | 'nickname', refused: string, value: string) {
  await card.getByTestId(`agent-member-tab-${edit}`).click();
  const input = card.getByTestId(`agent-${edit}-input`);
  await input.fill(refused);
  await card.getByTestId(`agent-${edit}-submit`).click();
  // the page's rule alone (not a platform's answer to an earlier value beside it)
  await expectSoon(card.getByRole('alert')).toHaveCount(1);
  await expect(card.getByTestId(`agent-${edit}-error`)).toHaveCount(0);
  await expect(card.getByTestId(`agent-${edit}-done`)).toHaveCount(0);
  await input.fill(value);
  await card.getByTestId(`agent-${edit}-submit`).click();
  await expectSoon(card.getByTestId(`agent-${edit}-done`)).toBeVisible();
  await expect(card.getByRole('alert')).toHaveCount(0);
}

for (const code of brandsCovering([flagSetOf(FLAG.AGENT_TEAM_MANAGEMENT, FLAG.AGENT_DOWNLINE_PASSWORD, FLAG.AGENT_DOWNLINE_MOBILE, FLAG.AGENT_DOWNLINE_NICKNAME)])) {
  test(`team management: a downline's P/L, and its password, mobile and nickname as the flags allow · ${code}`, async ({ page, request }) => {
    const flags = flagsOf(code);
    const agent = await freshAgent(request, code);
    if (!(await openAgentPage(page, request, code, agent, 'downlineManagmentView'))) return;
    const member = `${agent.prefix}01`;
    const row = page.locator(`[data-testid="agent-team-row"][data-username="${member}"]`);
    await expectSoon(row).toBeVisible();
    const card = page.getByTestId('agent-member-card');
    const openCard = async () => {
      await row.getByTestId('agent-team-open').click();
      await expectSoon(card).toBeVisible();
    };
    await openCard();
    // the card opens on the member's profit and loss of the last 30 days: what its records add up to
    const records = (await teamFigures(request, code, agent.token, 'last30')).tx.filter((t) => t.customerName === member);
    const pnl = { deposit: sumOf(records, TX.DEPOSIT), withdraw: outOf(records, TX.WITHDRAW), bet: outOf(records, TX.BET), validBet: outOf(records, TX.BET), win: sumOf(records, TX.WIN), promotion: sumOf(records, TX.BONUS) };
    for (const [k, v] of Object.entries(pnl)) await expectSoon(card.getByTestId(`agent-member-pnl-${k}`)).toHaveText(money(v / 100));
    const edits = { password: FLAG.AGENT_DOWNLINE_PASSWORD, mobile: FLAG.AGENT_DOWNLINE_MOBILE, nickname: FLAG.AGENT_DOWNLINE_NICKNAME } as const;
    for (const [tab, flag] of Object.entries(edits)) await expect(card.getByTestId(`agent-member-tab-${tab}`)).toHaveCount(flags[flag] === true ? 1 : 0);
    const reopen = async () => {
      await page.keyboard.press('Escape');
      await expectSoon(card).toHaveCount(0);
      await openCard();
    };

    if (flags[FLAG.AGENT_DOWNLINE_MOBILE]) {
      // a number no one has (a retry's fresh agent must not find its first try's number taken)
      const mobile = `0918${String(Date.now()).slice(-7)}`;
      await card.getByTestId('agent-member-tab-mobile').click();
      await expect(card.getByTestId('agent-mobile-input')).not.toHaveValue('');
      await expect(card.getByTestId('agent-mobile-input')).not.toHaveValue(mobile);
      // another member's number: the platform refuses it and the card says why
      const team = await platform<{ list: Array<{ customerName: string; mobileNum: string }> }>(request, code, agent.token, subordinates.path, { subordinateType: 'DIRECT', page: 1, size: PAGE_SIZE });
      const taken = team.list.find((m) => m.customerName !== member)!.mobileNum;
      await card.getByTestId('agent-mobile-input').fill(taken);
      await card.getByTestId('agent-mobile-submit').click();
      await expectSoon(card.getByTestId('agent-mobile-error')).toHaveText('Mobile number already registered');
      await expect(card.getByTestId('agent-mobile-done')).toHaveCount(0);
      // the list's refetch after the save is held: a card opened again before it comes back shows the saved number
      let releaseList = () => {};
      const listHeld = new Promise<void>((resolve) => (releaseList = resolve));
      const teamList = (url: URL) => url.pathname === subordinates.path;
      await page.route(teamList, async (route) => {
        await listHeld;
        await route.continue().catch(() => {});
      });
      await editDownline(card, 'mobile', '0918-12', mobile);
      await reopen();
      await card.getByTestId('agent-member-tab-mobile').click();
      await expect(card.getByTestId('agent-mobile-input')).toHaveValue(mobile);
      releaseList();
      await page.unroute(teamList);
      // the platform has it too
      const after = await platform<{ list: Array<{ customerName: string; mobileNum: string }> }>(request, code, agent.token, subordinates.path, { subordinateType: 'DIRECT', page: 1, size: PAGE_SIZE });
      expect(after.list.find((m) => m.customerName === member)?.mobileNum).toBe(mobile);
    }
    if (flags[FLAG.AGENT_DOWNLINE_NICKNAME]) {
      const nickname = 'Lucky Seven';
      await editDownline(card, 'nickname', '', nickname);
      // the list shows it beside the username
      await expectSoon(row.locator('small')).toHaveText(nickname);
      await reopen();
      await card.getByTestId('agent-member-tab-nickname').click();
      await expectSoon(card.getByTestId('agent-nickname-input')).toHaveValue(nickname);
    }
    if (flags[FLAG.AGENT_DOWNLINE_PASSWORD]) {
      const password = `New${Date.now() % 100_000}x`;
      await editDownline(card, 'password', 'short', password);
      // the downline logs in with it now (a generated member had no password: it could not before)
      expect((await platformLogin(request, code, member, password)).success).toBe(true);
    }
  });
}

/**
 * Reads a report's rows over every page (clicking through its pager) and checks its totals row is
 * their sum, column by column; `table` is the report (agent-report) or a drill-down (agent-detail,
 * in its dialog). Returns how many rows and each column's sum.
 */
async function reportAcrossPages(scope: Page | Locator, table: 'agent-report' | 'agent-detail', columns: number[]): Promise<{ rows: number; sums: number[] }> {
  const pager = scope.getByTestId('records-pager');
  const pages = (await pager.count()) === 0 ? 1 : await pager.locator('[data-testid^="records-page-"]').count();
  const sums = columns.map(() => 0);
  const firstLabel = scope.locator(`[data-testid="${table}-row"] td:first-child`).first();
  let rows = 0;
  for (let p = 1; p <= pages; p++) {
    if (p > 1) {
      // the last page stays on screen until the next one is in: wait for its first row to change
      const previous = (await firstLabel.innerText()).trim();
      await scope.getByTestId(`records-page-${p}`).click();
      await expectSoon(scope.getByTestId(`records-page-${p}`)).toHaveAttribute('aria-current', 'page');
      await expectSoon(firstLabel).not.toHaveText(previous);
    }
    const count = await scope.getByTestId(`${table}-row`).count();
    if (p < pages) expect(count).toBe(PAGE_SIZE);
    rows += count;
    for (const [i, c] of columns.entries()) sums[i]! += sum(await columnCents(scope, `${table}-row`, c));
  }
  for (const [i, c] of columns.entries()) {
    const total = scope.locator(`[data-testid="${table}-totals"] td:nth-child(${c})`);
    await expect(total).toHaveText(MONEY);
    expect(cents(await total.innerText()), `column ${c}`).toBe(sums[i]);
  }
  return { rows, sums };
}

for (const code of brandsCovering([flagSetOf(FLAG.BET_RECORDS, FLAG.AGENT_TEAM_BETTING)])) {
  test(`team betting: presets, category, search, totals over the pages, a member's games · ${code}`, async ({ page, request }) => {
    const agent = await freshAgent(request, code);
    if (!(await openAgentPage(page, request, code, agent, 'personalHistoryCopy'))) return;
    await page.getByTestId('records-preset-last30').click();
    const month = await teamFigures(request, code, agent.token, 'last30');
    // the last 30 days are in (the last 7 stay on screen until then)
    await expectSoon(page.locator('[data-testid="agent-report-totals"] td:nth-child(3)')).toHaveText(money(month.totalBet / 100));
    // member, bets, bet amount, valid bet, win, P/L
    const { rows } = await reportAcrossPages(page, 'agent-report', [3, 4, 5, 6]);
    const betters = new Set(month.tx.filter((t) => t.txTypeId === TX.BET).map((t) => t.customerName));
    expect(rows).toBe(betters.size);
    expect(cents(await page.locator('[data-testid="agent-report-totals"] td:nth-child(3)').innerText())).toBe(month.totalBet);
    expect(cents(await page.locator('[data-testid="agent-report-totals"] td:nth-child(5)').innerText())).toBe(month.totalWin);
    // one category: fewer bets than all of them
    await page.getByTestId('agent-category-LIVE').click();
    await expectSoon(page.getByTestId('records-page-1')).toHaveAttribute('aria-current', 'page');
    await expect.poll(async () => cents(await page.locator('[data-testid="agent-report-totals"] td:nth-child(3)').innerText())).toBeLessThan(month.totalBet);
    await reportAcrossPages(page, 'agent-report', [3, 4, 5, 6]);
    await page.getByTestId('agent-category-CONS').click();
    // search: one member, and its games add up to its row
    const member = [...betters].sort()[0]!;
    await page.getByTestId('agent-report-search').fill(member);
    await expectSoon(page.getByTestId('agent-report-row')).toHaveCount(1);
    await expect(page.getByTestId('agent-report-open')).toHaveText(member);
    const memberBet = outOf(month.tx.filter((t) => t.customerName === member), TX.BET);
    expect(sum(await columnCents(page, 'agent-report-row', 3))).toBe(memberBet);
    await page.getByTestId('agent-report-open').click();
    const detail = page.getByTestId('agent-report-detail');
    await expectSoon(detail.getByTestId('agent-detail-row').first()).toBeVisible();
    const games = await reportAcrossPages(detail, 'agent-detail', [3, 4, 5, 6]);
    expect(games.sums[0]).toBe(memberBet);
    await page.keyboard.press('Escape');
    // today: the team has not played yet
    await page.getByTestId('agent-report-search').fill('');
    await page.getByTestId('records-preset-today').click();
    await expectSoon(page.getByTestId('agent-report-row')).toHaveCount(0);
  });
}

for (const code of brandsCovering([flagSetOf(FLAG.AGENT_PAGES, FLAG.AGENT_TEAM_PNL)])) {
  test(`user P/L: every column's total over the pages, a category, search, a member's days · ${code}`, async ({ page, request }) => {
    const agent = await freshAgent(request, code);
    if (!(await openAgentPage(page, request, code, agent, 'palStatementsAgentCopy'))) return;
    await page.getByTestId('records-preset-last30').click();
    const month = await teamFigures(request, code, agent.token, 'last30');
    await expectSoon(page.locator('[data-testid="agent-report-totals"] td:nth-child(2)')).toHaveText(money(month.totalDeposit / 100));
    // member, deposits, withdrawals, bet, valid bet, win, rebate, promotion, P/L
    await reportAcrossPages(page, 'agent-report', [2, 3, 4, 5, 6, 7, 8, 9]);
    const total = (c: number) => page.locator(`[data-testid="agent-report-totals"] td:nth-child(${c})`).innerText().then(cents);
    expect(await total(2)).toBe(month.totalDeposit);
    expect(await total(3)).toBe(month.totalWithdrawal);
    expect(await total(4)).toBe(month.totalBet);
    expect(await total(8)).toBe(month.totalPromotion);
    // one game category: its bets (as the team betting report has them), no deposits
    await page.getByTestId('agent-category-LIVE').click();
    const live = await platform<{ footer: { betAmount: string } }>(request, code, agent.token, teamBetting.path, { ...dayParamsOf(month.range), gameCategory: 'LIVE', page: 1, size: PAGE_SIZE });
    await expectSoon(page.locator('[data-testid="agent-report-totals"] td:nth-child(4)')).toHaveText(money(cents(live.footer.betAmount) / 100));
    await expect(page.locator('[data-testid="agent-report-totals"] td:nth-child(2)')).toHaveText('0.00');
    await reportAcrossPages(page, 'agent-report', [2, 3, 4, 5, 6, 7, 8, 9]);
    await page.getByTestId('agent-category-CONS').click();
    // one member's days add up to its row
    const member = `${agent.prefix}02`;
    await page.getByTestId('agent-report-search').fill(member);
    await expectSoon(page.getByTestId('agent-report-row')).toHaveCount(1);
    const columns = [2, 3, 4, 5, 6, 7, 8, 9];
    const memberRow = await Promise.all(columns.map(async (c) => sum(await columnCents(page, 'agent-report-row', c))));
    await page.getByTestId('agent-report-open').click();
    const detail = page.getByTestId('agent-report-detail');
    await expectSoon(detail.getByTestId('agent-detail-row').first()).toBeVisible();
    const perDay = await reportAcrossPages(detail, 'agent-detail', columns);
    expect(perDay.sums).toEqual(memberRow);
    for (const day of await detail.locator('[data-testid="agent-detail-row"] td:first-child').allInnerTexts()) expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
}

for (const code of brandsCovering([flagSetOf(FLAG.AGENT_PAGES, FLAG.AGENT_INCOME)])) {
  test(`my income: a row per day, commission from the team's bets, totals over the pages · ${code}`, async ({ page, request }) => {
    const agent = await freshAgent(request, code);
    if (!(await openAgentPage(page, request, code, agent, 'agentRevenueReport'))) return;
    await expectSoon(page.getByTestId('agent-report-row')).toHaveCount(7);
    await page.getByTestId('records-preset-last30').click();
    await expectSoon(page.getByTestId('records-page-3')).toBeVisible();
    // date, commission, salary, total
    expect((await reportAcrossPages(page, 'agent-report', [2, 3, 4])).rows).toBe(30);
    // commission: 0.2% of each member's bets of a day (designed, docs/agent-centre.md)
    const month = await teamFigures(request, code, agent.token, 'last30');
    const perMemberDay = new Map<string, number>();
    for (const t of month.tx.filter((x) => x.txTypeId === TX.BET)) {
      const key = `${t.customerName} ${format(t.txTimeInTimestamp, 'yyyy-MM-dd')}`;
      perMemberDay.set(key, (perMemberDay.get(key) ?? 0) - cents(t.amount));
    }
    const commission = sum([...perMemberDay.values()].map((bet) => Math.floor(bet / 500)));
    expect(commission).toBeGreaterThan(0);
    expect(cents(await page.locator('[data-testid="agent-report-totals"] td:nth-child(2)').innerText())).toBe(commission);
    // each day's total is its commission and salary
    for (const tr of await page.getByTestId('agent-report-row').all()) {
      const [c, s, tot] = (await tr.locator('td.num').allInnerTexts()).map(cents);
      expect(c! + s!).toBe(tot);
    }
  });
}

for (const code of brandsCovering([flagSetOf(FLAG.AGENT_PAGES, FLAG.AGENT_TRANSACTIONS)])) {
  test(`transaction details: the team's records of a preset, paging, one member's · ${code}`, async ({ page, request }) => {
    const agent = await freshAgent(request, code);
    // kept in the menu even where its flag is off
    expect(await openAgentPage(page, request, code, agent, 'agentDownlineTransactionDetailsCopy')).toBe(true);
    const week = await teamFigures(request, code, agent.token, 'last7');
    const pages = Math.ceil(week.tx.length / PAGE_SIZE);
    expect(pages).toBeGreaterThan(1);
    await expectSoon(page.getByTestId(`records-page-${pages}`)).toBeVisible();
    await expect(page.getByTestId(`records-page-${pages + 1}`)).toHaveCount(0);
    // each row: its time, remark and amount, as the platform has them
    const shown = () => page.getByTestId('agent-report-row').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => (td.textContent ?? '').trim())));
    const expectRows = async (want: TeamTx[]) => {
      await expectSoon.poll(shown).toEqual(want.map((t) => [format(t.txTimeInTimestamp, 'yyyy-MM-dd HH:mm:ss'), t.remark, expect.stringMatching(MONEY)]));
      expect((await shown()).map((r) => cents(r[2]!))).toEqual(want.map((t) => cents(t.amount)));
    };
    await expectRows(week.tx.slice(0, PAGE_SIZE));
    await page.getByTestId('records-page-2').click();
    await expectRows(week.tx.slice(PAGE_SIZE, 2 * PAGE_SIZE));
    // one member: only its records
    const member = `${agent.prefix}03`;
    await page.getByTestId('agent-report-search').fill(member);
    await expectSoon(page.getByTestId('records-page-1')).toHaveAttribute('aria-current', 'page');
    await expectRows(week.tx.filter((t) => t.customerName === member).slice(0, PAGE_SIZE));
    // a longer preset: more records
    await page.getByTestId('agent-report-search').fill('');
    await page.getByTestId('records-preset-last30').click();
    const month = await teamFigures(request, code, agent.token, 'last30');
    expect(month.tx.length).toBeGreaterThan(week.tx.length);
    // the pager names the last page
    await expectSoon(page.getByTestId(`records-page-${Math.ceil(month.tx.length / PAGE_SIZE)}`)).toBeVisible();
    await expectRows(month.tx.slice(0, PAGE_SIZE));
  });
}

const CONTRACT_PAGES = [
  { kind: 'dividend', page: 'agentDividendRecordCopy', flag: FLAG.AGENT_DIVIDEND },
  { kind: 'dailySalary', page: 'agentDailyWages2', flag: FLAG.AGENT_DAILY_SALARY },
  { kind: 'hourlySalary', page: 'agentHourSalary', flag: FLAG.AGENT_HOURLY_SALARY },
] as const;

const rateText = (bp: number) => `${(bp / 100).toFixed(2)}%`;

for (const c of CONTRACT_PAGES) {
  for (const code of brandsCovering([flagSetOf(FLAG.AGENT_PAGES, c.flag)])) {
    test(`${c.kind}: own rate, the downlines' contracts, history, an offer the downline rejects, a contract its holder ends · ${code}`, async ({ page, request, browser }) => {
      const agent = await freshAgent(request, code);
      if (!(await openAgentPage(page, request, code, agent, c.page))) return;
      // a root agent holds the platform's top rate; its first sub-agent (d09) half of it, accepted
      const own = TOP_RATE_BP[c.kind] as number;
      const given = Math.floor(own / 2 / 10) * 10;
      await expectSoon(page.getByTestId('agent-contract-own-rate')).toHaveText(rateText(own));
      const rowOf = (name: string) => page.locator(`[data-testid="agent-contract-downline-row"][data-username="${name}"]`);
      await expect(rowOf(`${agent.prefix}09`)).toContainText(rateText(given));
      await expect(rowOf(`${agent.prefix}09`).getByTestId('agent-contract-status')).toHaveAttribute('data-status', 'A');
      const history = page.getByTestId('agent-contract-history').locator('tbody tr');
      await expectSoon(history).toHaveCount(2);
      // offer the second sub-agent a rate: offered, then rejected by it
      const sub = `${agent.prefix}10`;
      const offered = Math.floor(own / 4 / 10) * 10;
      await page.getByTestId('agent-contract-downline').selectOption({ label: sub });
      await page.getByTestId('agent-contract-rate').fill(((own + 10) / 100).toFixed(2));
      await page.getByTestId('agent-contract-offer-submit').click();
      await expectSoon(page.getByTestId('agent-contract-rate-problem')).toBeVisible();
      await page.getByTestId('agent-contract-rate').fill((offered / 100).toFixed(2));
      await page.getByTestId('agent-contract-offer-submit').click();
      await expectSoon(page.getByTestId('agent-contract-offer-done')).toBeVisible();
      await expectSoon(rowOf(sub).getByTestId('agent-contract-status')).toHaveAttribute('data-status', 'P');
      await expect(rowOf(sub)).toContainText(rateText(offered));
      await expectSoon(history).toHaveCount(3);
      await expect(history.first()).toContainText(sub);
      // a second offer while one waits: the platform refuses it and the page says why
      await page.getByTestId('agent-contract-downline').selectOption({ label: sub });
      await page.getByTestId('agent-contract-rate').fill((offered / 100).toFixed(2));
      await page.getByTestId('agent-contract-offer-submit').click();
      await expectSoon(page.getByTestId('agent-contract-offer-error')).toHaveText('This member has an offer waiting');
      // then a rate above its own: that alone is said
      await page.getByTestId('agent-contract-rate').fill(((own + 10) / 100).toFixed(2));
      await page.getByTestId('agent-contract-offer-submit').click();
      await expectSoon(page.getByTestId('agent-contract-rate-problem')).toBeVisible();
      await expect(page.getByTestId('agent-contract-offer').getByRole('alert')).toHaveCount(1);
      await expect(history).toHaveCount(3);

      const { context, page: other } = await otherPlayersPage(browser);
      await openBrand(other, code, `/agent/${c.page}?token=${await sessionOf(request, code, sub)}`);
      const offer = other.getByTestId('agent-offer');
      await expectSoon(offer).toContainText(rateText(offered));
      await expectSoon(other.getByTestId('agent-contract-own-rate')).toHaveText(/^\D+$/); // no contract of its own yet
      await offer.getByTestId('agent-offer-reject').click();
      await expectSoon(offer).toHaveCount(0);
      await context.close();

      // the first sub-agent ends the contract it holds: its rate is gone, the agent sees it terminated
      const { context: holder, page: held } = await otherPlayersPage(browser);
      await openBrand(held, code, `/agent/${c.page}?token=${await sessionOf(request, code, `${agent.prefix}09`)}`);
      await expectSoon(held.getByTestId('agent-contract-own-rate')).toHaveText(rateText(given));
      await expect(held.getByTestId('agent-contract-own')).toContainText(agent.username);
      await held.getByTestId('agent-contract-terminate').click();
      await expectSoon(held.getByRole('alert')).toBeVisible();
      await held.getByTestId('agent-contract-terminate').click();
      await expectSoon(held.getByTestId('agent-contract-own-rate')).toHaveText(/^\D+$/);
      await expect(held.getByTestId('agent-contract-terminate')).toHaveCount(0);
      await holder.close();

      await page.reload();
      await expectSoon(rowOf(sub).getByTestId('agent-contract-status')).toHaveAttribute('data-status', 'R');
      await expect(rowOf(`${agent.prefix}09`).getByTestId('agent-contract-status')).toHaveAttribute('data-status', 'T');
      await expect(history).toHaveCount(3);
      // newest first: the termination, the rejection, the agent's own contract
      expect(await history.getByTestId('agent-contract-status').evaluateAll((cells) => cells.map((c) => c.getAttribute('data-status')))).toEqual(['T', 'R', 'A']);
    });
  }
}
