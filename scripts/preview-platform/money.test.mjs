// The preview platform's money: deposits credited (on their own or by the preview control), the
// balance and records that follow, withdrawals with the contract's refusals, and records paging.
import { resolve } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { encryptPayload } from '../../src/api/payloadCrypto.ts';
import { createPreviewPlatform } from './server.mjs';
import { POINT_TX_TYPE } from '../../src/contract/pointTransactions.ts';
import { memberTransactions } from '../../src/contract/calls/records.ts';

const brandsDir = resolve(import.meta.dirname, '../../brands');
let platform;
let base;
let clock = Date.parse('2026-03-01T10:00:00Z');

beforeAll(async () => {
  platform = createPreviewPlatform({ brandsDir, now: () => clock, log: () => {} });
  base = `http://127.0.0.1:${(await platform.listen(0)).port}`;
});
afterAll(() => platform.close());
beforeEach(() => {
  platform.state.reset();
  clock += 3_600_000;
});

async function call(method, path, { merchant = 'aurora', body, token, headers = {} } = {}) {
  const h = { Merchant: merchant, ...(token ? { Authorization: token } : {}), ...headers };
  if (body !== undefined) h['Content-Type'] = 'application/json';
  const res = await fetch(base + path, { method, headers: h, body: body === undefined ? undefined : JSON.stringify(body) });
  return res.json();
}

async function secure(method, path, payload, { merchant = 'aurora', token } = {}) {
  const key = await call('GET', `/wps/session/key/rsa?t=${clock}`, { merchant });
  const { body, encryption } = encryptPayload(payload, key.value);
  return call(method, path, { merchant, body, token, headers: { Encryption: encryption } });
}

async function tokenOf(username = 'juandelacruz', password = 'Aurora2025', merchant = 'aurora') {
  const r = await secure('POST', '/wps/session/login', { username, password, type: 'username', loginDeviceId: 'dev-1' }, { merchant });
  return r.value.token;
}

const total = async (token, merchant) => (await call('GET', '/wps/v2/wallets/balance', { token, merchant })).value.sumBalance;

describe('preview deposits', () => {
  it('credits an online order after its delay, in the balance and the account record', async () => {
    const token = await tokenOf();
    const before = await total(token);
    const order = await call('POST', '/wps/relay/MCSFE_depositByLaunchUrl', { token, body: { amount: '250.50', vendorId: 'PAYGATE', bankCode: '', bankType: '' } });
    expect(order).toMatchObject({ success: true, value: { redirectUrl: expect.stringMatching(/^\/__preview\/pay\?/), amount: '250.50' } });
    expect(await total(token)).toBe(before);
    clock += 5_000;
    expect(await total(token)).toBeCloseTo(before + 250.5, 2);
    const tx = await call('GET', `${memberTransactions.path}?startTime=${clock - 60_000}&endTime=${clock}&page=1&size=13`, { token });
    expect(tx.value.list[0]).toMatchObject({ amount: '250.50', txTypeId: 1001 });
  });

  it('keeps a bank transfer pending until the preview control credits or fails it', async () => {
    const token = await tokenOf();
    const before = await total(token);
    const order = await call('POST', '/wps/relay/MCSFE_depositByLaunchUrl', { token, body: { amount: '1000.00', vendorId: 'BANKTRANSFER', bankCode: 'BDO', bankType: 'BC' } });
    expect(order.value).toMatchObject({ defaultPage: false, accountNumber: expect.any(String), depositId: expect.any(String) });
    clock += 60_000;
    expect(await total(token)).toBe(before);
    expect(await call('POST', '/__preview/money/deposit', { body: { username: 'juandelacruz', depositId: order.value.depositId } })).toMatchObject({ value: { state: 'S' } });
    expect(await total(token)).toBeCloseTo(before + 1000, 2);
    expect(await call('POST', '/__preview/money/deposit', { body: { username: 'juandelacruz', depositId: order.value.depositId } })).toMatchObject({ success: false });
  });

  it.each([
    ['10.00', 'deposit.amount.below.minimum'],
    ['999999.00', 'deposit.amount.exceed'],
    ['10.123', 'invalid.amount'],
  ])('refuses %s with %s', async (amount, code) => {
    const token = await tokenOf();
    expect(await call('POST', '/wps/relay/MCSFE_depositByLaunchUrl', { token, body: { amount, vendorId: 'PAYGATE' } })).toMatchObject({ success: false, errorCode: code });
  });
});

