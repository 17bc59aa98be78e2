import { describe, expect, it } from 'vitest';
import { readBanks, readPaymentConfirmations, readTurnover, readWithdrawAccounts, readWithdrawMethods, readWithdrawRecords, readWithdrawRefusal, readWithdrawSettings } from './withdraw';

describe('readWithdrawSettings', () => {
  it('reads limits per type, applied only with their flag', () => {
    const s = readWithdrawSettings({ minimumAmount: '100', maximumAmount: 50000, amountLimitFlag: 'Y', eWalletMinAmount: 50, ewalletAmountLimitFlag: 'N' });
    expect(s.limits.BC).toEqual({ minCents: 10000, maxCents: 5000000, enforced: true });
    expect(s.limits.EW).toEqual({ minCents: 5000, maxCents: null, enforced: false });
  });

  it.each<[string, unknown, Partial<ReturnType<typeof readWithdrawSettings>>]>([
    ['absent switches are on (the real client reads allowWithdraw as Y)', {}, { allowed: true, openNow: { BC: true, EW: true, VM: true }, mobileVerification: 'NONE', allowDecimal: true }],
    ['closed now, with the window', { allowWithdrawNow: 'N', withdrawDateFrom: '10:00', withdrawDateTo: '22:00' }, { openNow: { BC: false, EW: true, VM: true }, windowText: '10:00 – 22:00' }],
    ['SMS on every withdrawal', { mobileVerificationType: 'EVERY_WITHDRAWAL' }, { mobileVerification: 'EVERY_WITHDRAWAL' }],
    ['an unknown verification type is none', { mobileVerificationType: 'SOMETIMES' }, { mobileVerification: 'NONE' }],
    ['C2C with its penalty', { c2cEnabled: 'Y', withdrawPenaltyCharge: '2.5' }, { c2c: true, penaltyPercent: 2.5 }],
    ['an unsafe contact URL is dropped', { urlToContact: 'javascript:alert(1)' }, { contactUrl: null }],
    ['no decimals', { allowDecimal: 'N' }, { allowDecimal: false }],
  ])('%s', (_n, raw, expected) => {
    expect(readWithdrawSettings(raw)).toMatchObject(expected);
  });
});

describe('readWithdrawMethods', () => {
  it('maps B, E, V to BC, EW, VM once each, in order', () => {
    const methods = readWithdrawMethods([{ methodGroupType: 'E', groupName: 'GCash', withdrawMethodGroup: '7' }, { methodGroupType: 'B', groupName: 'Bank' }, { methodGroupType: 'B' }, { methodGroupType: 'Z' }]);
    expect(methods).toEqual([
      { type: 'EW', name: 'GCash', group: '7' },
      { type: 'BC', name: 'Bank', group: null },
    ]);
  });
});

describe('readWithdrawAccounts', () => {
  it('reads cards, e-wallets and virtual wallets into one list', () => {
    const accounts = readWithdrawAccounts({
      bankCards: [{ bankCardId: 11, bankCode: 'BDO', bankName: 'BDO', cardNumber: '****1234', cardHolder: 'Juan', isWithdrawActive: 'Y' }, { bankCardId: 12 }],
      eWallets: [{ bankCardId: '21', bankName: 'GCash', cardNumber: '0917***', groupId: 7 }],
      virtualWallets: [{ accountId: 'v1', walletName: 'USDT', walletAddress: 'TXyz', isWithdrawActive: 'N' }],
    });
    expect(accounts.map((a) => [a.id, a.type, a.bankName, a.number, a.active])).toEqual([
      ['11', 'BC', 'BDO', '****1234', true],
      ['21', 'EW', 'GCash', '0917***', true],
      ['v1', 'VM', 'USDT', 'TXyz', false],
    ]);
  });
});

