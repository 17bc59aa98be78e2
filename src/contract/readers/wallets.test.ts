import { describe, expect, it } from 'vitest';
import { readWallets } from './wallets';

const main = { accountTypeId: 1, accountName: 'MAIN', displayName: 'Main wallet', availBalance: 100.5, status: 'OK' };
const vendor = { accountTypeId: 101, accountName: 'AG', displayName: 'AG Live', availBalance: '20.25', status: 'OK' };
const points = { accountTypeId: 9, accountName: 'POINT', availBalance: 5000 };

describe('readWallets', () => {
  it.each<[string, unknown, { total: number; single: boolean; ids: number[] }]>([
    ['balances with sumBalance', { balances: [main, vendor], sumBalance: '120.75', isSingle: false }, { total: 12075, single: false, ids: [1, 101] }],
    ['the alias balance, no sumBalance: the sum without types 0 and 9', { balance: [vendor, main, points, { accountTypeId: 0, availBalance: 7 }] }, { total: 12075, single: false, ids: [1, 101] }],
    ['one wallet is single even without isSingle', { balance: [{ accountTypeId: 2, accountName: 'MAIN', availBalance: 0.25 }], sumBalance: 0.25 }, { total: 25, single: true, ids: [2] }],
    ['isSingle "Y"', { balances: [main, vendor], isSingle: 'Y' }, { total: 12075, single: true, ids: [1, 101] }],
    ['the live shape: sumBalance only', { sumBalance: 0.25, currency: 'BDT' }, { total: 25, single: false, ids: [] }],
    ['no float drift in the sum', { balances: [{ ...main, availBalance: 0.1 }, { ...vendor, availBalance: 0.2 }] }, { total: 30, single: false, ids: [1, 101] }],
    ['a wallet without an id is left out', { balances: [main, { accountName: 'X', availBalance: 3 }] }, { total: 10050, single: true, ids: [1] }],
    ['not an object', 'oops', { total: 0, single: false, ids: [] }],
  ])('%s', (_name, raw, expected) => {
    const w = readWallets(raw);
    expect({ total: w.totalCents, single: w.single, ids: w.wallets.map((x) => x.accountTypeId) }).toEqual(expected);
  });

  it('puts the main wallet first and names a wallet by its account name when it has no display name', () => {
    const w = readWallets({ balances: [{ accountTypeId: 102, accountName: 'PT', availBalance: 1 }, main], currency: 'PHP', currencySymbol: '₱' });
    expect(w.main?.accountTypeId).toBe(1);
    expect(w.wallets[1]).toEqual({ accountTypeId: 102, name: 'PT', displayName: 'PT', cents: 100, status: 'OK' });
    expect([w.currency, w.currencySymbol]).toEqual(['PHP', '₱']);
  });
});
