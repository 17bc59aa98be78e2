import { describe, expect, it } from 'vitest';
import { canMove, recallableCents, transferAmount } from './rules';

describe('transfer amount', () => {
  it.each([
    ['100', 10_000, { cents: 10_000 }],
    ['1,000.50', 100_050, { cents: 100_050 }],
    ['0.01', 1, { cents: 1 }],
    ['100.01', 10_000, { problem: 'insufficient' }],
    ['0', 10_000, { problem: 'zero' }],
    ['0.00', 10_000, { problem: 'zero' }],
    ['', 10_000, { problem: 'empty' }],
    ['12.345', 10_000, { problem: 'decimals' }],
    ['-5', 10_000, { problem: 'format' }],
    ['1e3', 10_000, { problem: 'format' }],
    ['0.1', 0, { problem: 'insufficient' }],
  ])('%j from a wallet of %d cents', (text, available, expected) => expect(transferAmount(text, available)).toEqual(expected));
});

describe('which wallets a move joins', () => {
  const main = { accountTypeId: 1, cents: 500, status: 'OK' };
  const jili = { accountTypeId: 21, cents: 0, status: 'OK' };
  const evo = { accountTypeId: 22, cents: 300, status: 'OK' };
  const closed = { accountTypeId: 23, cents: 300, status: 'MAINTENANCE' };
  it.each([
    [main, jili, true],
    [evo, main, true],
    [jili, evo, false],
    [main, main, false],
    [main, closed, false],
    [closed, main, false],
    [null, main, false],
  ])('%j to %j', (from, to, ok) => expect(canMove(from, to, 1)).toBe(ok));

  it('recall all brings back every vendor balance above zero', () => {
    expect(recallableCents([main, jili, evo, { ...closed, cents: 250 }], 1)).toBe(550);
    expect(recallableCents([main], 1)).toBe(0);
  });
});
