import { describe, expect, it } from 'vitest';
import { readBets, readBonuses, readPnl, readTransactions } from './records';

describe('readTransactions', () => {
  it('reads rows, pages, and leaves out a row without a type or amount', () => {
    const page = readTransactions({ list: [{ txId: 1, txTimeInTimestamp: 10, txTypeId: '1001', amount: '100.5', remark: 'Deposit' }, { txTypeId: 1 }, { amount: 3 }], totalPages: 4 });
    expect(page).toEqual({ rows: [{ id: '1', time: 10, txTypeId: 1001, cents: 10050, remark: 'Deposit', balanceCents: null }], totalPages: 4, totals: null });
  });

  it.each([null, 'x', { list: 'no' }])('reads %j as one empty page', (raw) => {
    expect(readTransactions(raw)).toEqual({ rows: [], totalPages: 1, totals: null });
  });
});

describe('readBets', () => {
  it('reads rows and the footer totals; P/L is win minus bet when the row has none', () => {
    const page = readBets({ list: [{ orderNo: 'A1', betTimeInTimestamp: 5, gameName: 'Fortune', betAmount: '10', validBetAmount: 10, winAmount: '25.5' }], totalPages: '2', footer: { betAmount: 10, validBetAmount: '10', winAmount: 25.5, profitAndLoss: '15.5' } });
    expect(page.rows[0]).toMatchObject({ orderNo: 'A1', betCents: 1000, winCents: 2550, pnlCents: 1550 });
    expect(page.totals).toEqual({ betCents: 1000, validCents: 1000, winCents: 2550, pnlCents: 1550 });
    expect(page.totalPages).toBe(2);
  });
});

describe('readPnl', () => {
  it('renames the raw keys as the real client does', () => {
    const page = readPnl({ list: [{ balanceDate: '2026-01-02', totalDeposit: 100, totalWithdraw: 50, loseAmount: 30, totalIncome: 40, totalRebate: 1, agentCommission: 2, dailySalary: 3, totalPromotion: 4, profitSharing: 5, totalPNL: '10.10', validBetAmount: 30 }], footer: { totalExpense: 30, totalPNL: 10.1 } });
    expect(page.rows[0]).toEqual({ date: '2026-01-02', depositCents: 10000, withdrawCents: 5000, betCents: 3000, validCents: 3000, winCents: 4000, rebateCents: 600, promotionCents: 900, pnlCents: 1010 });
    expect(page.totals).toMatchObject({ betCents: 3000, pnlCents: 1010 });
  });
});

describe('readBonuses', () => {
  it('reads rows and totals', () => {
    expect(readBonuses({ list: [{ claimId: 'c', claimDate: 1, promoName: 'Welcome', bonusAmount: '88.8', pointAmount: 5, status: 'CLAIMED' }], footer: { totalBonus: 88.8, totalPoint: 5 } })).toEqual({
      rows: [{ id: 'c', time: 1, name: 'Welcome', bonusCents: 8880, points: 5, status: 'CLAIMED' }],
      totalPages: 1,
      totals: { bonusCents: 8880, points: 5 },
    });
  });
});
