import { describe, expect, it } from 'vitest';
import type { ContractEntry } from '../../contract/readers/agent';
import { readReport, readContractInfo, toBasisPoints, basisPointsToRate } from '../../contract/readers/agent';
import { contractsEndedBy, formatRate, offerRate, sumColumns } from './rules';

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
