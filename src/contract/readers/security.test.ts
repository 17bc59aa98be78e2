import { describe, expect, it } from 'vitest';
import { readIdentityFields, readSecurityOverview, readSecurityQuestions, readSocialAccounts } from './security';

describe('readSecurityOverview', () => {
  it.each<[number | string | undefined, 'high' | 'medium' | 'low', number]>([
    [90, 'high', 90],
    ['81', 'high', 81],
    [80, 'medium', 80],
    [61, 'medium', 61],
    [60, 'low', 60],
    [undefined, 'low', 0],
    [150, 'high', 100],
  ])('progress %j is %s', (completeProgress, level, progress) => {
    expect(readSecurityOverview({ completeProgress })).toMatchObject({ level, progress });
  });

  it('lists the enabled items in order, complete or not', () => {
    const o = readSecurityOverview({ info: { paymentPassword: { enabled: true, isComplete: false }, loginPassword: { enabled: 'Y', isComplete: 'Y' }, bindGA: { enabled: false }, unknown: { enabled: true } } });
    expect(o.items).toEqual([
      { key: 'loginPassword', complete: true },
      { key: 'paymentPassword', complete: false },
    ]);
  });
});

describe('readIdentityFields', () => {
  it('keeps fields with a plain name', () => {
    expect(readIdentityFields({ fields: [{ name: 'realName', required: 'Y', value: 'Juan', locked: true }, { name: '<img>' }, { required: true }] })).toEqual([{ name: 'realName', required: true, value: 'Juan', locked: true }]);
  });
});

describe('readSocialAccounts and readSecurityQuestions', () => {
  it('reads usable entries only', () => {
    expect(readSocialAccounts([{ socialType: 'FACEBOOK', linked: 'Y', account: 'juan.fb' }, { socialType: 'bad type' }])).toEqual([{ socialType: 'FACEBOOK', linked: true, account: 'juan.fb' }]);
    expect(readSecurityQuestions([{ questionId: 1, question: 'First pet?' }, { questionId: 2 }])).toEqual([{ questionId: '1', question: 'First pet?' }]);
  });
});
