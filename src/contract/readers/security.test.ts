import { describe, expect, it } from 'vitest';
import { readAvatar, readIdentityFields, readSecurityOverview, readSecurityQuestions, readSocialAccounts } from './security';

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

describe('readAvatar', () => {
  it.each<[unknown, unknown]>([
    [{ avatar: '3', avatarType: 'STATIC' }, { kind: 'static', id: '3' }],
    [{ avatar: 'https://cdn.example.test/a.png', avatarType: 'CUSTOM' }, { kind: 'custom', url: 'https://cdn.example.test/a.png' }],
    [{ avatar: 'javascript:alert(1)', avatarType: 'CUSTOM' }, { kind: 'static', id: '0' }],
    [{ avatar: '../../x' }, { kind: 'static', id: '0' }],
    [null, { kind: 'static', id: '0' }],
  ])('%j', (raw, expected) => {
    expect(readAvatar(raw)).toEqual(expected);
  });
});

describe('readSocialAccounts and readSecurityQuestions', () => {
  it('reads usable entries only', () => {
    expect(readSocialAccounts([{ socialType: 'FACEBOOK', linked: 'Y', account: 'juan.fb' }, { socialType: 'bad type' }])).toEqual([{ socialType: 'FACEBOOK', linked: true, account: 'juan.fb' }]);
    expect(readSecurityQuestions([{ questionId: 1, question: 'First pet?' }, { questionId: 2 }])).toEqual([{ questionId: '1', question: 'First pet?' }]);
  });
});
