/**
 * A card grid for lists of hundreds or thousands of games (spec: nearly 10,000 slots): only the
 * rows near the viewport are in the DOM. Rows are virtualised by @tanstack/react-virtual: the page
 * itself scrolls (`useWindowVirtualizer`; in a scrolling box such as a modal's panel, that box),
 * the list is as tall as all its rows, so the scrollbar reflects the whole list, and it reports
 * which item indexes are near the viewport so the caller can load the pages that cover them.
 *
 * Columns follow the list's width; every row has the same height, known before anything renders:
 * a square thumbnail as wide as the column plus the card's body (`bodyHeight`, from the theme's
 * tokens), so nothing is measured while the list scrolls (reading every card's height on each
 * render forced a layout in every frame: tasks of 200-600 ms at 4x CPU).
 *
 * New cards mount within a frame's budget (mountBudget.ts): on a slow device a fast scroll shows
 * placeholders that fill in over the next frames, nearest the viewport's middle first, instead of
 * one long frame.
 *
 * The first render only measures the list; where there is no layout (server-free tests in jsdom)
 * every item then renders in a plain grid.
 */
import { useVirtualizer, useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode, type RefObject } from 'react';
import styled, { useTheme } from 'styled-components';
import { lengthPx } from './GameCard';
import { admit, cardBudget, FIRST_CARD_COST_MS, nextCardCost, rowsFromMiddle } from './mountBudget';
import { afterNextPaint } from '../ui/afterNextPaint';
import { vars } from '../theme/cssVariables';

/** rows rendered above and below the viewport */
export const OVERSCAN_ROWS = 2;
const PHONE_WIDTH = 420;

const List = styled.ul<{ $min: number }>`
  position: relative;
  list-style: none;
  margin: 0;
  padding: 0;
  &[data-mode='static'] {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(${({ $min }) => $min}px, 1fr));
    gap: ${vars.space.sm};
  }
`;

export interface GridLayout {
  columns: number;
  columnWidth: number;
  /** a row's height without the gap below it */
  rowHeight: number;
  rows: number;
}

/** Columns as the CSS grid would make them (two on phones), and the row height: the square thumbnail plus the body below it. */
export function gridLayout(width: number, count: number, minColumnWidth: number, gap: number, bodyHeight: number): GridLayout {
  const columns = width <= PHONE_WIDTH ? 2 : Math.max(1, Math.floor((width + gap) / (minColumnWidth + gap)));
  const columnWidth = Math.max(0, (width - gap * (columns - 1)) / columns);
  return { columns, columnWidth, rowHeight: Math.ceil(columnWidth + bodyHeight), rows: Math.ceil(count / columns) };
}

/** The root's font size in px (what rem tokens are in), 16 where there is no layout. */
function rootFontPx(): number {
  return Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
}

/** The item indexes (first, last) of rows firstRow..lastRow; last < first when there are none. */
export function itemsOfRows(firstRow: number, lastRow: number, columns: number, count: number): [number, number] {
  if (lastRow < firstRow || count <= 0) return [0, -1];
  const first = Math.min(count, Math.max(0, firstRow) * columns);
  return [first, Math.min(count - 1, (lastRow + 1) * columns - 1)];
}

/** The nearest ancestor that scrolls on its own (a modal's panel), or null for the page. */
function scrollParentOf(node: HTMLElement): HTMLElement | null {
  for (let el = node.parentElement; el && el !== document.body && el !== document.documentElement; el = el.parentElement) {
    if (/(auto|scroll|overlay)/.test(getComputedStyle(el).overflowY)) return el;
  }
  return null;
}

/** Where the list starts in its scroller's content (the virtualizer's scrollMargin). */
function listOffset(list: HTMLElement, scroller: HTMLElement | null): number {
  const top = list.getBoundingClientRect().top;
  if (!scroller) return Math.round(top + window.scrollY);
  return Math.round(top - scroller.getBoundingClientRect().top + scroller.scrollTop);
}

export interface VirtualGameGridProps {
  count: number;
  /**
   * one `<li>` per index; `style` places it (absent in the static fallback); `waiting`: the item's
   * data is there but its card waits for a later frame, so a placeholder stands in its place
   */
  renderItem: (index: number, style: CSSProperties | undefined, waiting?: boolean) => ReactNode;
  /** whether the item's data is there (a card to mount) rather than a placeholder; all are by default */
  isLoaded?: (index: number) => boolean;
  /** a card's height below its square thumbnail, given the root font size in px (rem tokens) */
  bodyHeight: (rootPx: number) => number;
  /** the item indexes near the viewport (first, last), on every change */
  onRangeChange?: (first: number, last: number) => void;
  minColumnWidth?: number;
  testId?: string;
  'aria-label'?: string;
  'aria-busy'?: boolean;
}

