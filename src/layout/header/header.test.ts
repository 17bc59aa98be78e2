import { describe, expect, it } from 'vitest';
import { avatarEntries } from './AvatarMenuList';
import { safeColour } from './LoggedInActions';

describe('avatarEntries', () => {
  const base = ['accountRecord', 'bettingRecord', 'personalProfit', 'rewardCenter', 'securityCenter'];
  it.each([
    [{ referral: false, agent: false }, [...base, 'helpCenter', 'logout']],
    [{ referral: true, agent: false }, [...base, 'inviteFriends', 'helpCenter', 'logout']],
    [{ referral: false, agent: true }, [...base, 'agent', 'helpCenter', 'logout']],
    [{ referral: true, agent: true }, [...base, 'inviteFriends', 'agent', 'helpCenter', 'logout']],
  ])('%j', (opts, keys) => {
    expect(avatarEntries(opts).map((e) => e.key)).toEqual(keys);
  });

  it('member-centre entries need a real account; help and logout do not', () => {
    const entries = avatarEntries({ referral: true, agent: true });
    expect(entries.filter((e) => !e.realAccount).map((e) => e.key)).toEqual(['helpCenter', 'logout']);
  });
});

describe('safeColour (the platform label colours reach CSS only as colours)', () => {
  it.each([
    ['#F5C542', '#F5C542'],
    ['#fff', '#fff'],
    ['rgb(1, 2, 3)', 'rgb(1, 2, 3)'],
    ['gold', 'gold'],
    ['red; background:url(x)', undefined],
    ['url(javascript:alert(1))', undefined],
    ['', undefined],
    [null, undefined],
  ])('%j -> %j', (input, expected) => {
    expect(safeColour(input)).toBe(expected);
  });
});
