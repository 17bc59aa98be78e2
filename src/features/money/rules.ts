/**
 * The money rules a form checks before it sends (the platform checks them again): a deposit's
 * limits (channel, bank, first-deposit minimum) and the charge the player pays, in whole cents.
 */
import type { DepositBank, DepositChannel, DepositSettings } from '../../contract/readers/deposit';

export interface Limits {
  minCents: number | null;
  maxCents: number | null;
}

const most = (values: Array<number | null>, pick: (a: number, b: number) => number): number | null =>
  values.reduce<number | null>((acc, v) => (v === null ? acc : acc === null ? v : pick(acc, v)), null);

/** The tightest of the channel's, the bank's and (before a first deposit) the first-deposit minimum. */
export function depositLimits(channel: DepositChannel, bank: DepositBank | null, settings: DepositSettings | null): Limits {
  const firstMin = settings?.firstDeposit ? settings.minFirstDepositCents : null;
  return {
    minCents: most([channel.minCents, bank?.minCents ?? null, firstMin], Math.max),
    maxCents: most([channel.maxCents, bank?.maxCents ?? null], Math.min),
  };
}

/**
 * What the player pays on top: the percentage of the amount (rounded half up to the cent),
 * held within the channel's minimum and maximum charge where it has them, plus a fixed part.
 */
export function depositCharge(channel: DepositChannel, amountCents: number): number {
  let percent = channel.chargePercent > 0 ? Math.round((amountCents * Math.round(channel.chargePercent * 10_000)) / 1_000_000) : 0;
  if (channel.chargePercent > 0) {
    if (channel.chargeMinCents !== null) percent = Math.max(percent, channel.chargeMinCents);
    if (channel.chargeMaxCents !== null) percent = Math.min(percent, channel.chargeMaxCents);
  }
  return percent + channel.chargeFixedCents;
}

export type LimitProblem = { kind: 'below'; minCents: number } | { kind: 'above'; maxCents: number } | { kind: 'notFixed' } | null;

/** Why an amount cannot be sent to this channel, or null. */
export function limitProblem(amountCents: number, limits: Limits, channel: Pick<DepositChannel, 'fixedOnly' | 'fixedAmounts'>): LimitProblem {
  if (channel.fixedOnly && !channel.fixedAmounts.includes(amountCents)) return { kind: 'notFixed' };
  if (limits.minCents !== null && amountCents < limits.minCents) return { kind: 'below', minCents: limits.minCents };
  if (limits.maxCents !== null && amountCents > limits.maxCents) return { kind: 'above', maxCents: limits.maxCents };
  return null;
}
