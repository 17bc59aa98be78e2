/**
 * The agent centre's red envelope, manual daily salary and per-category team KPIs, over the brands
 * where each is on and where it is off (the menu rule's flags, and the consolidated reply's
 * `mrDailySalary` store flag): an entry shows only where its page can open; an envelope to two
 * downlines takes the total from the agent, shows each downline's new balance (here and in team
 * management) and refuses a wrong password and a short balance where they happen; a claimable
 * salary row claimed shows claimed, and stays so; the team overview's category changes its KPIs to
 * what the platform answers for that category.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { agentConsolidated, transferMultipleDownline } from '../../src/contract/calls/agent';
import { FLAG, readWhitelabel } from '../../src/contract/flags';
import { readAgentStoreFlags } from '../../src/contract/readers/agent';
import type { Trait } from '../brandCover';
import { brandFolder } from '../brandFolders';
import { previewUrl, stamp } from './accounts';
import { brandMoney, centsOfText, money, singleWalletOf } from './member-money';
import { brandDocs, brandsCovering, countCalls, expect, flagOf, openBrand, recordedValue, test } from './support';

const LOGIN_PASSWORD = 'Agent2026x';
const PAYMENT_PASSWORD = 'Pay2026x';
// the centre and each page are lazy chunks: on a busy machine they take longer than the default wait
const expectSoon = expect.configure({ timeout: 20_000 });

async function freshAgent(request: APIRequestContext, code: string, balance = 5000) {
  const username = `ax${stamp()}`.toLowerCase().replace(/[^a-z0-9]/g, '').slice(0, 12);
  const res = await request.post(previewUrl('/__preview/agent/fresh'), { headers: { Merchant: code }, data: { username, balance, password: LOGIN_PASSWORD, paymentPassword: PAYMENT_PASSWORD } });
  return ((await res.json()) as { value: { token: string } }).value.token;
}

const flagsOf = (code: string) => readWhitelabel(brandDocs(code).permission.info.whitelabel).flags;
/** the store's mrDailySalary the brand's data set: a recorded consolidated reply, else fixtures/agent.json's menu (the preview's default: off) */
const mrStoreOf = (code: string): boolean => {
  const recorded = recordedValue<unknown>(code, agentConsolidated.path.slice(1));
  if (recorded !== null) return readAgentStoreFlags(recorded).mrDailySalary;
  const file = join(brandFolder(code), 'fixtures', 'agent.json');
  return existsSync(file) && readAgentStoreFlags((JSON.parse(readFileSync(file, 'utf8')) as { menu?: unknown }).menu).mrDailySalary;
};
/** Traits: each entry as the menu's rule shows it (the agent pages on, the key on, MR also the store flag). */
const envelopeOf: Trait = (code) => flagsOf(code)[FLAG.AGENT_PAGES] === true && flagsOf(code)[FLAG.AGENT_TRANSFER_MULTIPLE] === true;
const mrOf: Trait = (code) => flagsOf(code)[FLAG.AGENT_PAGES] === true && flagsOf(code)[FLAG.AGENT_MR_DAILY_SALARY] === true && mrStoreOf(code);
const teamManagementOf: Trait = (code) => flagsOf(code)[FLAG.AGENT_TEAM_MANAGEMENT] === true;
/** both halves of the MR rule: a brand with the key on but the store flag off keeps the entry hidden */
const mrHalvesOf: Trait = (code) => [flagOf(FLAG.AGENT_MR_DAILY_SALARY)(code), mrStoreOf(code)];

/** The row's balance cell in team management, found by username. */
async function teamBalance(page: Page, username: string): Promise<string> {
  await page.getByTestId('agent-team-search').fill(username);
  const row = page.locator(`[data-testid="agent-team-row"][data-username="${username}"]`);
  await expectSoon(page.getByTestId('agent-team-row')).toHaveCount(1);
  return row.getByTestId('agent-team-balance').innerText();
}

