/**
 * What changed in the player's money between two looks at the deposits and withdrawals of the
 * last two days: a deposit credited or failed, a withdrawal paid or refused. Pure, unit-tested.
 */
import type { DepositRecord } from '../../../contract/readers/deposit';
import { WITHDRAW_STATUS, type WithdrawRecord } from '../../../contract/readers/withdraw';

export type MoneyEvent =
  | { kind: 'depositCredited' | 'depositFailed'; id: string; cents: number; channel: string | null }
  | { kind: 'withdrawApproved' | 'withdrawRejected'; id: string; cents: number; channel: string | null };

export interface MoneyLook {
  deposits: DepositRecord[];
  withdrawals: WithdrawRecord[];
}

const settledWithdraw = (status: number): 'withdrawApproved' | 'withdrawRejected' | null =>
  status === WITHDRAW_STATUS.SUCCESS ? 'withdrawApproved' : WITHDRAW_STATUS.REJECTED.includes(status) ? 'withdrawRejected' : null;

/**
 * The events between `before` (null: the first look) and `now`: a row that settled since the last
 * look, or a row first seen already settled that began after `since` (made and settled between
 * two looks, or before the first look came).
 */
export function moneyEvents(before: MoneyLook | null, now: MoneyLook, since: number): MoneyEvent[] {
  before ??= { deposits: [], withdrawals: [] };
  const events: MoneyEvent[] = [];
  const oldDeposits = new Map(before.deposits.map((d) => [d.depositId, d.state]));
  for (const d of now.deposits) {
    if (d.state !== 'S' && d.state !== 'F') continue;
    const was = oldDeposits.get(d.depositId);
    if (was === 'P' || (was === undefined && (d.time ?? 0) >= since)) events.push({ kind: d.state === 'S' ? 'depositCredited' : 'depositFailed', id: d.depositId, cents: d.cents, channel: d.channelName });
  }
  const oldWithdrawals = new Map(before.withdrawals.map((w) => [w.id, w.status]));
  for (const w of now.withdrawals) {
    const kind = settledWithdraw(w.status);
    if (!kind) continue;
    const was = oldWithdrawals.get(w.id);
    if ((was !== undefined && settledWithdraw(was) === null) || (was === undefined && (w.time ?? 0) >= since)) events.push({ kind, id: w.id, cents: w.cents, channel: w.bankName });
  }
  return events;
}
