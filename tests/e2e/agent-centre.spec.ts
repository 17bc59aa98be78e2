/**
 * The agent centre over the brands that differ in what it shows (the agent keys the menu's rule
 * reads, the store flags of the platform's consolidated reply, the pages each test needs, one
 * wallet or several), each reading what to expect from the brand's flags and that reply: the
 * menu shows exactly what the real menu's rule allows; a player and a trial account are kept out;
 * a downline registered from the centre shows in team management and takes a transfer (both
 * balances move); a contract offered to a downline is answered from the site's popup, with the
 * lower-rate warning, and its states show; a report's presets, totals and paging; real-time
 * salary settles every 5 minutes of preview time; the centre holds at 375 px.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { agentConsolidated, checkUsername, registerDownline, transferDownline } from '../../src/contract/calls/agent';
import { FLAG } from '../../src/contract/flags';
import { readAgentStoreFlags } from '../../src/contract/readers/agent';
import { AGENT_MENU, agentMenuKeyVisible, registeredAgentPage, type AgentMenuStore } from '../../src/shell/agentCentre';
import type { Trait } from '../brandCover';
import { brandFolder } from '../brandFolders';
import { previewUrl, stamp } from './accounts';
import { cents, expectedMenu, expectSoon, flagsOf, freshAgent, menuIds, PAYMENT_PASSWORD, sessionOf } from './agent';
import { brandMoney, freshPlayer, money, singleWalletOf } from './member-money';
import { brandsCovering, countCalls, expect, openBrand, otherPlayersPage, recordedValue, test, wakeMemberWatchers } from './support';

/** a store that holds no entry back: the menu it lets through is the flags' half of the rule */
const OPEN_STORE: AgentMenuStore = { showHourSalary: true, mrDailySalary: true, showRealTimeSalary: true, dailySalary: { DAYSAL: true, DIVIDEND: true }, hasMerchantWallet: false };
/** A trait: the filled pages the menu's rule lets through for the brand's flags. */
const menuByFlagsOf: Trait = (code) => AGENT_MENU.filter((m) => registeredAgentPage(m.id) && agentMenuKeyVisible(m.key, flagsOf(code), OPEN_STORE)).map((m) => m.id);
/** A trait: the store flags the brand's own data sets (a recorded consolidated reply, or fixtures/agent.json's menu); null where the preview's defaults answer. */
const agentStoreOf: Trait = (code) => {
  const recorded = recordedValue<unknown>(code, agentConsolidated.path.slice(1));
  if (recorded !== null) return readAgentStoreFlags(recorded);
  const file = join(brandFolder(code), 'fixtures', 'agent.json');
  return existsSync(file) ? ((JSON.parse(readFileSync(file, 'utf8')) as { menu?: unknown }).menu ?? null) : null;
};
/** Traits: each test below that only some brands have. */
const canRegisterOf: Trait = (code) => [FLAG.AGENT_PAGES, FLAG.AGENT_REGISTER_CENTRE, FLAG.AGENT_REGISTER_DOWNLINE, FLAG.AGENT_TEAM_MANAGEMENT, FLAG.AGENT_TRANSFER_DOWNLINE].every((k) => flagsOf(code)[k] === true);
const salaryShownOf: Trait = (code) => [FLAG.AGENT_PAGES, FLAG.AGENT_DAILY_SALARY, FLAG.AGENT_DAILY_SALARY_CONTRACT].every((k) => flagsOf(code)[k] === true);
const teamPnlOf: Trait = (code) => [FLAG.AGENT_PAGES, FLAG.AGENT_TEAM_PNL].every((k) => flagsOf(code)[k] === true);
const realTimeSalaryOf: Trait = (code) => [FLAG.AGENT_PAGES, FLAG.AGENT_REALTIME_SALARY].every((k) => flagsOf(code)[k] === true);

