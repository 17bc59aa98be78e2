/**
 * Where the close button goes: back past every page the player opened inside the centre to where
 * they were before it (the same scroll, the same game list). Moves inside the centre carry their
 * depth in the history entry's state; a centre opened from a link or a reload with nothing before
 * it closes to the home page.
 */
export interface CentreState {
  centreDepth?: number;
}

export function centreDepth(state: unknown): number {
  const depth = (state as CentreState | null)?.centreDepth;
  return typeof depth === 'number' && Number.isInteger(depth) && depth > 0 ? depth : 0;
}

/**
 * How far back the close button goes: `historyIndex` is the router's index of the current entry
 * (window.history.state.idx); null when nothing before the centre is known (go home instead).
 */
export function closeSteps(depth: number, historyIndex: unknown): number | null {
  const index = typeof historyIndex === 'number' ? historyIndex : 0;
  return index - depth >= 1 ? -(depth + 1) : null;
}
