import { describe, expect, it } from 'vitest';
import { inviteHosts, inviteLink, type InviteLinkInput } from './inviteLink';

const base: InviteLinkInput = {
  referralCode: 'RJUAN',
  affiliateCode: 'aff77',
  promotionDomains: ['promo.casino.example.test'],
  mainDomain: 'casino.example.test',
  simplified: false,
  affiliateSuffix: false,
  registerPage: false,
};
const first = () => 0;

describe('inviteLink', () => {
  it.each<[string, Partial<InviteLinkInput>, string | null]>([
    ['simplified: ?r= only', { simplified: true }, 'https://promo.casino.example.test/?r=RJUAN'],
    ['affiliate suffix: both codes in the query', { affiliateSuffix: true }, 'https://promo.casino.example.test/?referralCode=RJUAN&affiliateCode=aff77'],
    ['neither flag: the affiliate code is the sub-domain', {}, 'https://aff77.promo.casino.example.test/?referralCode=RJUAN'],
    ['no affiliate code: the host as it is', { affiliateCode: null }, 'https://promo.casino.example.test/?referralCode=RJUAN'],
    ['register page extension', { simplified: true, registerPage: true }, 'https://promo.casino.example.test/register.html?r=RJUAN'],
    ['no promotion domain: the main domain', { promotionDomains: [], simplified: true }, 'https://casino.example.test/?r=RJUAN'],
    ['a promotion domain with more than 3 dots is passed over', { promotionDomains: ['a.b.c.d.example.test'], simplified: true }, 'https://casino.example.test/?r=RJUAN'],
    ['a domain written with a scheme and path', { promotionDomains: ['https://go.example.test/x'], simplified: true }, 'https://go.example.test/?r=RJUAN'],
    ['no domain at all: no link', { promotionDomains: [], mainDomain: null }, null],
    ['a code with odd characters is left out', { referralCode: 'a b<c', simplified: true }, 'https://promo.casino.example.test/'],
  ])('%s', (_name, change, expected) => {
    expect(inviteLink({ ...base, ...change }, first)).toBe(expected);
  });

  it('picks among the promotion domains with the given chooser', () => {
    const input = { ...base, simplified: true, promotionDomains: ['one.example.test', 'two.example.test'] };
    expect(inviteLink(input, () => 1)).toBe('https://two.example.test/?r=RJUAN');
    expect(inviteHosts(input.promotionDomains, null)).toEqual(['one.example.test', 'two.example.test']);
  });
});
