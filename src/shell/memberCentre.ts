/**
 * The personal centre's pages (spec: "Personal centre menu"): the shell owns the menu's 13 named
 * slots in the spec's order; a feature fills a slot with its page's loader and visibility rule
 * (`registerMemberPages` from its slots.ts), and the centre's chrome shows only filled, visible
 * slots, so no menu entry leads nowhere. Filling a slot also registers its shell destination
 * (`member.<page>`, shell/links.ts), which the header, avatar menu and dialogs link to.
 */
import { registerLinks, type LinkContext, type PageLoader } from './slots';
import { rememberLoad } from '../state/rememberLoad';

/** The spec's menu, in the spec's order. */
export const MEMBER_PAGES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
] as const;

export type MemberPageId = (typeof MEMBER_PAGES)[number];

/** The address of the centre and of each of its pages (reload, back and forward, a link to a page). */
export const MEMBER_CENTRE_PATH = '/member';
export const memberPagePath = (id: MemberPageId): string => `${MEMBER_CENTRE_PATH}/${id}`;

export interface MemberPageSlot {
  id: MemberPageId;
  load: PageLoader;
  /** offered only when this holds (the brand's flags, the player's type); the centre itself already keeps type 4 out */
  visible?: (context: LinkContext) => boolean;
  /** a number shown beside the menu entry (open missions), when above 0 */
  badge?: (context: LinkContext) => number;
}

const filled = new Map<MemberPageId, MemberPageSlot>();

export function registerMemberPages(...slots: MemberPageSlot[]): void {
  for (const slot of slots) {
    if (!MEMBER_PAGES.includes(slot.id)) throw new Error(`"${slot.id}" is not a page of the personal centre`);
    if (filled.has(slot.id)) throw new Error(`member page "${slot.id}" is registered twice`);
    // the entry's prefetch (on hover and focus) and the centre's page share one load
    filled.set(slot.id, { ...slot, load: rememberLoad(slot.load) });
    // a trial account never enters the centre: no entry leads it there (the header, the avatar
    // menu), nor while the account type is not known yet
    const visible = slot.visible;
    registerLinks({ id: `member.${slot.id}`, to: memberPagePath(slot.id), realAccount: true, visible: (c) => c.accountType !== null && !c.trial && (!visible || visible(c)) });
  }
}

export function registeredMemberPage(id: string): MemberPageSlot | undefined {
  return filled.get(id as MemberPageId);
}

/** The menu: the filled slots this brand and player may see, in the spec's order. */
export function visibleMemberPages(context: LinkContext): MemberPageSlot[] {
  return MEMBER_PAGES.flatMap((id) => {
    const slot = filled.get(id);
    return slot && (!slot.visible || slot.visible(context)) ? [slot] : [];
  });
}
