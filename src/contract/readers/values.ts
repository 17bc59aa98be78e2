/**
 * Small tolerant readings the member-centre readers share: the platform writes switches as
 * "Y"/"N", "1"/"0" or booleans, numbers as strings, times as ms epochs or date text, and leaves
 * lists out when they are empty.
 */
import { isRecord, type JsonObject } from '../findings';
import { readSwitch } from '../flags';
import { toCents } from '../money';

/** "Y", "1", 1, true: on; anything else off. */
export const yes = (v: unknown): boolean => v === 'Y' || v === 'y' || readSwitch(v).on;

/** "Y"/"N" with a default when absent (the real client reads `allowWithdraw` as "Y" when missing). */
export const yesOr = (v: unknown, fallback: boolean): boolean => (v === undefined || v === null || v === '' ? fallback : yes(v));

export function text(v: unknown, max = 500): string | null {
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  if (typeof v !== 'string') return null;
  const t = v.trim();
  return t === '' ? null : t.slice(0, max);
}

export function int(v: unknown): number | null {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? Math.trunc(n) : null;
}

/** Cents of an amount, or null. */
export const cents = toCents;

/** A list under `key` (or the value itself when it is a list): absent or not a list is empty. */
export function listOf(raw: unknown, ...keys: string[]): unknown[] {
  if (Array.isArray(raw)) return raw;
  if (!isRecord(raw)) return [];
  for (const key of keys) if (Array.isArray(raw[key])) return raw[key] as unknown[];
  return [];
}

export const records = (list: unknown[]): JsonObject[] => list.filter(isRecord);

/** A time as ms epoch: a number, a numeric string, or date text the engine parses ("2026-01-31 10:00:00" as local time). */
export function time(v: unknown): number | null {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v !== 'string' || v.trim() === '') return null;
  if (/^\d+$/.test(v.trim())) return Number(v.trim());
  const ms = Date.parse(v.trim().replace(' ', 'T'));
  return Number.isFinite(ms) ? ms : null;
}
