import { describe, expect, it } from 'vitest';
import type { DepositChannel } from '../../contract/readers/deposit';
import { depositCharge, depositLimits, limitProblem } from './rules';

const channel = (over: Partial<DepositChannel> = {}): DepositChannel => ({
  vendorId: 'PG',
  name: 'PG',
  minCents: 10_000,
  maxCents: 5_000_000,
  chargePercent: 0,
  chargeMinCents: null,
  chargeMaxCents: null,
  chargeFixedCents: 0,
  fixedAmounts: [],
  fixedOnly: false,
  suggestedAmounts: [],
  banks: [],
  nicknameRequired: false,
  ...over,
});
const settings = (firstDeposit: boolean, min: number | null) => ({ allowed: true, nonce: null, firstDeposit, minFirstDepositCents: min, successCount: firstDeposit ? 0 : 1 });

describe('deposit limits', () => {
  it.each([
    ['the channel alone', channel(), null, null, { minCents: 10_000, maxCents: 5_000_000 }],
    ['a bank narrower than the channel', channel(), { bankCode: 'B', bankType: 'BC', name: 'B', minCents: 50_000, maxCents: 1_000_000 }, null, { minCents: 50_000, maxCents: 1_000_000 }],
    ['a first-deposit minimum above the channel minimum', channel(), null, settings(true, 30_000), { minCents: 30_000, maxCents: 5_000_000 }],
    ['the first-deposit minimum once deposited', channel(), null, settings(false, 30_000), { minCents: 10_000, maxCents: 5_000_000 }],
    ['no limits at all', channel({ minCents: null, maxCents: null }), null, null, { minCents: null, maxCents: null }],
  ])('%s', (_name, ch, bank, s, expected) => expect(depositLimits(ch, bank, s)).toEqual(expected));
});

describe('deposit charge', () => {
  it.each([
    ['no charge', channel(), 100_000, 0],
    ['1.5% of 1,000.00', channel({ chargePercent: 1.5 }), 100_000, 1_500],
    ['1.5% of 333.33 rounds to the cent', channel({ chargePercent: 1.5 }), 33_333, 500],
    ['held at the minimum charge', channel({ chargePercent: 1.5, chargeMinCents: 500 }), 10_000, 500],
    ['held at the maximum charge', channel({ chargePercent: 1.5, chargeMaxCents: 20_000 }), 5_000_000, 20_000],
    ['plus a fixed part', channel({ chargePercent: 1, chargeFixedCents: 250 }), 100_000, 1_250],
    ['0.1 + 0.2 style fractions do not drift', channel({ chargePercent: 0.3 }), 10_010, 30],
  ])('%s', (_name, ch, amount, expected) => expect(depositCharge(ch, amount)).toBe(expected));
});

describe('limit problems', () => {
  const limits = { minCents: 10_000, maxCents: 100_000 };
  it.each([
    [9_999, channel(), { kind: 'below', minCents: 10_000 }],
    [10_000, channel(), null],
    [100_000, channel(), null],
    [100_001, channel(), { kind: 'above', maxCents: 100_000 }],
    [30_000, channel({ fixedOnly: true, fixedAmounts: [50_000] }), { kind: 'notFixed' }],
    [50_000, channel({ fixedOnly: true, fixedAmounts: [50_000] }), null],
  ])('%d cents', (amount, ch, expected) => expect(limitProblem(amount, limits, ch)).toEqual(expected));
});
