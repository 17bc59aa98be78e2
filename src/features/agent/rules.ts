/**
 * The agent centre's pure rules (unit-tested): report totals in whole cents, and the contract
 * rates (basis points, 1 = 0.01%): what may be offered to a downline, and which downline contracts
 * an acceptance at a lower rate ends (the spec: "accepting a lower rate ends a downline's contract
 * after a warning").
 */
import { MULTI_TRANSFER_ERRORS, MULTI_TRANSFER_MAX } from '../../contract/multiTransfer';
import type { ContractEntry, MrStatus } from '../../contract/readers/agent';

/** Column sums of report rows, in whole cents (what a page's rows add up to). */
export function sumColumns<K extends string>(rows: ReadonlyArray<Record<K, number>>, keys: readonly K[]): Record<K, number> {
  return Object.fromEntries(keys.map((k) => [k, rows.reduce((s, r) => s + (Number.isSafeInteger(r[k]) ? r[k] : 0), 0)])) as Record<K, number>;
}

export type RateProblem = 'empty' | 'format' | 'zero' | 'step' | 'aboveOwn';

/** A percentage typed by the agent ("1.5", "1.50%") in basis points, or why it cannot be offered. */
export function offerRate(input: string, ownBp: number, stepBp: number): { bp: number } | { problem: RateProblem } {
  const clean = input.replace(/%/g, '').trim();
  if (clean === '') return { problem: 'empty' };
  if (!/^\d+(\.\d{0,2})?$/.test(clean)) return { problem: 'format' };
  const [whole, decimals = ''] = clean.split('.');
  const bp = Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
  if (bp <= 0) return { problem: 'zero' };
  if (stepBp > 0 && bp % stepBp !== 0) return { problem: 'step' };
  if (bp > ownBp) return { problem: 'aboveOwn' };
  return { bp };
}

/** Basis points as a percentage: 150 -> "1.50%". */
export function formatRate(bp: number): string {
  return `${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, '0')}%`;
}

/** The contracts this account gave its downlines that an acceptance at `newBp` ends: active or offered, above the new rate. */
export function contractsEndedBy(newBp: number, given: readonly ContractEntry[]): ContractEntry[] {
  return given.filter((c) => (c.status === 'A' || c.status === 'P') && c.rateBp > newBp);
}

// ---- red envelope ------------------------------------------------------------------------------

/** How the agent gives the amount: the same amount to each downline, or a total shared out evenly. */
export type EnvelopeMode = 'each' | 'split';
export type EnvelopeProblem = 'noRecipients' | 'tooMany' | 'zero' | 'tooSmall';

/**
 * Each recipient's cents and the total, from the typed amount in cents. `each`: every recipient
 * gets it, the total is n times it. `split`: the total is shared in whole cents, the cents that do
 * not divide going one each to the first recipients (so the parts add up to the total exactly and
 * differ by at most one cent).
 */
export function envelopeAmounts(mode: EnvelopeMode, amountCents: number, recipients: number, max = MULTI_TRANSFER_MAX): { amounts: number[]; totalCents: number } | { problem: EnvelopeProblem } {
  if (recipients <= 0) return { problem: 'noRecipients' };
  if (recipients > max) return { problem: 'tooMany' };
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) return { problem: 'zero' };
  if (mode === 'each') return { amounts: Array.from({ length: recipients }, () => amountCents), totalCents: amountCents * recipients };
  if (amountCents < recipients) return { problem: 'tooSmall' };
  const part = Math.floor(amountCents / recipients);
  const left = amountCents - part * recipients;
  return { amounts: Array.from({ length: recipients }, (_, i) => part + (i < left ? 1 : 0)), totalCents: amountCents };
}

/** How much of a page of the team is picked: every row of it, some, or none (an empty page: none). */
export function pagePicked(chosen: ReadonlyArray<{ customerId: string }>, rows: ReadonlyArray<{ customerId: string }>): 'all' | 'some' | 'none' {
  const picked = rows.filter((r) => chosen.some((c) => c.customerId === r.customerId)).length;
  return picked === 0 ? 'none' : picked === rows.length ? 'all' : 'some';
}

/**
 * The page's "pick everyone" box: with every row of the page picked, it lets them all go; else it
 * adds the rows not yet picked, after those picked before (on this page or others), in page order.
 */
export function togglePage<T extends { customerId: string }>(chosen: readonly T[], rows: readonly T[]): T[] {
  if (pagePicked(chosen, rows) === 'all') return chosen.filter((c) => !rows.some((r) => r.customerId === c.customerId));
  return [...chosen, ...rows.filter((r) => !chosen.some((c) => c.customerId === r.customerId))];
}

/** Where the platform's refusal of an envelope is shown: at the password, at the total, or at the send button. */
export function envelopeErrorPlace(errorCode: string | null): 'password' | 'total' | 'form' {
  if (errorCode === MULTI_TRANSFER_ERRORS.wrongPassword || errorCode === MULTI_TRANSFER_ERRORS.wrongPaymentPassword || errorCode === MULTI_TRANSFER_ERRORS.noPaymentPassword) return 'password';
  if (errorCode === MULTI_TRANSFER_ERRORS.insufficientBalance) return 'total';
  return 'form';
}

// ---- manual daily salary -----------------------------------------------------------------------

/** A salary record's status as the page names it ("0" claimable; designed: "1" claimed, "2" expired, "3" not paid). */
export function mrStatusKey(status: MrStatus): 'claimable' | 'claimed' | 'expired' | 'notPaid' {
  return status === '0' ? 'claimable' : status === '1' ? 'claimed' : status === '2' ? 'expired' : 'notPaid';
}
