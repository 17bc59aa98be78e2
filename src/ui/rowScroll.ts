/**
 * Bringing an item of a sideways-scrolling row into view by scrolling the row alone: the page
 * never moves vertically, as `scrollIntoView` may move it when the row is near an edge of the
 * viewport.
 */

export interface Span {
  left: number;
  width: number;
}

/**
 * How far the row must scroll (added to its scrollLeft) to show the item: 'centre' puts it in the
 * row's middle; 'nearest' moves only as far as brings it whole into view, not at all when it
 * already is, to its start when it is wider than the row.
 */
export function sidewaysShift(row: Span, item: Span, align: 'centre' | 'nearest'): number {
  const start = item.left - row.left;
  if (align === 'centre') return start - (row.width - item.width) / 2;
  const end = start + item.width - row.width;
  if (start < 0 || item.width > row.width) return start;
  return end > 0 ? end : 0;
}

/** Scrolls `row` sideways (when it overflows) so that `item`, one of its descendants, shows. */
export function showInRow(row: HTMLElement, item: HTMLElement, align: 'centre' | 'nearest'): void {
  if (row.scrollWidth <= row.clientWidth) return;
  const shift = sidewaysShift(row.getBoundingClientRect(), item.getBoundingClientRect(), align);
  if (shift !== 0) row.scrollLeft += shift;
}

/**
 * Shows `item` in `row` now and again whenever either changes size, until the returned cleanup
 * runs: on a first screen the theme's spacing reaches the document only after the commit's
 * effects, and a phone turned sideways re-flows the row.
 */
export function keepInRow(row: HTMLElement, item: HTMLElement, align: 'centre' | 'nearest'): () => void {
  const show = () => showInRow(row, item, align);
  show();
  if (typeof ResizeObserver === 'undefined') return () => undefined;
  const observer = new ResizeObserver(show);
  observer.observe(row);
  observer.observe(item);
  return () => observer.disconnect();
}
