/**
 * How many new cards a virtual grid mounts in one frame. Mounting a card costs script, style,
 * layout and paint; a fast scroll brings a whole viewport of new cards (24-48) into each frame,
 * which at a phone's CPU (4x throttle) made frames of 100-300 ms. Cards that do not fit in a
 * frame's budget wait as placeholders and mount in the frames after, nearest the viewport's
 * middle first. The budget follows what cards cost on this device: a fast one still mounts a
 * whole viewport at once.
 */

/** what one frame's new cards may take, in ms: a 50 ms task less the frame's other work */
export const FRAME_BUDGET_MS = 32;
/** what a card is taken to cost before one was measured (a desktop's cost is well under it) */
export const FIRST_CARD_COST_MS = 0.8;
/** measurements of fewer new cards say more about the frame's other work than about cards */
export const MIN_MEASURED_CARDS = 4;

/**
 * The items to render in full: those mounted already stay, then new ones in `order` (nearest the
 * viewport's middle first) while `budget` lasts. Items not `ready` (no data yet) never count:
 * they render as placeholders whatever the budget.
 */
export function admit(order: readonly number[], mounted: ReadonlySet<number>, budget: number, ready: (index: number) => boolean): { full: Set<number>; added: number; waiting: number } {
  const full = new Set<number>();
  let added = 0;
  let waiting = 0;
  for (const index of order) {
    if (!ready(index)) continue;
    if (mounted.has(index)) full.add(index);
    else if (added < budget) {
      full.add(index);
      added++;
    } else waiting++;
  }
  return { full, added, waiting };
}

/** Rows' indexes ordered by their distance from the middle of `first..last` (the viewport's, as the overscan is even). */
export function rowsFromMiddle(first: number, last: number): number[] {
  const middle = (first + last) / 2;
  const rows: number[] = [];
  for (let row = first; row <= last; row++) rows.push(row);
  return rows.sort((a, b) => Math.abs(a - middle) - Math.abs(b - middle) || a - b);
}

/**
 * A card's cost after a frame that mounted `added` new cards in `elapsedMs` (render to the end of
 * that frame's paint): a running average, so one frame with a collection in it does not halve the
 * budget. Too few cards to tell: the cost stays.
 */
export function nextCardCost(cost: number, elapsedMs: number, added: number): number {
  if (added < MIN_MEASURED_CARDS || !(elapsedMs > 0)) return cost;
  return cost * 0.5 + (elapsedMs / added) * 0.5;
}

/** The new cards one frame may mount at `cost` ms each: never less than a row, so a list always moves on. */
export function cardBudget(cost: number, columns: number): number {
  return Math.max(columns, Math.floor(FRAME_BUDGET_MS / Math.max(cost, 0.01)));
}
