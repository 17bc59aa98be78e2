import { describe, expect, it } from 'vitest';
import { AGENT_MENU, agentMenuKeyVisible, registerAgentPages, visibleAgentPages, type AgentMenuStore } from './agentCentre';
import { LINK } from './links';
import { registeredLink, type LinkContext } from './slots';

const store = (over: Partial<AgentMenuStore> = {}): AgentMenuStore => ({ showHourSalary: false, mrDailySalary: false, showRealTimeSalary: false, dailySalary: {}, hasMerchantWallet: false, ...over });
const on = (...keys: string[]) => Object.fromEntries(keys.map((k) => [k, true]));
const ALL_STORE = store({ showHourSalary: true, mrDailySalary: true, showRealTimeSalary: true, dailySalary: { DAYSAL: true, DIVIDEND: true } });
const EVERY_KEY = [...AGENT_MENU.map((m) => m.key), 'AGEPAG', 'TEAMBETTING3', 'AGEREGDOWN3'];

describe('the agent menu rule (AGM)', () => {
  it.each<[string, Record<string, boolean>, AgentMenuStore, string[]]>([
    ['nothing enabled: the three kept entries, minus the overview without AGEPAG', {}, store(), ['AGENTANNOUNCE3', 'AGEDOWNTRANS3']],
    ['nothing enabled but AGEPAG: the overview stays too', on('AGEPAG'), store(), ['AGENTANNOUNCE3', 'AGEINFO3', 'AGEDOWNTRANS3']],
    ['every key and every store flag', on(...EVERY_KEY), ALL_STORE, AGENT_MENU.map((m) => m.key)],
    ['every key, no store flags: the salaries and the dividend go', on(...EVERY_KEY), store(), AGENT_MENU.map((m) => m.key).filter((k) => !['DIVIDEND', 'DAYSAL', 'DAYSALMR', 'HOURSAL3', 'RTSALARY3'].includes(k))],
    ['REGCEN without any of its register flags', on('AGEPAG', 'REGCEN'), store(), ['AGENTANNOUNCE3', 'AGEINFO3', 'AGEDOWNTRANS3']],
    ['REGCEN with AFFMAN3 alone', on('AGEPAG', 'REGCEN', 'AFFMAN3'), store(), ['AGENTANNOUNCE3', 'AGEINFO3', 'REGCEN', 'AGEDOWNTRANS3']],
    ['team betting without TEAMBETTING3', on('AGEPAG', 'TRANSBETREPMEM3'), store(), ['AGENTANNOUNCE3', 'AGEINFO3', 'AGEDOWNTRANS3']],
    ['AGEINFO3 on but AGEPAG off', on('AGEINFO3', 'AGENTANNOUNCE3'), store(), ['AGENTANNOUNCE3', 'AGEDOWNTRANS3']],
    ['daily salary on, the store names only the dividend', on('DAYSAL', 'DIVIDEND'), store({ dailySalary: { DIVIDEND: true } }), ['AGENTANNOUNCE3', 'AGEDOWNTRANS3', 'DIVIDEND']],
    ['hourly and real-time salary need their store flags', on('HOURSAL3', 'RTSALARY3'), store({ showRealTimeSalary: true }), ['AGENTANNOUNCE3', 'AGEDOWNTRANS3', 'RTSALARY3']],
  ])('%s', (_name, flags, s, expected) => {
    const shown = AGENT_MENU.map((m) => m.key).filter((k) => agentMenuKeyVisible(k, flags, s));
    expect(shown.sort()).toEqual([...expected].sort());
  });

  it('MYWALL shows only without a merchant wallet', () => {
    expect(agentMenuKeyVisible('MYWALL', on('MYWALL'), store())).toBe(true);
    expect(agentMenuKeyVisible('MYWALL', on('MYWALL'), store({ hasMerchantWallet: true }))).toBe(false);
    expect(agentMenuKeyVisible('MYWALL', {}, store())).toBe(false);
  });
});

describe('the agent centre registry', () => {
  const page = () => Promise.resolve({ default: () => null });
  registerAgentPages({ id: 'agentAnnouncement', load: page }, { id: 'registerCenter', load: page });
  const context = (over: Partial<LinkContext> = {}): LinkContext => ({ flags: {}, features: {}, accountType: 1, agent: true, ...over });

  it('shows filled slots the rule lets through, in the menu order', () => {
    expect(visibleAgentPages(on('REGCEN', 'AGEREGDOWN3'), store()).map((p) => p.id)).toEqual(['agentAnnouncement', 'registerCenter']);
    expect(visibleAgentPages({}, store()).map((p) => p.id)).toEqual(['agentAnnouncement']);
  });

  it('refuses an unknown page and a page registered twice', () => {
    expect(() => registerAgentPages({ id: 'nope' as never, load: page })).toThrow();
    expect(() => registerAgentPages({ id: 'agentAnnouncement', load: page })).toThrow();
  });

  it('opens to agents only, never to a player or a trial account', () => {
    const link = registeredLink(LINK.agentCentre)!;
    expect(link.to).toBe('/agent');
    expect(link.visible!(context())).toBe(true);
    expect(link.visible!(context({ agent: false, accountType: 0 }))).toBe(false);
    expect(link.visible!(context({ agent: false, accountType: 4, trial: true }))).toBe(false);
  });
});
