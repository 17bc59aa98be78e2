/**
 * The agent centre's pure rules (unit-tested): report totals in whole cents, and the contract
 * rates (basis points, 1 = 0.01%): what may be offered to a downline, and which downline contracts
 * an acceptance at a lower rate ends (the spec: "accepting a lower rate ends a downline's contract
 * after a warning").
 */
import type { ContractEntry } from '../../contract/readers/agent';

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
