import Ajv from 'ajv';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FLAG } from '../../contract/flags';
import { multiTransferBody, readMultiTransferResult } from '../../contract/multiTransfer';
import type { ContractEntry } from '../../contract/readers/agent';
import { readReport, readContractInfo, readMrInfo, readMrRecords, toBasisPoints, basisPointsToRate } from '../../contract/readers/agent';
import { AGENT_MENU, agentMenuKeyVisible, registeredAgentPage, type AgentMenuStore } from '../../shell/agentCentre';
import './slots';
import { contractsEndedBy, envelopeAmounts, envelopeErrorPlace, formatRate, mrStatusKey, offerRate, pagePicked, sumColumns, togglePage, type EnvelopeMode } from './rules';

describe('report totals', () => {
  it.each([
    [[], { bet: 0, win: 0 }],
    [[{ bet: 1050, win: 0 }, { bet: 2, win: 99_999 }], { bet: 1052, win: 99_999 }],
    [[{ bet: -500, win: 10 }, { bet: 500, win: -10 }], { bet: 0, win: 0 }],
    [[{ bet: 0.1 as unknown as number, win: 5 }], { bet: 0, win: 5 }],
  ])('sums %j', (rows, expected) => expect(sumColumns(rows, ['bet', 'win'] as const)).toEqual(expected));

  it('reads a report page in cents, its footer as the totals, rows without a label left out', () => {
    const page = readReport({ list: [{ customerName: 'a1', customerId: 7, betAmount: '1,000.10', winAmount: 5 }, { betAmount: '3' }, { customerName: 'b2', betAmount: '0.20' }], totalPages: '2', footer: { betAmount: '1000.30', winAmount: '5.00' } }, ['customerName'], ['betAmount', 'winAmount'] as const);
    expect(page.rows.map((r) => [r.label, r.customerId, r.money.betAmount])).toEqual([['a1', '7', 100_010], ['b2', null, 20]]);
    expect(page.totals).toEqual({ betAmount: 100_030, winAmount: 500 });
    expect(page.totalPages).toBe(2);
    expect(sumColumns(page.rows.map((r) => r.money), ['betAmount'] as const).betAmount).toBe(page.totals!.betAmount);
  });
});

describe('contract rates', () => {
  it.each([
    ['0.0150', 150], [0.015, 150], ['0.3', 3000], ['1', 10_000], ['', null], ['-0.1', null], ['abc', null], ['2', null],
  ])('%j is %j basis points', (raw, bp) => expect(toBasisPoints(raw)).toBe(bp));

  it.each([[150, '0.0150'], [3000, '0.3000'], [10_000, '1.0000'], [0, '0.0000']])('%d bp is sent as %s', (bp, text) => expect(basisPointsToRate(bp)).toBe(text));

  it.each<[string, number, number, ReturnType<typeof offerRate>]>([
    ['1.5', 200, 10, { bp: 150 }],
    ['1.50%', 200, 10, { bp: 150 }],
    ['2', 200, 10, { bp: 200 }],
    ['2.1', 200, 10, { problem: 'aboveOwn' }],
    ['1.55', 200, 10, { problem: 'step' }],
    ['0', 200, 10, { problem: 'zero' }],
    ['', 200, 10, { problem: 'empty' }],
    ['1.234', 200, 10, { problem: 'format' }],
    ['abc', 200, 10, { problem: 'format' }],
    ['0.5', 0, 10, { problem: 'aboveOwn' }],
  ])('offering %s with %d bp of my own (step %d)', (input, own, step, expected) => expect(offerRate(input, own, step)).toEqual(expected));

  it.each([[150, '1.50%'], [5, '0.05%'], [3000, '30.00%']])('%d bp reads %s', (bp, text) => expect(formatRate(bp)).toBe(text));

  const given = (rateBp: number, status: ContractEntry['status'], name = `d${rateBp}`): ContractEntry => ({ contractId: name, customerId: null, customerName: name, rateBp, status, at: null });
  it.each<[number, ContractEntry[], string[]]>([
    [100, [], []],
    [100, [given(50, 'A'), given(100, 'A')], []],
    [100, [given(150, 'A'), given(120, 'P'), given(110, 'R'), given(130, 'T'), given(140, 'E')], ['d150', 'd120']],
    [40, [given(50, 'A'), given(30, 'A')], ['d50']],
  ])('accepting %d bp ends %j -> %j', (rate, list, ended) => expect(contractsEndedBy(rate, list).map((c) => c.customerName)).toEqual(ended));

  it('reads a contract info reply: offers to me only while pending, unknown statuses left out', () => {
    const info = readContractInfo({ own: { contractId: 'C1', rate: '0.02', status: 'A', customerName: 'up' }, step: '0.001', offers: [{ contractId: 'C2', rate: '0.01', status: 'P', customerName: 'up' }, { contractId: 'C3', rate: '0.01', status: 'A' }], downlines: [{ contractId: 'C4', rate: '0.005', status: 'Z' }, { contractId: 'C5', rate: '0.005', status: 't', customerId: 9 }] });
    expect(info.own?.rateBp).toBe(200);
    expect(info.maxBp).toBe(200);
    expect(info.stepBp).toBe(10);
    expect(info.offers.map((o) => o.contractId)).toEqual(['C2']);
    expect(info.downlines.map((d) => [d.contractId, d.status, d.customerId])).toEqual([['C5', 'T', '9']]);
  });
});

