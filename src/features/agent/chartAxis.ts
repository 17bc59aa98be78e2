/**
 * What the team overview's bar chart writes beside its bars: every how-many days carry a label
 * under their bar, so a 30-day range on a phone does not print 30 dates into 340 px, and the
 * short form of a day (the year is in the range picker above it).
 */

/** at most this many day labels under one chart: a week's; more of them, at a phone's width in the smallest type, touch */
export const MAX_DAY_LABELS = 7;

/** Every how-many bars carries its day: 1 up to `MAX_DAY_LABELS` bars, then the fewest steps that keep under it. */
export function dayLabelStep(bars: number): number {
  return bars <= MAX_DAY_LABELS ? 1 : Math.ceil(bars / MAX_DAY_LABELS);
}

/** Whether bar `index` of `bars` carries a label: the newest day always does, counting back by the step. */
export function labelsDay(index: number, bars: number): boolean {
  return (bars - 1 - index) % dayLabelStep(bars) === 0;
}

/** "2026-11-23" as "11-23"; anything else as it is. */
export function shortDay(day: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? day.slice(5) : day;
}