for (const code of brandsCovering([envelopeOf, mrOf, flagOf(FLAG.AGENT_TRANSFER_MULTIPLE), mrHalvesOf, flagOf(FLAG.AGENT_PAGES), flagOf(FLAG.PAYMENT_PASSWORD), teamManagementOf, singleWalletOf])) {
  const cash = brandMoney(code);
  const vendors = cash.singleWallet ? 0 : cash.vendorWallets.reduce((s, w) => s + w.balance, 0);
  const password = flagsOf(code)[FLAG.PAYMENT_PASSWORD] ? PAYMENT_PASSWORD : LOGIN_PASSWORD;

  test.describe(`agent centre, red envelope and manual salary · ${code}`, () => {
    test.describe.configure({ timeout: 120_000 });

    test('the red envelope and manual daily salary entries show only where the brand enables them', async ({ page, request }) => {
      const token = await freshAgent(request, code);
      await openBrand(page, code, `/agent/agentAnnouncement?token=${token}`);
      await expectSoon(page.getByTestId('agent-menu')).toBeVisible();
      await expectSoon(page.getByTestId('agent-menu-agentRedRain')).toHaveCount(envelopeOf(code) ? 1 : 0);
      await expectSoon(page.getByTestId('agent-menu-agentMRDailySalary')).toHaveCount(mrOf(code) ? 1 : 0);
      // the address of a hidden page leads nowhere either
      for (const [id, shown] of [['agentRedRain', envelopeOf(code)], ['agentMRDailySalary', mrOf(code)]] as const) {
        await page.goto(new URL(`/agent/${id}`, page.url()).toString());
        await expectSoon(page.getByTestId('agent-page-unavailable')).toHaveCount(shown ? 0 : 1);
        if (shown) await expectSoon(page.getByTestId(`agent-menu-${id}`)).toHaveAttribute('aria-current', 'page');
      }
    });

    if (envelopeOf(code)) {
      test('a red envelope to two downlines takes the total from the agent and shows each new balance', async ({ page, request }) => {
        const token = await freshAgent(request, code, 5000);
        await openBrand(page, code, `/agent/agentRedRain?token=${token}`);
        const members = page.getByTestId('agent-envelope-member');
        await expectSoon(members.first()).toBeVisible();
        // nobody picked yet: the page asks for recipients before it asks for an amount
        await page.getByTestId('agent-envelope-review').click();
        await expectSoon(page.getByTestId('agent-envelope-problem')).toHaveText(/^(Pick at least one downline|Pumili ng kahit isang downline)\.$/);
        const picked: Array<{ username: string; cents: number }> = [];
        for (const i of [0, 1]) {
          const row = members.nth(i);
          picked.push({ username: (await row.getAttribute('data-username')) ?? '', cents: centsOfText(await row.locator('td').nth(2).innerText()) });
          await row.getByTestId('agent-envelope-pick').check();
        }
        // a total shared evenly: the odd cent goes to the first
        await page.getByTestId('agent-envelope-mode-split').click();
        await page.getByTestId('agent-envelope-amount').fill('100.01');
        await expectSoon(page.getByTestId('agent-envelope-total')).toHaveText(money(100.01));
        await page.getByTestId('agent-envelope-review').click();
        const confirm = page.getByTestId('agent-envelope-confirm');
        await expectSoon(confirm.getByTestId('agent-envelope-confirm-row')).toHaveText([new RegExp(`${picked[0]!.username}\\s*${money(50.01)}`), new RegExp(`${picked[1]!.username}\\s*${money(50)}`)]);
        await confirm.getByRole('button', { name: /cancel|kanselahin|hủy/i }).first().click();
        await expectSoon(confirm).toHaveCount(0);

        // more than the balance: refused at the total, nothing moves
        await page.getByTestId('agent-envelope-mode-each').click();
        await page.getByTestId('agent-envelope-amount').fill('3,000');
        await page.getByTestId('agent-envelope-review').click();
        await expectSoon(confirm.getByTestId('agent-envelope-confirm-total')).toHaveText(money(6000));
        await confirm.getByTestId('agent-envelope-password').fill(password);
        await confirm.getByTestId('agent-envelope-send').click();
        await expectSoon(confirm.getByTestId('agent-envelope-total-error')).toBeVisible();
        await confirm.getByRole('button', { name: /cancel|kanselahin|hủy/i }).first().click();

        // the same amount each: a wrong password is refused at the password, then the right one sends
        await page.getByTestId('agent-envelope-amount').fill('120.50');
        await expectSoon(page.getByTestId('agent-envelope-total')).toHaveText(money(241));
        await page.getByTestId('agent-envelope-review').click();
        await expectSoon(confirm.getByTestId('agent-envelope-confirm-total')).toHaveText(money(241));
        await confirm.getByTestId('agent-envelope-password').fill('wrong123');
        await confirm.getByTestId('agent-envelope-send').click();
        await expectSoon(confirm.getByTestId('agent-envelope-password-error')).toBeVisible();
        await expectSoon(page.getByTestId('member-balance-total')).toContainText(money(5000 + vendors));
        await confirm.getByTestId('agent-envelope-password').fill(password);
        // a double click sends it once (api/oneAtATime): the agent pays 241, not 482
        const sends = countCalls(page, transferMultipleDownline);
        await confirm.getByTestId('agent-envelope-send').dblclick();
        await expectSoon(page.getByTestId('agent-envelope-done')).toBeVisible();
        await expectSoon(page.getByTestId('member-balance-total')).toContainText(money(5000 - 241 + vendors));
        expect(sends()).toBe(1);
        for (const p of picked) {
          await expectSoon(page.locator(`[data-testid="agent-envelope-result-row"][data-username="${p.username}"]`).getByTestId('agent-envelope-result-balance')).toHaveText(money((p.cents + 12_050) / 100));
        }
        // team management shows the same new balances
        if (teamManagementOf(code)) {
          await page.getByTestId('agent-menu-downlineManagmentView').click();
          for (const p of picked) expect(await teamBalance(page, p.username)).toBe(money((p.cents + 12_050) / 100));
        }
      });
    }

    if (envelopeOf(code)) {
      test('on a phone the envelope\'s list shows whole, each row a 44 px tap, and its header box picks the whole page or lets it go', async ({ page, request }) => {
        await page.setViewportSize({ width: 375, height: 812 });
        const token = await freshAgent(request, code, 5000);
        await openBrand(page, code, `/agent/agentRedRain?token=${token}`);
        const members = page.getByTestId('agent-envelope-member');
        await expectSoon(members.first()).toBeVisible();
        const team = page.getByTestId('agent-envelope-team');
        // no sideways scroll: the balance column is on screen
        expect(await team.evaluate((t) => t.parentElement!.scrollWidth - t.parentElement!.clientWidth)).toBe(0);
        const lastCell = await members.first().locator('td').last().boundingBox();
        expect(lastCell!.x + lastCell!.width).toBeLessThanOrEqual(375);
        // a tap on the name picks its row; the whole label is the target
        const first = members.first();
        const label = first.locator('label');
        expect((await label.boundingBox())!.height).toBeGreaterThanOrEqual(43.5);
        await label.getByText((await first.getAttribute('data-username'))!).click();
        await expect(first.getByTestId('agent-envelope-pick')).toBeChecked();
        const all = page.getByTestId('agent-envelope-pick-page');
        await expect(all).not.toBeChecked();
        expect(await all.evaluate((box: HTMLInputElement) => box.indeterminate)).toBe(true);
        const count = await members.count();
        await all.check();
        await expect(page.getByTestId('agent-envelope-pick').and(page.locator(':checked'))).toHaveCount(count);
        await expectSoon(page.getByText(new RegExp(`(Recipients|Mga tatanggap): ${count}$`))).toBeVisible();
        await all.uncheck();
        await expect(page.getByTestId('agent-envelope-pick').and(page.locator(':checked'))).toHaveCount(0);
        await expectSoon(page.getByText(/(Recipients|Mga tatanggap): 0$/)).toBeVisible();
      });
    }

    if (mrOf(code)) {
      test('manual daily salary: the rate table in percent, a claimable row claimed stays claimed', async ({ page, request }) => {
        const token = await freshAgent(request, code, 100);
        await openBrand(page, code, `/agent/agentMRDailySalary?token=${token}`);
        await expectSoon(page.getByTestId('agent-mr-rate-row')).toHaveCount(3);
        await expectSoon(page.getByTestId('agent-mr-rate').first()).toHaveText(/^\d+\.\d{2}%$/);
        await page.getByTestId('agent-mr-apply').click();
        await expectSoon(page.getByTestId('agent-mr-application')).toHaveAttribute('data-status', 'A');

        const claimable = page.locator('[data-testid="agent-mr-row"][data-status="0"]').first();
        await expectSoon(claimable).toBeVisible();
        const id = (await claimable.getAttribute('data-id')) ?? '';
        const amount = centsOfText(await claimable.locator('td').nth(5).innerText());
        const row = page.locator(`[data-testid="agent-mr-row"][data-id="${id}"]`);
        await row.getByTestId('agent-mr-claim').click();
        await expectSoon(row).toHaveAttribute('data-status', '1');
        await expectSoon(row.getByTestId('agent-mr-claim')).toHaveCount(0);
        await expectSoon(page.getByTestId('member-balance-total')).toContainText(money(100 + amount / 100 + vendors));
        await page.reload();
        await expectSoon(page.locator(`[data-testid="agent-mr-row"][data-id="${id}"]`)).toHaveAttribute('data-status', '1');
      });
    }

    if (flagsOf(code)[FLAG.AGENT_PAGES]) {
      test("the team overview's game category shows that category's KPIs", async ({ page, request }) => {
        const token = await freshAgent(request, code);
        type Footer = { totalBet: string; totalBetCount: number };
        /** the footer of the platform's KPI reply for a category, as the page asks it after `act` */
        const footerAfter = async (category: string, act: () => Promise<void>): Promise<Footer> => {
          const reply = page.waitForResponse((r) => r.url().includes('ODSFE2_TeamKPIA') && r.url().includes(`gameCategory=${category}`) && r.url().includes('startDate='));
          await act();
          return ((await (await reply).json()) as { value: { footer: Footer } }).value.footer;
        };
        // the page's first ask (the last 7 days) answered, then the last 30 days
        await footerAfter('CONS', () => openBrand(page, code, `/agent/agentTeamOverview?token=${token}`));
        const all = await footerAfter('CONS', () => page.getByTestId('records-preset-last30').click());
        await expectSoon(page.getByTestId('agent-kpi-category')).toHaveAttribute('data-category', 'CONS');
        await expectSoon(page.getByTestId('agent-kpi-totalBet')).toHaveText(money(centsOfText(all.totalBet) / 100));
        const live = await footerAfter('LIVE', () => page.getByTestId('agent-category-LIVE').click());
        await expectSoon(page.getByTestId('agent-kpi-category')).toHaveAttribute('data-category', 'LIVE');
        await expectSoon(page.getByTestId('agent-kpi-totalBet')).toHaveText(money(centsOfText(live.totalBet) / 100));
        await expectSoon(page.getByTestId('agent-kpi-totalBetCount')).toHaveText(live.totalBetCount.toLocaleString('en-US'));
        // one category is part of the whole: the figures shown changed
        expect(centsOfText(live.totalBet)).toBeGreaterThan(0);
        expect(centsOfText(live.totalBet)).toBeLessThan(centsOfText(all.totalBet));
      });
    }
  });
}
