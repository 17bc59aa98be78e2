import { describe, expect, it } from 'vitest';
import { MEMBER_PAGES, registerMemberPages, visibleMemberPages } from './memberCentre';
import { registeredLink, type LinkContext } from './slots';

const page = () => Promise.resolve({ default: () => null });
const context = (over: Partial<LinkContext> = {}): LinkContext => ({ flags: { ON: true }, features: {}, accountType: 0, agent: false, ...over });

registerMemberPages(
  { id: 'withdraw', load: page, visible: (c) => c.flags.ON === true },
  { id: 'securityCenter', load: page },
  { id: 'messageV2', load: page, visible: () => false },
);

describe('the personal centre registry', () => {
  it("keeps the spec's 13 pages in the spec's order", () => {
    expect(MEMBER_PAGES).toEqual(['securityCenter', 'transferFund', 'depositv2', 'withdraw', 'transferUpline', 'personalHistoryCopy', 'transactionHistory', 'personalProfit', 'bonusDetails', 'rewardCenter', 'referral', 'missionLeaderboard', 'messageV2']);
  });

  it('shows only filled slots that are visible, in the menu order', () => {
    expect(visibleMemberPages(context()).map((p) => p.id)).toEqual(['securityCenter', 'withdraw']);
    expect(visibleMemberPages(context({ flags: {} })).map((p) => p.id)).toEqual(['securityCenter']);
  });

  it('gives each filled page its shell destination, closed to a trial account', () => {
    const link = registeredLink('member.withdraw')!;
    expect(link.to).toBe('/member/withdraw');
    expect(link.visible!(context())).toBe(true);
    expect(link.visible!(context({ trial: true, accountType: 4 }))).toBe(false);
    expect(link.visible!(context({ flags: {} }))).toBe(false);
    expect(link.visible!(context({ accountType: null }))).toBe(false);
    expect(registeredLink('member.depositv2')).toBeUndefined();
  });

  it('refuses a page outside the spec and a slot filled twice', () => {
    expect(() => registerMemberPages({ id: 'nope' as never, load: page })).toThrow(/not a page/);
    expect(() => registerMemberPages({ id: 'withdraw', load: page })).toThrow(/twice/);
  });
});
