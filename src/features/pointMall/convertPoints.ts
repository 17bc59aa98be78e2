/**
 * The points the player typed to convert, read as typed: the field used to drop every non-digit,
 * so "150.5" became 1505 points, "1e3" 13 and "-100" 100, and nothing said so. Only whole points
 * written as digits are taken; anything else, too few or more than the player has is a reason the
 * field shows and the Convert button waits on.
 */
export type ConvertCheck =
  | { ok: true; points: number }
  | { ok: false; reason: 'empty' | 'notWhole' | 'belowMin' | 'moreThanHeld' };

export function checkConvertPoints(text: string, { held, minPoints }: { held: number; minPoints: number }): ConvertCheck {
  const typed = text.trim();
  if (typed === '') return { ok: false, reason: 'empty' };
  if (!/^\d+$/.test(typed)) return { ok: false, reason: 'notWhole' };
  const points = Number(typed);
  if (points > held) return { ok: false, reason: 'moreThanHeld' };
  if (points < minPoints) return { ok: false, reason: 'belowMin' };
  return { ok: true, points };
}
