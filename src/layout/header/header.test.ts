import { describe, expect, it } from 'vitest';
import { LINK } from '../../shell/links';
import { registerLinks, type LinkContext } from '../../shell/slots';
import { avatarEntries } from './AvatarMenuList';

const context = (over: Partial<LinkContext> = {}): LinkContext => ({ flags: {}, features: {}, accountType: 0, agent: false, ...over });

describe('avatarEntries', () => {
  it('offers only help and log-out while no feature serves the account pages', () => {
    expect(avatarEntries(context()).map((e) => e.key)).toEqual(['helpCenter', 'logout']);
  });

  it('lists the registered pages in the spec order, each only where it is visible', () => {
    // registered out of order, and one with a rule: the menu keeps the spec's order
    registerLinks(
      { id: LINK.agentCentre, to: '/agent', realAccount: true, visible: (c) => c.agent },
      { id: LINK.securityCenter, to: '/member/securityCenter', realAccount: true },
      { id: LINK.accountRecord, to: '/member/transactionHistory', realAccount: true },
      // the real client offers invite friends while the merchant's REFERRAL promotion is on
      { id: LINK.inviteFriends, to: '/member/referral', realAccount: true, visible: (c) => c.promotions?.referral === true },
    );
    expect(avatarEntries(context()).map((e) => e.key)).toEqual(['accountRecord', 'securityCenter', 'helpCenter', 'logout']);
    expect(avatarEntries(context({ agent: true, promotions: { referral: false } })).map((e) => e.key)).not.toContain('inviteFriends');
    expect(avatarEntries(context({ agent: true, promotions: { referral: true } })).map((e) => e.key)).toEqual([
      'accountRecord',
      'securityCenter',
      'inviteFriends',
      'agentCentre',
      'helpCenter',
      'logout',
    ]);
  });

  it('account pages need a real account; help and log-out do not', () => {
    const entries = avatarEntries(context({ agent: true }));
    expect(entries.filter((e) => !e.realAccount).map((e) => e.key)).toEqual(['helpCenter', 'logout']);
    expect(entries.find((e) => e.key === 'securityCenter')?.to).toBe('/member/securityCenter');
  });

  it('offers Withdraw on phones only, where the header has no room for its button', () => {
    registerLinks({ id: LINK.withdraw, to: '/member/withdraw', realAccount: true });
    expect(avatarEntries(context()).map((e) => e.key)).not.toContain('withdraw');
    expect(avatarEntries(context(), { narrow: true }).map((e) => e.key)[0]).toBe('withdraw');
    // not for a player the page is not for: a trial account still gets the entry and the warning
    expect(avatarEntries(context({ accountType: 4 }), { narrow: true }).find((e) => e.key === 'withdraw')?.realAccount).toBe(true);
  });
});