describe('the red envelope and manual daily salary entries (the menu rule, §20)', () => {
  const store = (mrDailySalary: boolean): AgentMenuStore => ({ showHourSalary: false, mrDailySalary, showRealTimeSalary: false, dailySalary: {}, hasMerchantWallet: false });
  it.each<[string, Record<string, boolean>, boolean, boolean]>([
    // key, flags, store mrDailySalary, shown
    [FLAG.AGENT_TRANSFER_MULTIPLE, { [FLAG.AGENT_TRANSFER_MULTIPLE]: true }, false, true],
    [FLAG.AGENT_TRANSFER_MULTIPLE, { [FLAG.AGENT_TRANSFER_MULTIPLE]: false }, true, false],
    [FLAG.AGENT_TRANSFER_MULTIPLE, {}, true, false],
    [FLAG.AGENT_MR_DAILY_SALARY, { [FLAG.AGENT_MR_DAILY_SALARY]: true }, true, true],
    [FLAG.AGENT_MR_DAILY_SALARY, { [FLAG.AGENT_MR_DAILY_SALARY]: true }, false, false],
    [FLAG.AGENT_MR_DAILY_SALARY, { [FLAG.AGENT_MR_DAILY_SALARY]: false }, true, false],
    [FLAG.AGENT_MR_DAILY_SALARY, { [FLAG.AGENT_MR_DAILY_SALARY_CONTRACT]: true }, true, false],
  ])('%s with %j and mrDailySalary %s: shown %s', (key, flags, mr, shown) => expect(agentMenuKeyVisible(key, flags, store(mr))).toBe(shown));

  it('fills both slots, each with its key', () => {
    expect(AGENT_MENU.find((m) => m.id === 'agentRedRain')?.key).toBe(FLAG.AGENT_TRANSFER_MULTIPLE);
    expect(AGENT_MENU.find((m) => m.id === 'agentMRDailySalary')?.key).toBe(FLAG.AGENT_MR_DAILY_SALARY);
    expect(registeredAgentPage('agentRedRain')).toBeDefined();
    expect(registeredAgentPage('agentMRDailySalary')).toBeDefined();
  });
});

describe('red envelope amounts', () => {
  it.each<[EnvelopeMode, number, number, ReturnType<typeof envelopeAmounts>]>([
    ['each', 10_050, 2, { amounts: [10_050, 10_050], totalCents: 20_100 }],
    ['each', 1, 3, { amounts: [1, 1, 1], totalCents: 3 }],
    ['each', 33_333, 3, { amounts: [33_333, 33_333, 33_333], totalCents: 99_999 }],
    ['split', 10_000, 3, { amounts: [3334, 3333, 3333], totalCents: 10_000 }],
    ['split', 10_001, 4, { amounts: [2501, 2500, 2500, 2500], totalCents: 10_001 }],
    ['split', 30, 3, { amounts: [10, 10, 10], totalCents: 30 }],
    ['split', 2, 3, { problem: 'tooSmall' }],
    ['each', 0, 2, { problem: 'zero' }],
    ['split', 500, 0, { problem: 'noRecipients' }],
    ['each', 100, 51, { problem: 'tooMany' }],
  ])('%s of %d cents to %d', (mode, cents, n, expected) => expect(envelopeAmounts(mode, cents, n)).toEqual(expected));

  it('a split always adds up to the total, the parts a cent apart at most', () => {
    for (const [total, n] of [[1_000_003, 7], [99, 50], [123_456_789, 13]] as const) {
      const r = envelopeAmounts('split', total, n);
      if (!('amounts' in r)) throw new Error('no split');
      expect(r.amounts.reduce((s, a) => s + a, 0)).toBe(total);
      expect(Math.max(...r.amounts) - Math.min(...r.amounts)).toBeLessThanOrEqual(1);
    }
  });

  it.each([
    ['invalid.pw', 'password'], ['invalid.payment.pw', 'password'], ['not.exists.payment.password', 'password'],
    ['insufficient.balance', 'total'], ['downline.duplicate', 'form'], [null, 'form'],
  ] as const)('a refusal %s is shown at the %s', (code, place) => expect(envelopeErrorPlace(code)).toBe(place));

  it('builds the designed body the unconfirmed schema takes, and reads its reply in cents', () => {
    const schema = JSON.parse(readFileSync(join(process.cwd(), 'schemas/agent-transfer-multiple.schema.json'), 'utf8')) as Record<string, unknown>;
    // as compile-schemas.mjs builds its validators
    const ajv = new Ajv({ strict: true, allErrors: true, allowUnionTypes: true });
    ajv.addSchema(schema);
    const validBody = ajv.getSchema('agent-transfer-multiple.schema.json#/definitions/body')!;
    const body = multiTransferBody([{ customerId: '7', cents: 10_050 }, { customerId: '8', cents: 1 }], 'Pay2026x', '  thanks ');
    expect(body).toEqual({ transfers: [{ customerId: '7', amount: '100.50' }, { customerId: '8', amount: '0.01' }], password: 'Pay2026x', remark: 'thanks' });
    expect(validBody(body)).toBe(true);
    expect(multiTransferBody([{ customerId: '7', cents: 100 }], 'x')).not.toHaveProperty('remark');
    expect(validBody({ transfers: [{ customerId: '7', amount: '0.00' }], password: 'x' })).toBe(false);
    expect(validBody({ transfers: [], password: 'x' })).toBe(false);
    expect(ajv.getSchema('agent-transfer-multiple.schema.json#/definitions/reply')!({ total: '100.51', balance: '899.49', list: [{ customerId: 7, amount: '100.50', balance: '1,200.50' }] })).toBe(true);
    expect(readMultiTransferResult({ total: '100.51', balance: 899.49, list: [{ customerId: 7, customerName: 'a1', amount: '100.50', balance: '1,200.50' }, { amount: '1' }] })).toEqual({
      totalCents: 10_051, balanceCents: 89_949, list: [{ customerId: '7', username: 'a1', cents: 10_050, balanceCents: 120_050 }],
    });
  });
});