for (const code of brandsCovering([menuByFlagsOf, agentStoreOf, canRegisterOf, salaryShownOf, teamPnlOf, realTimeSalaryOf, singleWalletOf])) {
  // the centre's balance is the total: the main wallet and, on a multi-wallet brand, the vendor wallets
  const cash = brandMoney(code);
  const vendors = cash.singleWallet ? 0 : cash.vendorWallets.reduce((s, w) => s + w.balance, 0);

  test.describe(`agent centre · ${code}`, () => {
    // each test boots the site more than once and walks several pages
    test.describe.configure({ timeout: 120_000 });

    test('the menu shows exactly the entries the flags allow; reload, back and close', async ({ page, request }) => {
      const agent = await freshAgent(request, code);
      const expected = await expectedMenu(request, code, agent.token);
      await openBrand(page, code, `/promotions?token=${agent.token}`);
      await page.getByTestId('header-avatar').click();
      await page.getByTestId('avatar-agentCentre').click();
      await expectSoon(page).toHaveURL(new RegExp(`/agent/${expected[0]}$`));
      expect(await menuIds(page)).toEqual(expected);
      if (expected.length > 1) {
        await page.getByTestId(`agent-menu-${expected[1]}`).click();
        await expectSoon(page).toHaveURL(new RegExp(`/agent/${expected[1]}$`));
        await page.reload();
        await expectSoon(page.getByTestId(`agent-menu-${expected[1]}`)).toHaveAttribute('aria-current', 'page');
        await page.goBack();
        await expectSoon(page.getByTestId(`agent-menu-${expected[0]}`)).toHaveAttribute('aria-current', 'page');
      }
      // a page the rule hides is not reachable by its address either
      const hidden = AGENT_MENU.find((m) => registeredAgentPage(m.id) && !expected.includes(m.id));
      if (hidden) {
        await page.goto(new URL(`/agent/${hidden.id}`, page.url()).toString());
        await expectSoon(page.getByTestId('agent-page-unavailable')).toBeVisible();
      }
      await page.getByTestId('agent-centre-close').click();
      await expectSoon(page.getByTestId('agent-centre')).toHaveCount(0);
    });

    test('a player and a trial account are kept out', async ({ page, request }) => {
      const player = await freshPlayer(request, code, { balance: 10 });
      await openBrand(page, code, `/agent?token=${player.token}`);
      await expectSoon(page.getByTestId('agent-centre-denied')).toBeVisible();
      await expectSoon(page.getByTestId('agent-centre')).toHaveCount(0);
      await expect(page.getByTestId('agent-centre-denied').getByRole('heading', { level: 1 })).toBeVisible();
      await page.getByTestId('header-avatar').click();
      await expectSoon(page.getByTestId('avatar-agentCentre')).toHaveCount(0);
      // a trial in a tab of its own (a tab keeps its session)
      const trial = await freshPlayer(request, code, { type: 4, balance: 10 });
      const tab = await page.context().newPage();
      await openBrand(tab, code, `/agent/agentAnnouncement?token=${trial.token}`);
      await expectSoon(tab.getByTestId('agent-centre-denied')).toBeVisible();
      await expectSoon(tab.getByTestId('agent-centre')).toHaveCount(0);
    });

    if (canRegisterOf(code)) {
      test('register a downline, find it in team management, transfer to it and see both balances', async ({ page, request }) => {
        const agent = await freshAgent(request, code, 5000);
        const downline = `dl${stamp()}`.toLowerCase().replace(/[^a-z0-9]/g, '').slice(0, 12);
        await openBrand(page, code, `/agent/registerCenter?token=${agent.token}`);
        await page.getByTestId('agent-register-username').fill(downline);
        await expectSoon(page.getByTestId('agent-register-available')).toBeVisible();
        await page.getByTestId('agent-register-password').fill('Down2026x');
        await page.getByTestId('agent-register-confirm').fill('Down2026x');
        // the emptied form asks again about the name it held (the agent's queries are refreshed):
        // that answer, "taken", is not about the empty field and must not show under it
        let registered = false;
        page.on('response', (r) => {
          if (r.request().method() === registerDownline.method && new URL(r.url()).pathname === registerDownline.path) registered = true;
        });
        const askedAgain = page.waitForResponse((r) => registered && r.url().includes(checkUsername.path) && new URL(r.url()).searchParams.get('username') === downline);
        await page.getByTestId('agent-register-submit').click();
        await expectSoon(page.getByTestId('agent-register-done')).toContainText(downline);
        await askedAgain;
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        await expect(page.getByTestId('agent-register-username')).toHaveValue('');
        await expect(page.getByTestId('agent-register-form').getByRole('alert')).toHaveCount(0);
        // the name is taken now
        await page.getByTestId('agent-register-username').fill(downline);
        await expectSoon(page.getByText(/taken|May gumagamit/)).toBeVisible();

        await page.getByTestId('agent-menu-downlineManagmentView').click();
        await page.getByTestId('agent-team-search').fill(downline);
        const row = page.locator(`[data-testid="agent-team-row"][data-username="${downline}"]`);
        await expectSoon(row).toBeVisible();
        await expectSoon(page.getByTestId('agent-team-row')).toHaveCount(1);
        await row.getByTestId('agent-team-open').click();
        await page.getByTestId('agent-member-tab-transfer').click();
        await page.getByTestId('agent-transfer-amount').fill('120.50');
        await page.getByTestId('agent-transfer-password').fill(PAYMENT_PASSWORD);
        // a double click transfers once (api/oneAtATime)
        const transfers = countCalls(page, transferDownline);
        await page.getByTestId('agent-transfer-submit').dblclick();
        await expectSoon(page.getByTestId('agent-transfer-done')).toBeVisible();
        await expectSoon(page.getByTestId('agent-member-balance')).toHaveText(money(120.5));
        expect(transfers()).toBe(1);
        await expectSoon(page.getByTestId('member-balance-total')).toContainText(money(5000 - 120.5 + vendors));
        // the sent transfer is gone from the form: pressing again asks for an amount, sends nothing
        await expect(page.getByTestId('agent-transfer-amount')).toHaveValue('');
        await expect(page.getByTestId('agent-transfer-password')).toHaveValue('');
        await page.getByTestId('agent-transfer-submit').click();
        await expect(page.getByTestId('agent-transfer').getByRole('alert')).toBeVisible();
        await expect(page.getByTestId('agent-member-balance')).toHaveText(money(120.5));
        // a wrong password moves nothing
        await page.getByTestId('agent-transfer-amount').fill('120.50');
        await page.getByTestId('agent-transfer-password').fill('wrong123');
        await page.getByTestId('agent-transfer-submit').click();
        await expectSoon(page.getByTestId('agent-transfer-error')).toBeVisible();
        await expectSoon(page.getByTestId('member-balance-total')).toContainText(money(5000 - 120.5 + vendors));
      });
    }

    if (salaryShownOf(code)) {
      test('offer a contract, answer it as the downline from the popup with the lower-rate warning, see the states', async ({ page, request, browser }) => {
        const agent = await freshAgent(request, code);
        // the preview team: d09 is the agent's first sub-agent (daily salary 1.00%), d12 its agent downline (0.50%)
        const sub = `${agent.prefix}09`;
        const subsDownline = `${agent.prefix}12`;
        await openBrand(page, code, `/agent/agentDailyWages2?token=${agent.token}`);
        await expectSoon(page.getByTestId('agent-contract-wording')).toBeVisible();
        await page.getByTestId('agent-contract-downline').selectOption({ label: sub });
        // above the agent's own rate: refused on the page
        await page.getByTestId('agent-contract-rate').fill('5');
        await page.getByTestId('agent-contract-offer-submit').click();
        await expectSoon(page.getByTestId('agent-contract-rate-problem')).toBeVisible();
        await page.getByTestId('agent-contract-rate').fill('0.4');
        await page.getByTestId('agent-contract-offer-submit').click();
        await expectSoon(page.getByTestId('agent-contract-offer-done')).toBeVisible();
        const row = page.locator(`[data-testid="agent-contract-downline-row"][data-username="${sub}"]`);
        await expectSoon(row.getByTestId('agent-contract-status')).toHaveAttribute('data-status', 'P');

        // the downline, wherever it is on the site, gets the offer as a popup
        const { context, page: other } = await otherPlayersPage(browser);
        await other.clock.install();
        await openBrand(other, code, `/?token=${await sessionOf(request, code, sub)}`);
        const popup = other.getByTestId('contract-offer-popup');
        await expect(other.getByTestId('header-avatar')).toBeVisible();
        await wakeMemberWatchers(other);
        await expectSoon(popup).toBeVisible({ timeout: 45_000 });
        await popup.getByTestId('agent-offer-accept').click();
        // 0.40% is below the 0.50% it gave its own downline: a warning first
        await expectSoon(popup.getByTestId('agent-offer-warning')).toContainText(subsDownline);
        await popup.getByTestId('agent-offer-accept').click();
        await expectSoon(popup).toHaveCount(0);
        await openBrand(other, code, `/agent/agentDailyWages2?token=${await sessionOf(request, code, sub)}`);
        await expectSoon(other.getByTestId('agent-contract-own-rate')).toHaveText('0.40%');
        await expectSoon(other.locator(`[data-testid="agent-contract-downline-row"][data-username="${subsDownline}"]`).getByTestId('agent-contract-status')).toHaveAttribute('data-status', 'E');
        await context.close();

        await page.reload();
        await expectSoon(row.getByTestId('agent-contract-status')).toHaveAttribute('data-status', 'A');
        await expectSoon(row).toContainText('0.40%');
      });
    }

    if (teamPnlOf(code)) {
      test("a report's presets, totals and paging (user profit and loss)", async ({ page, request }) => {
        const agent = await freshAgent(request, code);
        await openBrand(page, code, `/agent/palStatementsAgentCopy?token=${agent.token}`);
        await page.getByTestId('records-preset-last30').click();
        // the previous range's page stays on screen while the new one loads (and it too has 13 rows):
        // read nothing until the last 30 days are pressed and their reply is in
        const table = page.getByTestId('agent-report-table');
        await expectSoon(page.getByTestId('records-preset-last30')).toHaveAttribute('aria-pressed', 'true');
        await expectSoon(table).not.toHaveAttribute('aria-busy');
        await expectSoon(page.getByTestId('records-pager')).toBeVisible();
        const column = async () => (await page.locator('[data-testid="agent-report-row"] td:last-child').allInnerTexts()).reduce((s, v) => s + cents(v), 0);
        await expectSoon(page.getByTestId('agent-report-row')).toHaveCount(13);
        const first = await column();
        const total = cents(await page.getByTestId('agent-report-total-profitAndLoss').innerText());
        await page.getByTestId('records-page-2').click();
        await expectSoon(page.getByTestId('records-page-2')).toHaveAttribute('aria-current', 'page');
        await expectSoon(table).not.toHaveAttribute('aria-busy');
        await expectSoon(page.getByTestId('agent-report-row')).not.toHaveCount(13);
        expect(first + (await column())).toBe(total);
        // the drill-down: one member's days
        await page.getByTestId('agent-report-open').first().click();
        await expectSoon(page.getByTestId('agent-report-detail')).toBeVisible();
        await expectSoon(page.getByTestId('agent-detail-row').first()).toBeVisible();
        await page.keyboard.press('Escape');
        // today: the few members who moved money since midnight, one page
        await page.getByTestId('records-preset-today').click();
        await expectSoon(page.getByTestId('records-pager')).toHaveCount(0);
      });
    }

    if (realTimeSalaryOf(code)) {
      test('real-time salary settles every 5 minutes of preview time', async ({ page, request }) => {
        const agent = await freshAgent(request, code, 100);
        await openBrand(page, code, `/agent/agentRealTimeSalary?token=${agent.token}`);
        await expectSoon(page.getByTestId('agent-contract-wording')).toContainText(/5/);
        await expectSoon(page.getByTestId('agent-settlement-row')).toHaveCount(0);
        await request.post(previewUrl('/__preview/agent/advance'), { headers: { Merchant: code }, data: { minutes: 11 } });
        // the page's clock goes along with the platform's, as the two agree in production: a run
        // just before midnight would otherwise date the settlements after the page's "today"
        await page.clock.setSystemTime(new Date(Date.now() + 11 * 60_000));
        await page.reload();
        await expectSoon(page.getByTestId('agent-settlement-row')).toHaveCount(2);
        const paid = cents(await page.getByTestId('agent-settlements-total').innerText());
        expect(paid).toBeGreaterThan(0);
        await expectSoon(page.getByTestId('member-balance-total')).toContainText(money(100 + paid / 100 + vendors));
      });
    }

    test('the centre holds at 375 px', async ({ page, request }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      const agent = await freshAgent(request, code);
      const expected = await expectedMenu(request, code, agent.token);
      await openBrand(page, code, `/agent/${expected.includes('downlineManagmentView') ? 'downlineManagmentView' : expected[0]}?token=${agent.token}`);
      await expectSoon(page.getByTestId('agent-centre')).toBeVisible();
      expect(await menuIds(page)).toEqual(expected);
      await expectSoon(page.getByTestId('agent-centre-close')).toBeInViewport();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      // the tables break between words only (a column squeezed to "Ma / nla / laro" is unreadable)
      const tables = page.locator('[data-testid="agent-centre"] table');
      if (expected.includes('downlineManagmentView')) await expectSoon(tables.first()).toBeVisible();
      const splitWords = await page.evaluate(() => {
        const split: string[] = [];
        for (const cell of document.querySelectorAll('[data-testid="agent-centre"] table :is(th, td)')) {
          const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            for (const m of (node.textContent ?? '').matchAll(/\S+/g)) {
              const range = document.createRange();
              range.setStart(node, m.index);
              range.setEnd(node, m.index + m[0].length);
              if (new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1) split.push(m[0]);
            }
          }
        }
        return split;
      });
      expect(splitWords).toEqual([]);
      // deep-linked to the menu's last page: the sideways menu shows that entry, not only its first ones
      const last = expected[expected.length - 1]!;
      await openBrand(page, code, `/agent/${last}?token=${agent.token}`);
      const entry = page.getByTestId(`agent-menu-${last}`);
      await expect(entry).toHaveAttribute('aria-current', 'page');
      const box = (await entry.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
    });
  });
}
