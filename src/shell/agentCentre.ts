/**
 * The agent centre's pages (spec: "Agent centre"; platform-contract-member-agent.md §20): the shell
 * owns the menu's named slots in the real menu's order, each with its whitelabel key, and the
 * real menu's visibility rule; a feature fills a slot with its page's loader
 * (`registerAgentPages` from its slots.ts), and the centre's chrome shows only filled slots the
 * rule lets through, so no entry leads nowhere. The centre's own destination (`agent.centre`,
 * the avatar menu's and footer's agent entry) is registered once a page is filled.
 */
import { LINK } from './links';
import { registerLinks, type LinkContext, type PageLoader } from './slots';
import { rememberLoad } from '../state/rememberLoad';

/**
 * The real menu (AGM), in its order: page id (the real `tcg.ac[page]` name) and key (modId).
 * Real-time salary's entry was not found in the menu build read: designed here (RTSALARY3).
 */
export const AGENT_MENU = [
  { id: 'agentAnnouncement', key: 'AGENTANNOUNCE3' },
  { id: 'agentTeamOverview', key: 'AGEINFO3' },
  { id: 'registerCenter', key: 'REGCEN' },
  { id: 'downlineManagmentView', key: 'DOWNMAN' },
  { id: 'personalHistoryCopy', key: 'TRANSBETREPMEM3' },
  { id: 'palStatementsAgentCopy', key: 'AGETEAMPNL3' },
  { id: 'agentRevenueReport', key: 'AGEREV3' },
  { id: 'agentDownlineTransactionDetailsCopy', key: 'AGEDOWNTRANS3' },
  { id: 'agentRedRain', key: 'AGENTRANSMULTDOWN3' },
  { id: 'agentDividendRecordCopy', key: 'DIVIDEND' },
  { id: 'agentDailyWages2', key: 'DAYSAL' },
  { id: 'agentMRDailySalary', key: 'DAYSALMR' },
  { id: 'agentHourSalary', key: 'HOURSAL3' },
  { id: 'agentRealTimeSalary', key: 'RTSALARY3' },
] as const;

export type AgentPageId = (typeof AGENT_MENU)[number]['id'];
export type AgentMenuKey = (typeof AGENT_MENU)[number]['key'];

/** The store flags the rule reads (the consolidated reply, contract/readers/agent.ts). */
export interface AgentMenuStore {
  showHourSalary: boolean;
  mrDailySalary: boolean;
  showRealTimeSalary: boolean;
  dailySalary: Readonly<Record<string, boolean>>;
  hasMerchantWallet: boolean;
}

/** Entries the real menu keeps when their key is not enabled. */
const KEPT_WHEN_OFF: readonly string[] = ['AGEINFO3', 'AGENTANNOUNCE3', 'AGEDOWNTRANS3'];

/**
 * The real menu's rule (AGM): an enabled key shows, with its extra conditions (REGCEN needs one of
 * AGEREGDOWN3, CREATEAFF3, AFFMAN3; TRANSBETREPMEM3 needs TEAMBETTING3; HOURSAL3 the store's
 * showHourSalary; DAYSALMR mrDailySalary; DAYSAL and DIVIDEND dailySalary[key]; MYWALL no merchant
 * wallet; RTSALARY3, designed, showRealTimeSalary). A key not enabled is dropped, except AGEINFO3,
 * AGENTANNOUNCE3 and AGEDOWNTRANS3, which stay. AGEINFO3 is hidden whenever AGEPAG is off.
 */
export function agentMenuKeyVisible(key: string, flags: Readonly<Record<string, boolean>>, store: AgentMenuStore): boolean {
  if (key === 'AGEINFO3' && flags.AGEPAG !== true) return false;
  if (flags[key] !== true) return KEPT_WHEN_OFF.includes(key);
  switch (key) {
    case 'REGCEN':
      return flags.AGEREGDOWN3 === true || flags.CREATEAFF3 === true || flags.AFFMAN3 === true;
    case 'TRANSBETREPMEM3':
      return flags.TEAMBETTING3 === true;
    case 'HOURSAL3':
      return store.showHourSalary;
    case 'DAYSALMR':
      return store.mrDailySalary;
    case 'DAYSAL':
    case 'DIVIDEND':
      return store.dailySalary[key] === true;
    case 'MYWALL':
      return !store.hasMerchantWallet;
    case 'RTSALARY3':
      return store.showRealTimeSalary;
    default:
      return true;
  }
}

/** The address of the centre and of each page (reload, back and forward, a link to a page). */
export const AGENT_CENTRE_PATH = '/agent';
export const agentPagePath = (id: AgentPageId): string => `${AGENT_CENTRE_PATH}/${id}`;

export interface AgentPageSlot {
  id: AgentPageId;
  load: PageLoader;
}

const filled = new Map<AgentPageId, AgentPageSlot>();

/** Agents only (types 1, 2, 41, 42): never a player, never a trial (type 4). */
export const agentCentreOpen = (c: Pick<LinkContext, 'agent' | 'trial'>): boolean => c.agent && !c.trial;

export function registerAgentPages(...slots: AgentPageSlot[]): void {
  for (const slot of slots) {
    if (!AGENT_MENU.some((m) => m.id === slot.id)) throw new Error(`"${slot.id}" is not a page of the agent centre`);
    if (filled.has(slot.id)) throw new Error(`agent page "${slot.id}" is registered twice`);
    // the entry's prefetch (on hover and focus) and the centre's page share one load
    filled.set(slot.id, { ...slot, load: rememberLoad(slot.load) });
  }
  // the centre's entry (avatar menu, footer contact) exists once a page does
  if (filled.size > 0 && !registeredOnce) {
    registeredOnce = true;
    registerLinks({ id: LINK.agentCentre, to: AGENT_CENTRE_PATH, realAccount: true, visible: agentCentreOpen });
  }
}
let registeredOnce = false;

export function registeredAgentPage(id: string): AgentPageSlot | undefined {
  return filled.get(id as AgentPageId);
}

/** The menu: the filled slots the rule lets through for this brand's flags and the store's, in the menu's order. */
export function visibleAgentPages(flags: Readonly<Record<string, boolean>>, store: AgentMenuStore): AgentPageSlot[] {
  return AGENT_MENU.flatMap(({ id, key }) => {
    const slot = filled.get(id);
    return slot && agentMenuKeyVisible(key, flags, store) ? [slot] : [];
  });
}