describe('preview withdrawals', () => {
  it('refuses without an account, a payment password and turnover, then pays', async () => {
    const token = await tokenOf();
    const w = (extra) => secure('POST', '/wps/v2/transaction/withdraw', { amount: '100.00', currentWithdrawType: 'BC', check: 'V2', ...extra }, { token });
    expect(await w({ bankCardId: 'none', password: '123456' })).toMatchObject({ errorCode: 'withdraw_not_supported' });
    const card = await secure('PUT', '/wps/v2/member/bankCards', { bankCode: 'BDO', cardNumber: '1234567890', payeeName: 'Juan Dela Cruz', type: 'BC' }, { token });
    const bankCardId = card.value.bankCardId;
    expect(await w({ bankCardId, password: '123456' })).toMatchObject({ errorCode: 'not.exists.payment.password' });
    expect(await secure('PUT', '/wps/member/paymentPassword', { paymentPassword: '123456', confirmPaymentPassword: '123456' }, { token })).toMatchObject({ success: true });
    expect(await w({ bankCardId, password: '654321' })).toMatchObject({ errorCode: 'invalid.payment.pw' });
    await call('POST', '/__preview/money/turnover', { body: { username: 'juandelacruz', required: '500.00', actual: '120.25' } });
    expect(await w({ bankCardId, password: '123456' })).toMatchObject({ errorCode: 'withdraw_turnover_not_enough', value: { data: { requiredTurnover: '500.00', actualTurnover: '120.25' } } });
    await call('POST', '/__preview/money/turnover', { body: { username: 'juandelacruz', actual: '500.00' } });
    const before = await total(token);
    expect(await w({ bankCardId, password: '123456' })).toMatchObject({ success: true });
    expect(await total(token)).toBeCloseTo(before - 100, 2);
    expect(await call('POST', '/__preview/money/withdrawal', { body: { username: 'juandelacruz', outcome: 'reject' } })).toMatchObject({ value: { status: 3 } });
    expect(await total(token)).toBeCloseTo(before, 2);
  });
  it('charges a fee where the brand has one, writes it in the account record, and gives it back with a refused withdrawal', async () => {
    const merchant = 'ember'; // its fixture charges 1%
    // ember's log-in asks for a human check: the preview's own log-in gives the session
    const token = (await call('POST', '/__preview/login', { merchant, body: { username: 'player01' } })).value.token;
    const card = await secure('PUT', '/wps/v2/member/bankCards', { bankCode: 'BDO', cardNumber: '1234567890', payeeName: 'Juan Dela Cruz', type: 'BC' }, { merchant, token });
    const before = await total(token, merchant);
    const sent = await secure('POST', '/wps/v2/transaction/withdraw', { amount: '300.00', currentWithdrawType: 'BC', check: 'V2', bankCardId: card.value.bankCardId, password: 'Ember#2025' }, { merchant, token });
    expect(sent).toMatchObject({ success: true });
    expect(await total(token, merchant)).toBeCloseTo(before - 303, 2);
    const log = await call('GET', `${memberTransactions.path}?startTime=${clock - 86_400_000}&endTime=${clock + 1}&page=1&size=5`, { merchant, token });
    const newest = log.value.list.slice(0, 2).map((r) => [r.remark, r.amount]);
    expect(newest).toEqual(expect.arrayContaining([[`Withdrawal ${sent.value.withdrawId}`, '-300.00'], [`Withdrawal fee ${sent.value.withdrawId}`, '-3.00']]));
    await call('POST', '/__preview/money/withdrawal', { merchant, body: { username: 'player01', outcome: 'reject' } });
    expect(await total(token, merchant)).toBeCloseTo(before, 2);
  });
});

describe('preview records', () => {
  it('pages 60 days of generated play the same way on every start', async () => {
    const token = await tokenOf();
    const q = `startTime=${clock - 60 * 86_400_000}&endTime=${clock}&size=13`;
    const first = await call('GET', `${memberTransactions.path}?${q}&page=1`, { token });
    expect(first.value.totalPages).toBeGreaterThan(1);
    expect(first.value.list).toHaveLength(13);
    platform.state.reset();
    const again = await call('GET', `${memberTransactions.path}?${q}&page=1`, { token: await tokenOf() });
    expect(again.value.list.map((r) => r.amount)).toEqual(first.value.list.map((r) => r.amount));
  });

  it('refuses a bet range over 44 days', async () => {
    const token = await tokenOf();
    expect(await call('GET', `/wps/relay/ODSFE2_RNGOrders?startDate=${clock - 50 * 86_400_000}&endDate=${clock}`, { token })).toMatchObject({ errorCode: 'date.range.too.long' });
  });
});

