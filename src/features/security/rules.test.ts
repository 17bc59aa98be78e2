import { describe, expect, it } from 'vitest';
import type { SecurityItem } from '../../contract/readers/security';
import { itemPlace, levelOf, maskEmail, maskMobile, overviewRows, paymentPasswordProblem, securityScore, securitySections, type ItemPlaces } from './rules';

describe('securitySections', () => {
  it.each([
    [{ PASS3: true, PAYMENTPASS3: true, RESPAYPASS3: true, SECQUES3: true, VERIFICATION3: true, MAILVERIFICATION3: true, PROFPIC3: true }, { loginPassword: true, paymentPassword: true, resetPaymentPassword: true, securityQuestions: true, mobile: true, mobileChange: false, email: true, avatar: true }],
    // the reset answers a question: no questions, no reset
    [{ PAYMENTPASS3: true, RESPAYPASS3: true }, { loginPassword: false, paymentPassword: true, resetPaymentPassword: false, securityQuestions: false, mobile: false, mobileChange: false, email: false, avatar: false }],
    // mail binding needs the verification calls too
    [{ MAILVERIFICATION3: true, PERSMOBILE3: true }, { loginPassword: false, paymentPassword: false, resetPaymentPassword: false, securityQuestions: false, mobile: false, mobileChange: false, email: false, avatar: false }],
    [{ VERIFICATION3: true, PERSMOBILE3: true }, { loginPassword: false, paymentPassword: false, resetPaymentPassword: false, securityQuestions: false, mobile: true, mobileChange: true, email: false, avatar: false }],
  ])('%j', (flags, expected) => {
    expect(securitySections(flags)).toEqual(expected);
  });
});

describe('securityScore', () => {
  const KEYS = ['profile', 'loginPassword', 'paymentPassword', 'mobileVerified', 'emailVerified'] as const;
  const items = (...done: boolean[]) => done.map((complete, i) => ({ key: KEYS[i % KEYS.length]!, complete }));
  it.each([
    // the platform's number wins
    [{ items: items(true, true, false, false), progress: 50 }, { percent: 50, level: 'low', done: 2, total: 4 }],
    [{ items: items(true, true, true, true, true), progress: 100 }, { percent: 100, level: 'high', done: 5, total: 5 }],
    // none given: the share of items done
    [{ items: items(true, true, true, false), progress: 0 }, { percent: 75, level: 'medium', done: 3, total: 4 }],
    [{ items: items(false, false), progress: 0 }, { percent: 0, level: 'low', done: 0, total: 2 }],
    [{ items: [], progress: 0 }, { percent: 0, level: 'low', done: 0, total: 0 }],
  ])('%j', (overview, expected) => {
    expect(securityScore(overview)).toEqual(expected);
  });

  it.each([
    [100, 'high'],
    [81, 'high'],
    [80, 'medium'],
    [61, 'medium'],
    [60, 'low'],
    [0, 'low'],
  ])('level of %i is %s', (percent, level) => {
    expect(levelOf(percent)).toBe(level);
  });
});

describe('paymentPasswordProblem', () => {
  it.each([
    ['123456', '123456', undefined, null],
    ['12345', '12345', undefined, 'format'],
    ['12345a', '12345a', undefined, 'format'],
    ['1234567', '1234567', undefined, 'format'],
    ['123456', '123465', undefined, 'mismatch'],
    ['123456', '123456', '123456', 'sameAsOld'],
    ['654321', '654321', '123456', null],
  ])('%s / %s (old %s) -> %s', (password, confirm, old, expected) => {
    expect(paymentPasswordProblem(password, confirm, old)).toBe(expected);
  });
});

describe('masking', () => {
  it.each([
    ['09171234567', '0917****567'],
    ['1234567', '1234567'],
    ['12345', '*****'],
    ['', ''],
    [null, ''],
  ])('mobile %s -> %s', (mobile, expected) => {
    expect(maskMobile(mobile)).toBe(expected);
  });
  it.each([
    ['juan@example.com', 'ju***@example.com'],
    ['a@b.co', 'a***@b.co'],
    ['ab@b.co', 'a***@b.co'],
    ['bad', '***'],
    ['', ''],
  ])('email %s -> %s', (email, expected) => {
    expect(maskEmail(email)).toBe(expected);
  });
});

describe('where the overview\'s items are set', () => {
  const ALL = securitySections({ PASS3: true, PAYMENTPASS3: true, SECQUES3: true, VERIFICATION3: true, MAILVERIFICATION3: true });
  const NONE = securitySections({});
  const places = (over: Partial<ItemPlaces> = {}): ItemPlaces => ({ sections: ALL, identity: true, withdraw: '/member/withdraw', bindParam: 'bind', ...over });

  it.each<[SecurityItem, Partial<ItemPlaces>, ReturnType<typeof itemPlace>]>([
    // a bank card or an e-wallet is added on the withdrawal page, on its own kind's bind form
    ['bankCards', {}, { kind: 'page', to: '/member/withdraw?bind=BC' }],
    ['eWallet', {}, { kind: 'page', to: '/member/withdraw?bind=EW' }],
    ['virtualWallets', {}, { kind: 'page', to: '/member/withdraw?bind=VM' }],
    // no withdrawal page for this brand (or no binding): nowhere
    ['bankCards', { withdraw: null }, null],
    ['eWallet', { withdraw: null }, null],
    // the sections of this page, where the brand offers them
    ['paymentPassword', {}, { kind: 'section' }],
    ['paymentPassword', { sections: NONE }, null],
    ['loginPassword', {}, { kind: 'section' }],
    ['securityQuestions', {}, { kind: 'section' }],
    ['mobileVerified', {}, { kind: 'section' }],
    ['emailVerified', {}, { kind: 'section' }],
    ['emailVerified', { sections: NONE }, null],
    ['idVerification', {}, { kind: 'section' }],
    ['idVerification', { identity: false }, null],
    // nothing of the site sets these
    ['profile', {}, null],
    ['bindGA', {}, null],
  ])('%s with %j -> %j', (key, over, expected) => {
    expect(itemPlace(key, places(over))).toEqual(expected);
  });

  it('lists what is done, and what is not done only where it can be set', () => {
    const items = [
      { key: 'profile' as const, complete: false },
      { key: 'loginPassword' as const, complete: true },
      { key: 'bankCards' as const, complete: false },
      { key: 'eWallet' as const, complete: true },
      { key: 'bindGA' as const, complete: true },
    ];
    expect(overviewRows(items, places()).map((r) => [r.key, r.complete, r.place?.kind ?? null])).toEqual([
      ['loginPassword', true, 'section'],
      ['bankCards', false, 'page'],
      ['eWallet', true, 'page'],
      ['bindGA', true, null],
    ]);
    // without a withdrawal page the bank card not added is not a dead "Not set"; the e-wallet added still shows
    expect(overviewRows(items, places({ withdraw: null })).map((r) => r.key)).toEqual(['loginPassword', 'eWallet', 'bindGA']);
  });
});
