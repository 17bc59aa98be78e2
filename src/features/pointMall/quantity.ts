/**
 * The redeem dialog's quantity as the player types it: the field may be empty while they type
 * ("1" deleted before "3"), and an empty or zero field stands for 1, as it becomes on leaving it.
 */
export function settleQuantity(text: string, max: number): number {
  const n = Math.trunc(Number(text));
  if (!Number.isFinite(n) || n < 1) return 1;
  return Math.min(n, Math.max(1, max));
}

/** What the field keeps of a keystroke: digits only, and a number above the most there is becomes that most. */
export function typedQuantity(text: string, max: number): string {
  const digits = text.replace(/\D/g, '');
  if (digits === '') return '';
  return Number(digits) > max ? String(Math.max(1, max)) : String(Number(digits));
}
