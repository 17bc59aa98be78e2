/**
 * Money on the wire. The platform sends amounts as numbers or strings ("1,234.5", "12500.75");
 * the site computes in whole cents (integers), so sums, limits and fees never drift, and sends
 * amounts as strings with two decimals ("100.50"), as the real client does.
 */

/** Whole cents of an amount the platform sent, or null when it is not one (rounded half away from zero on the decimal text). */
export function toCents(value: unknown): number | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    text = String(value);
  } else if (typeof value === 'string') {
    text = value.replace(/,/g, '').trim();
    if (!/^-?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(text)) return null;
  } else return null;
  const n = Number(`${text}e2`);
  if (!Number.isFinite(n)) return null;
  const cents = Math.sign(n) * Math.round(Math.abs(n));
  return Number.isSafeInteger(cents) ? cents + 0 : null;
}

/** An amount as the platform takes it: "1234.50". */
export function centsToAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The same amount as a number for formatMoney (exact at two decimals). */
export const centsToNumber = (cents: number): number => Number(centsToAmount(cents));

export type AmountProblem = 'empty' | 'format' | 'decimals';

/**
 * What a player typed in an amount field: whole cents, or why not. Thousands commas are allowed;
 * at most two decimals, none where the platform does not take them (`allowDecimal: "N"`).
 */
export function parseAmountInput(text: string, { allowDecimal = true } = {}): { cents: number } | { problem: AmountProblem } {
  const clean = text.replace(/,/g, '').trim();
  if (clean === '') return { problem: 'empty' };
  if (!/^\d+(\.\d*)?$/.test(clean)) return { problem: 'format' };
  const decimals = clean.split('.')[1] ?? '';
  if (decimals.replace(/0+$/, '').length > (allowDecimal ? 2 : 0)) return { problem: 'decimals' };
  const cents = toCents(clean);
  return cents === null ? { problem: 'format' } : { cents };
}