describe('preview transfers', () => {
  const wallet = (balances, id) => Math.round(balances.value.balance.find((w) => w.accountTypeId === id).availBalance * 100);
  const player = async (merchant, body = {}) => (await call('POST', '/__preview/money/player', { merchant, body: { username: `t${clock}`, balance: 1000, password: 'Secret2026', ...body } })).value.token;

  it('moves money main ↔ vendor on a brand of several wallets, refuses more than the wallet holds, and recalls all', async () => {
    const token = await player('ember');
    const balances = () => call('GET', '/wps/v2/wallets/balance', { token, merchant: 'ember' });
    const move = (from, to, amount) => call('POST', '/wps/relay/GCS_walletTransfer', { token, merchant: 'ember', body: { accept: true, accountTypeId: 0, customerId: 1, fromAccountTypeId: from, toAccountTypeId: to, amount } });
    expect(await move(1, 21, '250.50')).toMatchObject({ success: true, value: { successAmount: '250.50' } });
    expect(await move(21, 1, '250.51')).toMatchObject({ success: false, errorCode: 'insufficient.balance' });
    expect(await move(21, 22, '1')).toMatchObject({ success: true });
    expect(await move(1, 21, '0')).toMatchObject({ success: false, errorCode: 'invalid.amount' });
    expect(await move(1, 99, '1')).toMatchObject({ success: false, errorCode: 'invalid.wallet' });
    let b = await balances();
    expect([wallet(b, 1), wallet(b, 21), wallet(b, 22)]).toEqual([74_950, 24_950, 100]);
    expect(await call('POST', '/wps/relay/GCS_walletReturn', { token, merchant: 'ember', body: { customerId: 1 } })).toMatchObject({ success: true });
    b = await balances();
    expect([wallet(b, 1), wallet(b, 21), wallet(b, 22)]).toEqual([100_000, 0, 0]);
  });

  it('has no transfers on a single-wallet brand', async () => {
    const token = await player('aurora');
    expect(await call('POST', '/wps/relay/GCS_walletTransfer', { token, body: { fromAccountTypeId: 1, toAccountTypeId: 21, amount: '1' } })).toMatchObject({ success: false, errorCode: 'function.not.available' });
  });

  it('sends to the upline with the login password, only to a player with an upline', async () => {
    const token = await player('aurora');
    expect(await secure('PUT', '/wps/member/transferUpline', { transferAmount: '300.00', password: 'wrong', remark: '' }, { token })).toMatchObject({ success: false, errorCode: 'invalid.password' });
    expect(await secure('PUT', '/wps/member/transferUpline', { transferAmount: '1000.01', password: 'Secret2026', remark: '' }, { token })).toMatchObject({ success: false, errorCode: 'insufficient.balance' });
    expect(await secure('PUT', '/wps/member/transferUpline', { transferAmount: '300.00', password: 'Secret2026', remark: 'rent' }, { token })).toMatchObject({ success: true });
    expect(await total(token)).toBeCloseTo(700, 2);
    clock += 1;
    const alone = await player('aurora', { username: `u${clock}`, toUpline: false });
    expect(await secure('PUT', '/wps/member/transferUpline', { transferAmount: '1.00', password: 'Secret2026', remark: '' }, { token: alone })).toMatchObject({ success: false, errorCode: 'function.not.available' });
  });
});

describe('preview record totals', () => {
  const sum = (rows, key) => rows.reduce((s, r) => s + Math.round(Number(r[key]) * 100), 0);
  async function allPages(token, path) {
    const rows = [];
    for (let page = 1; ; page += 1) {
      const r = (await call('GET', `${path}&page=${page}&size=13`, { token })).value;
      rows.push(...r.list);
      if (page >= r.totalPages) return { rows, footer: r.footer };
    }
  }

  it('gives footers equal to the rows over every page: bets, bonuses, profit and loss', async () => {
    const token = await tokenOf();
    const bets = await allPages(token, `/wps/relay/ODSFE2_RNGOrders?startDate=${clock - 40 * 86_400_000}&endDate=${clock}`);
    expect(bets.rows.length).toBeGreaterThan(0);
    for (const key of ['betAmount', 'winAmount', 'profitAndLoss']) expect(Math.round(Number(bets.footer[key]) * 100)).toBe(sum(bets.rows, key));
    const bonuses = await allPages(token, `/wps/relay/PROMOFE_getClaimHistory?claimDateFrom=${clock - 60 * 86_400_000}&claimDateTo=${clock}`);
    expect(bonuses.rows.length).toBeGreaterThan(13);
    expect(Math.round(Number(bonuses.footer.totalBonus) * 100)).toBe(sum(bonuses.rows, 'bonusAmount'));
    const day = (ms) => new Date(ms).toISOString().slice(0, 10);
    const pnl = (category) => allPages(token, `/wps/relay/ODSFE2_MemPNLDet?gameCategory=${category}&startDate=${day(clock - 30 * 86_400_000)}&endDate=${day(clock)}`);
    const all = await pnl('CONS');
    expect(Math.round(Number(all.footer.totalPNL) * 100)).toBe(sum(all.rows, 'totalPNL'));
    const slots = await pnl('RNG');
    expect(Number(slots.footer.loseAmount)).toBeLessThan(Number(all.footer.loseAmount));
    expect(Number(slots.footer.totalPromotion)).toBe(0);
  });
});

describe('preview points in the account record', () => {
  it('answers the point types with the points ledger (amount in points, the points after), and leaves points out of the money record', async () => {
    const token = await tokenOf();
    const range = `startTime=${clock - 60 * 86_400_000}&endTime=${clock}&page=1&size=50`;
    const ids = Object.values(POINT_TX_TYPE).join(',');
    const opening = (await call('GET', '/wps/relay/MCS2_getPointBalance', { token })).value;
    const points = await call('GET', `${memberTransactions.path}?${range}&txTypeIds=${ids}`, { token });
    expect(points.value.list).toEqual([expect.objectContaining({ amount: opening, currentAvailBalance: opening, txTypeId: POINT_TX_TYPE.earned })]);
    const money = await call('GET', `${memberTransactions.path}?${range}`, { token });
    expect(money.value.list.some((r) => Object.values(POINT_TX_TYPE).includes(r.txTypeId))).toBe(false);
  });
});