describe('readTurnover', () => {
  it('reads totals and details as cents; an unknown status is A', () => {
    expect(readTurnover({ status: 'D', totalActualTurnover: '1200.5', totalRequiredTurnover: 5000, details: [{ gameType: 'RNG', actualTurnover: 1, requiredTurnover: 2 }] })).toEqual({
      status: 'D',
      actualCents: 120050,
      requiredCents: 500000,
      details: [{ gameType: 'RNG', actualCents: 100, requiredCents: 200 }],
    });
    expect(readTurnover({ status: '?' }).status).toBe('A');
  });
});

describe('readWithdrawRecords', () => {
  it('keeps rows with a status 1..7 and an amount', () => {
    expect(readWithdrawRecords({ records: [{ withdrawId: 'W1', status: '4', amount: '10', withdrawDate: 5 }, { status: 9, amount: 1 }, { status: 1 }] })).toEqual([{ id: 'W1', time: 5, status: 4, bankName: null, cents: 1000 }]);
  });
});

describe('readWithdrawRefusal', () => {
  it.each<[string, string | null, unknown, unknown]>([
    ['turnover short by how much', 'withdraw_turnover_not_enough', { data: { requiredTurnover: '5000', actualTurnover: 1200.5 } }, { code: 'withdraw_turnover_not_enough', shortCents: 379950, requiredCents: 500000, actualCents: 120050 }],
    ['deposit short', 'required_deposit_amount_not_reached', { data: { requiredDepositAmount: 1000, actualDepositAmount: 250 } }, { code: 'required_deposit_amount_not_reached', shortCents: 75000, requiredCents: 100000, actualCents: 25000 }],
    ['promotion turnover', 'promotion_turnover_not_enough', { data: { all: { remainingTurnover: '88.8' } } }, { code: 'promotion_turnover_not_enough', shortCents: 8880 }],
    ['which member information is missing', 'required_member_information_incomplete', { data: ['required_email_add', 'required_mobile_no'] }, { code: 'required_member_information_incomplete', missing: ['required_email_add', 'required_mobile_no'] }],
    ['a wrong payment password', 'invalid.payment.pw', null, { code: 'invalid.payment.pw' }],
    ['an unknown code', 'xyz', null, { code: 'other', errorCode: 'xyz' }],
  ])('%s', (_n, code, value, expected) => {
    expect(readWithdrawRefusal(code, value)).toEqual(expected);
  });
});

describe('readPaymentConfirmations', () => {
  it('reads the real fields and the designed ones', () => {
    expect(readPaymentConfirmations([{ payDetailId: 7, amount: '500', remainingAmount: 0, isAutoConfirmed: 'N', autoConfirmTime: 1000 }, { payDetailId: 8, amount: 100, isAutoConfirmed: 'Y' }, { payDetailId: 9, amount: 50, isForced: 'Y' }, { amount: 1 }])).toEqual([
      { id: '7', cents: 50000, remainingCents: 0, autoConfirmed: false, forced: false, autoConfirmAt: 1000, paidAt: null },
      { id: '8', cents: 10000, remainingCents: 0, autoConfirmed: true, forced: false, autoConfirmAt: null, paidAt: null },
      { id: '9', cents: 5000, remainingCents: 0, autoConfirmed: false, forced: true, autoConfirmAt: null, paidAt: null },
    ]);
  });
});

describe('readBanks', () => {
  it.each([
    [[{ bankCode: 'BDO', bankEngName: 'BDO Unibank', bankLocaleName: 'BDO', bankType: 'BC' }], [{ bankCode: 'BDO', name: 'BDO', type: 'BC' }]],
    [{ list: [{ bankCode: 'GCASH', bankEngName: 'GCash', bankType: 'EW' }] }, [{ bankCode: 'GCASH', name: 'GCash', type: 'EW' }]],
    [[{ bankCode: 'X', bankType: 'ZZ' }, { bankType: 'BC' }, 'junk'], []],
    [null, []],
  ])('%j', (raw, banks) => expect(readBanks(raw)).toEqual(banks));
});
