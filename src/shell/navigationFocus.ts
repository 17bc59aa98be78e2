/**
 * A press that keeps focus where it put it across the navigation it starts (the left bar's
 * flyout gives focus back to its entry): the router's focus step then leaves it there. Taken, and
 * so cleared, by the next location change, whether or not that one moves to a new page.
 */
let kept = false;

export function keepFocusOnNextNavigation(): void {
  kept = true;
}

export function takeKeptFocus(): boolean {
  const was = kept;
  kept = false;
  return was;
}
