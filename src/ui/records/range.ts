/** Date ranges of the record pages: the presets (today, previous 7 and 30 days) and a custom range within the page's limit. */
import { differenceInCalendarDays, endOfDay, startOfDay, subDays } from 'date-fns';

export type Preset = 'today' | 'last7' | 'last30';
export const PRESETS: readonly Preset[] = ['today', 'last7', 'last30'];

export interface Range {
  start: number;
  end: number;
}

export function presetRange(preset: Preset, now: Date): Range {
  const days = preset === 'today' ? 0 : preset === 'last7' ? 6 : 29;
  return { start: startOfDay(subDays(now, days)).getTime(), end: endOfDay(now).getTime() };
}

/** A custom range from two yyyy-MM-dd inputs: the range, or why not ('order', 'tooLong', 'empty'). */
export function customRange(from: string, to: string, maxDays: number): Range | 'empty' | 'order' | 'tooLong' {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(from) || !/^\d{4}-\d{2}-\d{2}$/.test(to)) return 'empty';
  const start = startOfDay(new Date(`${from}T00:00:00`));
  const end = endOfDay(new Date(`${to}T00:00:00`));
  if (end.getTime() < start.getTime()) return 'order';
  if (differenceInCalendarDays(end, start) + 1 > maxDays) return 'tooLong';
  return { start: start.getTime(), end: end.getTime() };
}
