/**
 * What the agent-centre specs share: a fresh preview agent with its deterministic team, a session
 * of a team member, the brand's flags, and the menu the real menu's rule allows for the brand
 * (its flags and the store flags the platform's consolidated reply answers).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { readAgentStoreFlags } from '../../src/contract/readers/agent';
import { readWhitelabel } from '../../src/contract/flags';
import { AGENT_MENU, agentMenuKeyVisible, registeredAgentPage, type AgentPageId } from '../../src/shell/agentCentre';
import '../../src/features/agent/slots';
import { previewUrl, stamp } from './accounts';
import { brandDocs, expect } from './support';

const AGENT_PASSWORD = 'Agent2026x';
export const PAYMENT_PASSWORD = 'Pay2026x';
// the centre and each page are lazy chunks: on a busy machine they take longer than the default wait
export const expectSoon = expect.configure({ timeout: 20_000 });

export interface FreshAgent {
  token: string;
  username: string;
  /** the names of its generated team: `<prefix>01` … (d09 is its first sub-agent) */
  prefix: string;
}

export async function freshAgent(request: APIRequestContext, code: string, balance = 5000): Promise<FreshAgent> {
  const username = `ag${stamp()}`.toLowerCase().replace(/[^a-z0-9]/g, '').slice(0, 12);
  const res = await request.post(previewUrl('/__preview/agent/fresh'), { headers: { Merchant: code }, data: { username, balance, password: AGENT_PASSWORD, paymentPassword: PAYMENT_PASSWORD } });
  const body = (await res.json()) as { value: { token: string } };
  return { token: body.value.token, username, prefix: `${username.slice(0, 8)}d` };
}

export async function sessionOf(request: APIRequestContext, code: string, username: string): Promise<string> {
  const res = await request.post(previewUrl('/__preview/agent/session'), { headers: { Merchant: code }, data: { username } });
  return ((await res.json()) as { value: { token: string } }).value.token;
}

export const flagsOf = (code: string) => readWhitelabel(brandDocs(code).permission.info.whitelabel).flags;

/** What the menu must hold for this brand: the filled pages the rule lets through, with the store flags the platform answers. */
export async function expectedMenu(request: APIRequestContext, code: string, token: string): Promise<AgentPageId[]> {
  const reply = (await (await request.get(previewUrl('/wps/member/info/funds/consolidated'), { headers: { Merchant: code, Authorization: token } })).json()) as { value: unknown };
  const store = readAgentStoreFlags(reply.value);
  return AGENT_MENU.filter((m) => registeredAgentPage(m.id) && agentMenuKeyVisible(m.key, flagsOf(code), store)).map((m) => m.id);
}

export async function menuIds(page: Page): Promise<string[]> {
  await expectSoon(page.getByTestId('agent-menu')).toBeVisible();
  return (await page.getByTestId('agent-menu').locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('data-testid') ?? ''))).map((id) => id.replace('agent-menu-', ''));
}

/** Money as the site shows it ("-1,234.50") in whole cents. */
export const cents = (text: string) => Math.round(Number(text.replace(/,/g, '')) * 100);