const allLoaded = () => true;

export function VirtualGameGrid({ count, renderItem, isLoaded = allLoaded, bodyHeight, onRangeChange, minColumnWidth = 140, testId, ...aria }: VirtualGameGridProps) {
  const theme = useTheme();
  const listRef = useRef<HTMLUListElement>(null);
  // null until measured (the first render shows nothing, so 10,000 items never render at once)
  const [host, setHost] = useState<{ width: number; rootPx: number; list: HTMLUListElement; scroller: HTMLElement | null } | null>(null);
  // the gap token read as the card body's tokens are (a rem token too), not as px only
  const gap = lengthPx(theme.space.sm, host?.rootPx ?? 16) || 8;
  const width = host?.width ?? null;
  const layout = gridLayout(width ?? 0, count, minColumnWidth, gap, bodyHeight(host?.rootPx ?? 16));

  // the list's width (columns follow it) and what scrolls it
  useLayoutEffect(() => {
    const node = listRef.current;
    if (!node) return;
    const scroller = scrollParentOf(node);
    const read = () => {
      const next = Math.floor(node.getBoundingClientRect().width);
      const rootPx = rootFontPx();
      setHost((prev) => (prev?.width === next && prev.rootPx === rootPx && prev.scroller === scroller ? prev : { width: next, rootPx, list: node, scroller }));
    };
    read();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(read);
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  const onRange = useRef(onRangeChange);
  useEffect(() => {
    onRange.current = onRangeChange;
  });
  // no layout: every item is rendered, so every item is near the viewport
  useEffect(() => {
    if (width === 0) onRange.current?.(0, count - 1);
  }, [width, count]);

  if (host === null) return <List ref={listRef} $min={minColumnWidth} data-mode="measuring" data-testid={testId} {...aria} />;
  if (host.width === 0) {
    return (
      <List ref={listRef} $min={minColumnWidth} data-mode="static" data-testid={testId} {...aria}>
        {Array.from({ length: count }, (_, i) => renderItem(i, undefined))}
      </List>
    );
  }
  const rows: RowsProps = { list: host.list, scroller: host.scroller, layout, gap, count, renderItem, isLoaded, onRange };
  return (
    <List
      ref={listRef}
      $min={minColumnWidth}
      data-mode="virtual"
      data-testid={testId}
      style={{ height: Math.max(0, layout.rows * (layout.rowHeight + gap) - gap) }}
      {...aria}
    >
      {host.scroller ? <BoxRows {...rows} scroller={host.scroller} /> : <WindowRows {...rows} />}
    </List>
  );
}

interface RowsProps {
  list: HTMLUListElement;
  scroller: HTMLElement | null;
  layout: GridLayout;
  gap: number;
  count: number;
  renderItem: VirtualGameGridProps['renderItem'];
  isLoaded: (index: number) => boolean;
  onRange: RefObject<VirtualGameGridProps['onRangeChange']>;
}

/** What both scrollers' virtualisers are given: one row per `layout.rows`, below the list's offset. */
function rowOptions(props: RowsProps, margin: number) {
  return {
    count: props.layout.rows,
    estimateSize: () => props.layout.rowHeight,
    gap: props.gap,
    overscan: OVERSCAN_ROWS,
    scrollMargin: margin,
    useFlushSync: false,
  };
}

/** Rows of a list that scrolls with the page. */
function WindowRows(props: RowsProps) {
  const margin = useListOffset(props);
  const virtualizer = useWindowVirtualizer(rowOptions(props, margin));
  return useRows(virtualizer, props, margin);
}

/** Rows of a list inside a box that scrolls on its own (a modal's panel). */
function BoxRows(props: RowsProps & { scroller: HTMLElement }) {
  const margin = useListOffset(props);
  // the virtualizer re-renders this component itself (nothing here is memoised by a compiler)
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({ ...rowOptions(props, margin), getScrollElement: () => props.scroller });
  return useRows(virtualizer, props, margin);
}

/** The list's offset in its scroller, kept current when anything above it changes size. */
function useListOffset({ list, scroller }: RowsProps): number {
  const [margin, setMargin] = useState(() => listOffset(list, scroller));
  useLayoutEffect(() => {
    const read = () => setMargin(listOffset(list, scroller));
    read();
    if (typeof ResizeObserver === 'undefined') return;
    // content above the list (filters, a header, a message) moves it: its container grows or shrinks
    const observer = new ResizeObserver(read);
    observer.observe(scroller?.firstElementChild ?? document.body);
    if (scroller) observer.observe(scroller);
    return () => observer.disconnect();
  }, [list, scroller]);
  return margin;
}

function useRows(virtualizer: Virtualizer<Window, Element> | Virtualizer<HTMLElement, Element>, props: RowsProps, margin: number): ReactNode {
  const { layout, gap, count, renderItem, isLoaded, onRange } = props;

  // a new row height (another width): place every row again
  const rowHeight = useRef(layout.rowHeight);
  useLayoutEffect(() => {
    if (rowHeight.current === layout.rowHeight) return;
    rowHeight.current = layout.rowHeight;
    virtualizer.measure();
  }, [virtualizer, layout.rowHeight]);

  const rows = virtualizer.getVirtualItems();
  const [first, last] = rows.length > 0 ? itemsOfRows(rows[0]!.index, rows[rows.length - 1]!.index, layout.columns, count) : [0, -1];
  useEffect(() => {
    if (last >= first) onRange.current?.(first, last);
  }, [first, last, onRange]);

  const admitted = useAdmittedCards(rows, layout.columns, count, isLoaded);

  const items: ReactNode[] = [];
  for (const row of rows) {
    const top = row.start - margin;
    for (let col = 0; col < layout.columns; col++) {
      const index = row.index * layout.columns + col;
      if (index >= count) break;
      const style: CSSProperties = {
        position: 'absolute',
        top: 0,
        left: 0,
        width: layout.columnWidth,
        height: row.size,
        transform: `translate(${col * (layout.columnWidth + gap)}px, ${top}px)`,
      };
      items.push(renderItem(index, style, isLoaded(index) && !admitted.has(index)));
    }
  }
  return items;
}

/**
 * The loaded items whose cards render this frame (mountBudget.ts): those mounted already, then
 * new ones nearest the viewport's middle within the budget. The rest mount in the frames after;
 * each frame's cost (from render to the end of its paint) tunes the budget.
 */
function useAdmittedCards(rows: readonly { index: number }[], columns: number, count: number, isLoaded: (index: number) => boolean): ReadonlySet<number> {
  const cost = useRef(FIRST_CARD_COST_MS);
  // what the last commit mounted: read in render, written once committed
  const mounted = useRef<ReadonlySet<number>>(new Set());
  const [, nextFrame] = useState(0);
  // This hook reads what the last commit mounted and when this render began: both are about
  // frames, not about what to show, and no compiler memoises this file (see BoxRows).
  /* eslint-disable react-hooks/purity, react-hooks/refs */
  const renderedAt = performance.now();

  const order: number[] = [];
  if (rows.length > 0) {
    for (const row of rowsFromMiddle(rows[0]!.index, rows[rows.length - 1]!.index)) {
      for (let col = 0; col < columns && row * columns + col < count; col++) order.push(row * columns + col);
    }
  }
  const { full, added, waiting } = admit(order, mounted.current, cardBudget(cost.current, columns), isLoaded);
  /* eslint-enable react-hooks/purity, react-hooks/refs */

  // One measurement at a time, which the renders after it do not cancel: a fast scroll renders
  // again before each frame is painted, and a measurement cancelled each time would leave a slow
  // phone on the first guess. It counts the later renders' work and their cards too: a frame
  // whose first render brought a list page's first 3 cards and whose next brought 40 is a frame of
  // 43 cards, not one too small to measure (that left a slow phone on the first guess as well).
  // The last render's waiting cards are what its end asks a frame for.
  const measuring = useRef(false);
  const measuredCards = useRef(0);
  const waitingNow = useRef(0);
  useLayoutEffect(() => {
    mounted.current = full;
    waitingNow.current = waiting;
    if (measuring.current) {
      measuredCards.current += added;
      return;
    }
    if (added === 0 && waiting === 0) return;
    measuring.current = true;
    measuredCards.current = added;
    afterNextPaint(() => {
      measuring.current = false;
      // after an unmount this sets nothing: React drops a state update of an unmounted component
      cost.current = nextCardCost(cost.current, performance.now() - renderedAt, measuredCards.current);
      if (waitingNow.current > 0) nextFrame((n) => n + 1);
    });
  });
  return full;
}