describe('manual daily salary', () => {
  it.each([['0', 'claimable'], ['1', 'claimed'], ['2', 'expired'], ['3', 'notPaid']] as const)('status %s reads %s', (s, key) => expect(mrStatusKey(s)).toBe(key));

  it('reads the rate table (rates as basis points, by minimum bet) and the records, unknown statuses left out', () => {
    expect(readMrInfo({ agent: { status: 'a', manualDailySalaryRates: [{ minimumBet: '50,000.00', activeMember: '10', rate: '0.008' }, { minimumBet: 10000, activeMember: 5, rate: 0.005 }, { minimumBet: 1 }] } })).toEqual({
      status: 'A', rates: [{ minimumBetCents: 1_000_000, activeMember: 5, rateBp: 50 }, { minimumBetCents: 5_000_000, activeMember: 10, rateBp: 80 }],
    });
    expect(readMrInfo(null)).toEqual({ status: null, rates: [] });
    const page = readMrRecords({ list: [{ id: 'R1', gameType: 'LIVE', balanceDate: '2026-03-01', teamBetting: '12,000.50', activeMember: 8, rate: '0.0050', amount: '60.00', status: '0' }, { id: 'R2', status: '9' }, { id: 3, status: 1, amount: 5 }], footer: { amount: '65.00' }, totalPages: 2 });
    expect(page.rows.map((r) => [r.id, r.status, r.cents, r.rateBp])).toEqual([['R1', '0', 6000, 50], ['3', '1', 500, 0]]);
    expect(page.totals).toEqual({ cents: 6500 });
    expect(formatRate(page.rows[0]!.rateBp)).toBe('0.50%');
  });
});

describe('the red envelope page\'s "pick everyone" box', () => {
  const d = (id: string) => ({ customerId: id });
  const ids = (xs: Array<{ customerId: string }>) => xs.map((x) => x.customerId).join(',');
  it.each<[string, string[], string[], 'all' | 'some' | 'none', string]>([
    // chosen, rows of the page, how much of the page is picked, the choice after the box
    ['nothing picked: the page is added', [], ['a', 'b'], 'none', 'a,b'],
    ['some of the page: the rest is added after', ['b'], ['a', 'b', 'c'], 'some', 'b,a,c'],
    ['all of the page: it lets them go', ['a', 'b'], ['a', 'b'], 'all', ''],
    ['picks of another page stay', ['x', 'a', 'b'], ['a', 'b'], 'all', 'x'],
    ['picks of another page stay when adding', ['x'], ['a'], 'none', 'x,a'],
    ['an empty page changes nothing', ['x'], [], 'none', 'x'],
  ])('%s', (_, chosen, rows, picked, after) => {
    expect(pagePicked(chosen.map(d), rows.map(d))).toBe(picked);
    expect(ids(togglePage(chosen.map(d), rows.map(d)))).toBe(after);
  });
});
