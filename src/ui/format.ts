/**
 * Money as the spec shows it (section 9): two decimals, comma thousands separators,
 * independent of the browser locale. Numeric strings from the platform are accepted;
 * anything that is not a finite number shows as "--" rather than a made-up 0.00.
 */
export function formatMoney(value: number | string | null | undefined): string {
  if (value === null || value === undefined) return '--';
  const n = typeof value === 'number' ? value : Number(String(value).replace(/,/g, '').trim());
  if (typeof value === 'string' && value.trim() === '') return '--';
  if (!Number.isFinite(n)) return '--';
  // round half away from zero on the decimal value (1.005 -> 1.01), not on its binary approximation
  const abs = Math.abs(n);
  const cents = Math.round(Number(`${abs}e2`));
  const rounded = Number.isFinite(cents) ? cents / 100 : abs;
  const [int, frac] = rounded.toFixed(2).split('.') as [string, string];
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = n < 0 && cents !== 0 ? '-' : '';
  return `${sign}${grouped}.${frac}`;
}

/** A count (games, members, points) with comma thousands, whatever the browser's locale: 10,223. */
export function formatCount(n: number): string {
  return n.toLocaleString('en-US', { maximumFractionDigits: 0 });
}

/** The currency under which vendor names starting BTI or TCG are shown as 123BET (spec section 9). */
export const RENAMED_VENDOR_CURRENCY = 'TLB';

/** A vendor's name as shown: on a brand of currency TLB only, names starting BTI or TCG read 123BET (spec section 9). */
export function formatVendorName(name: string | null | undefined, currency: string | null): string {
  const text = (name ?? '').trim();
  return currency?.toUpperCase() === RENAMED_VENDOR_CURRENCY && /^(BTI|TCG)/i.test(text) ? '123BET' : text;
}
