import { describe, expect, it } from 'vitest';
import { readDepositChannels, readDepositOrder, readDepositRecords, readDepositSettings } from './deposit';

describe('readDepositSettings', () => {
  it.each<[string, unknown, Partial<ReturnType<typeof readDepositSettings>>]>([
    ['the live reply', { allowDeposit: 'Y', totalDepositSuccessCount: 1, nonce: 'n1' }, { allowed: true, firstDeposit: false, nonce: 'n1', successCount: 1 }],
    ['a first deposit with its minimum', { allowDeposit: 'Y', firstDeposit: 'Y', minFirstDepositAmount: '500' }, { firstDeposit: true, minFirstDepositCents: 50000 }],
    ['deposits off', { allowDeposit: 'N' }, { allowed: false }],
    ['nothing: allowed, first deposit', null, { allowed: true, firstDeposit: true, minFirstDepositCents: null }],
  ])('%s', (_n, raw, expected) => {
    expect(readDepositSettings(raw)).toMatchObject(expected);
  });
});

describe('readDepositChannels', () => {
  const reply = {
    BANK: {
      displayName: 'Bank transfer',
      channelDisplayMode: 'LIST',
      message: 'Pay within 30 minutes',
      channels: [
        { vendorId: 'BT1', channelName: 'Local banks', min: '100', max: 50000, customerCharge: '1.5', minCustomerCharge: 5, maxCustomerCharge: '100', fixAmounts: ['500', 1000, 'x'], fixAmountFlag: 'Y', fixAmountOnly: 'N', suggestedAmounts: '200,300', banks: [{ bankCode: 'BDO', bankType: 'BC', minDeposit: 100, maxDeposit: 20000 }], nicknameRequired: 'Y' },
        { channelName: 'no vendor id' },
      ],
    },
    EMPTY: { channels: [] },
    PG: { channels: [{ vendorId: 'PG1', fixAmounts: [100, 200], fixAmountOnly: 'Y' }] },
    junk: 'x',
  };

  it('reads the groups in the platform order and leaves out groups without a usable channel', () => {
    const groups = readDepositChannels(reply);
    expect(groups.map((g) => [g.payId, g.name, g.channels.length])).toEqual([
      ['BANK', 'Bank transfer', 1],
      ['PG', 'PG', 1],
    ]);
  });

  it('reads limits, charges and amounts as cents', () => {
    const [bank] = readDepositChannels(reply)[0]!.channels;
    expect(bank).toMatchObject({ vendorId: 'BT1', minCents: 10000, maxCents: 5000000, chargePercent: 1.5, chargeMinCents: 500, chargeMaxCents: 10000, chargeFixedCents: 0, fixedAmounts: [50000, 100000], fixedOnly: false, suggestedAmounts: [20000, 30000], nicknameRequired: true });
    expect(bank!.banks).toEqual([{ bankCode: 'BDO', bankType: 'BC', name: 'BDO', minCents: 10000, maxCents: 2000000 }]);
  });

  it('takes fixAmountOnly only with fixed amounts', () => {
    expect(readDepositChannels(reply)[1]!.channels[0]!.fixedOnly).toBe(true);
    expect(readDepositChannels({ X: { channels: [{ vendorId: 'a', fixAmountOnly: 'Y' }] } })[0]!.channels[0]!.fixedOnly).toBe(false);
  });

  it.each([null, [], 'x', 3])('reads %j as no groups', (raw) => {
    expect(readDepositChannels(raw)).toEqual([]);
  });
});

describe('readDepositOrder', () => {
  it.each<[string, unknown, string | null]>([
    ['a redirect to the payment page', { redirectUrl: 'https://pay.example.test/p?id=1', depositId: 'D1', amount: '100' }, 'redirect'],
    ['a same-origin redirect', { redirectUrl: '/cdn/preview-pay?d=1', depositId: 'D1' }, 'redirect'],
    ['a javascript: redirect is never opened: the bank details, if any', { redirectUrl: 'javascript:alert(1)', accountNumber: '1234' }, 'bank'],
    ['a javascript: redirect and nothing else', { redirectUrl: 'javascript:alert(1)' }, null],
    ['bank details (defaultPage false)', { defaultPage: false, redirectUrl: 'https://x.test', accountNumber: '0012-3456', bankName: 'BDO', bankCardName: 'Juan' }, 'bank'],
    ['nothing usable', { success: true }, null],
  ])('%s', (_n, raw, kind) => {
    expect(readDepositOrder(raw)?.kind ?? null).toBe(kind);
  });

  it('keeps a QR text for drawing and an image URL only when safe', () => {
    const text = readDepositOrder({ accountNumber: '1', defaultPageQr: '00020101021226' });
    expect(text).toMatchObject({ qr: '00020101021226', qrImage: null });
    const image = readDepositOrder({ accountNumber: '1', defaultPageQr: 'https://cdn.example.test/qr.png' });
    expect(image).toMatchObject({ qr: null, qrImage: 'https://cdn.example.test/qr.png' });
  });
});

describe('readDepositRecords', () => {
  it('reads rows with known states and leaves out the rest', () => {
    const reply = { list: [{ depositId: 'D1', amount: '100.5', state: 'S', createTime: 1_700_000_000_000 }, { depositId: 'D2', amount: 5, state: '??' }, { amount: 3, state: 'P' }], totalPages: '3' };
    expect(readDepositRecords(reply)).toEqual({ rows: [{ depositId: 'D1', cents: 10050, state: 'S', time: 1_700_000_000_000, channelName: null }], totalPages: 3 });
  });
});
