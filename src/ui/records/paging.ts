/**
 * The records' pager (spec: page range 3, margin 1): the first page, the pages around the
 * current one, the last page, and a gap where pages are left out. Pure, unit-tested.
 */
export type PageItem = number | 'gap';

export function pageItems(current: number, total: number, range = 3, margin = 1): PageItem[] {
  if (total <= 1) return [1];
  const start = Math.max(1, Math.min(current - Math.floor(range / 2), total - range + 1));
  const end = Math.min(total, start + range - 1);
  const shown = new Set<number>();
  for (let p = 1; p <= Math.min(margin, total); p++) shown.add(p);
  for (let p = start; p <= end; p++) shown.add(p);
  for (let p = Math.max(1, total - margin + 1); p <= total; p++) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((p, i): PageItem[] => (i > 0 && p - sorted[i - 1]! > 1 ? ['gap', p] : [p]));
}
