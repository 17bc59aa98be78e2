/**
 * The record replies (platform-contract-member-agent.md §9): a page of rows (`list`, `totalPages`,
 * `footer` totals) read by one pager, and each record's rows. Personal P/L renames its raw keys as
 * the real client does. Amounts are whole cents.
 */
import type { JsonObject } from '../findings';
import { readRecordPage } from './recordPage';
import { cents, int, text, time } from './values';

/** The longest range the platform answers for a record, in days (bets: the real client's `dateLimit`). */
export const RECORD_RANGE_DAYS = { bets: 44, transactions: 90, pnl: 90, bonus: 90 } as const;
export const RECORD_PAGE_SIZE = 13;
/** The betting record's game categories with an order call (calls/records.ts *Orders); the real client shows one tab per vendor lane. */
export const BET_CATEGORIES = ['RNG', 'LIVE', 'FISH', 'SPORTS', 'PVP', 'ELOTT'] as const;
export type BetCategory = (typeof BET_CATEGORIES)[number];
/** The profit and loss page's `gameCategory` values, CONS being every category together. */
export const PNL_CATEGORIES = ['CONS', 'LIVE', 'SPORTS', 'PVP', 'RNG', 'FISH', 'LOTT', 'ELOTT'] as const;
export type PnlCategory = (typeof PNL_CATEGORIES)[number];
/** Transaction types the real client always leaves out of the account record. */
export const EXCLUDED_TX_TYPES = '6231,4203,4223,6156,4253';

export type { RecordPage } from './recordPage';

export interface TransactionRow {
  id: string;
  time: number | null;
  txTypeId: number;
  cents: number;
  remark: string | null;
  balanceCents: number | null;
}

export const readTransactions = (raw: unknown) =>
  readRecordPage<TransactionRow, null>(
    raw,
    (r, i) => {
      const txTypeId = int(r.txTypeId);
      const amount = cents(r.amount);
      if (txTypeId === null || amount === null) return null;
      return { id: text(r.txId, 60) ?? `tx-${i}`, time: time(r.txTimeInTimestamp ?? r.txTime), txTypeId, cents: amount, remark: text(r.remark, 200), balanceCents: cents(r.currentAvailBalance) };
    },
    () => null,
  );

export interface BetRow {
  orderNo: string;
  time: number | null;
  gameName: string;
  betCents: number;
  validCents: number;
  winCents: number;
  pnlCents: number;
  status: string | null;
}

export interface BetTotals {
  betCents: number;
  validCents: number;
  winCents: number;
  pnlCents: number;
}

export const readBets = (raw: unknown) =>
  readRecordPage<BetRow, BetTotals>(
    raw,
    (r, i) => {
      const bet = cents(r.betAmount);
      if (bet === null) return null;
      const win = cents(r.winAmount) ?? 0;
      return {
        orderNo: text(r.orderNo, 80) ?? `bet-${i}`,
        time: time(r.betTimeInTimestamp ?? r.transTimeInTimestamp),
        gameName: text(r.gameName ?? r.eventName, 120) ?? '',
        betCents: bet,
        validCents: cents(r.validBetAmount) ?? 0,
        winCents: win,
        pnlCents: cents(r.profitAndLoss) ?? win - bet,
        status: text(r.status, 30),
      };
    },
    (f) => ({ betCents: cents(f.betAmount) ?? 0, validCents: cents(f.validBetAmount) ?? 0, winCents: cents(f.winAmount) ?? 0, pnlCents: cents(f.profitAndLoss) ?? 0 }),
  );

export interface PnlFigures {
  depositCents: number;
  withdrawCents: number;
  betCents: number;
  validCents: number;
  winCents: number;
  rebateCents: number;
  promotionCents: number;
  pnlCents: number;
}

export interface PnlRow extends PnlFigures {
  date: string;
}

const sum = (...values: unknown[]) => values.reduce<number>((total, v) => total + (cents(v) ?? 0), 0);

/** The real client's renames: totalDeposit→deposit, loseAmount/totalExpense→bet, totalIncome→win, rebate with commission and salary, promotion with profit sharing. */
function pnlFigures(r: JsonObject): PnlFigures {
  return {
    depositCents: cents(r.totalDeposit) ?? 0,
    withdrawCents: cents(r.totalWithdraw) ?? 0,
    betCents: cents(r.loseAmount ?? r.totalExpense) ?? 0,
    validCents: cents(r.validBetAmount) ?? 0,
    winCents: cents(r.totalIncome) ?? 0,
    rebateCents: sum(r.totalRebate, r.agentCommission, r.dailySalary),
    promotionCents: sum(r.totalPromotion, r.profitSharing),
    pnlCents: cents(r.totalPNL) ?? 0,
  };
}

export const readPnl = (raw: unknown) =>
  readRecordPage<PnlRow, PnlFigures>(
    raw,
    (r) => {
      const date = text(r.balanceDate, 20);
      return date ? { date, ...pnlFigures(r) } : null;
    },
    pnlFigures,
  );

export interface BonusRow {
  id: string;
  time: number | null;
  name: string;
  bonusCents: number;
  points: number;
  status: string | null;
}

export const readBonuses = (raw: unknown) =>
  readRecordPage<BonusRow, { bonusCents: number; points: number }>(
    raw,
    (r, i) => {
      const bonus = cents(r.bonusAmount ?? r.bonus);
      if (bonus === null) return null;
      return { id: text(r.claimId ?? r.id, 60) ?? `bonus-${i}`, time: time(r.claimDate), name: text(r.promoName, 120) ?? '', bonusCents: bonus, points: int(r.pointAmount) ?? 0, status: text(r.status, 30) };
    },
    (f) => ({ bonusCents: cents(f.totalBonus) ?? 0, points: int(f.totalPoint) ?? 0 }),
  );
