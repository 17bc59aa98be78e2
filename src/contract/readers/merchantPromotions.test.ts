import { describe, expect, it } from 'vitest';
import { readMerchantPromotions } from './merchantPromotions';

describe('readMerchantPromotions', () => {
  it.each<[string, unknown, boolean]>([
    ['the real reply with referral on', { REFERRAL: { enabled: true }, FIRST_DEPOSIT: { enabled: false } }, true],
    ['enabled as "1"', { REFERRAL: { enabled: '1' } }, true],
    ['enabled as 1', { REFERRAL: { enabled: 1 } }, true],
    ['enabled false', { REFERRAL: { enabled: false } }, false],
    ['enabled as "yes" (not a switch)', { REFERRAL: { enabled: 'yes' } }, false],
    ['no REFERRAL type', { FIRST_DEPOSIT: { enabled: true } }, false],
    ['REFERRAL not an object', { REFERRAL: true }, false],
    ['an empty reply', null, false],
    ['a list', [{ REFERRAL: { enabled: true } }], false],
  ])('%s: referral %s', (_name, raw, referral) => {
    expect(readMerchantPromotions(raw)).toEqual({ referral });
  });
});
