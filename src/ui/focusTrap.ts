/** Keeping keyboard focus inside a dialog or a drawer (the dialog pattern of WAI-ARIA). */

export const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

/** What can take focus inside `node` and is shown (a hidden element cannot hold focus). */
export function focusablesIn(node: HTMLElement): HTMLElement[] {
  return Array.from(node.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.offsetParent !== null);
}

/**
 * On Tab at the last focusable (Shift+Tab at the first), wraps round to the other end, so focus
 * never leaves `node` for the page behind it. Call it from a keydown listener.
 */
export function keepFocusWithin(e: KeyboardEvent, node: HTMLElement) {
  if (e.key !== 'Tab') return;
  const items = focusablesIn(node);
  if (items.length === 0) return;
  const first = items[0]!;
  const last = items[items.length - 1]!;
  const inside = node.contains(document.activeElement);
  if (e.shiftKey && (document.activeElement === first || !inside)) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && (document.activeElement === last || !inside)) {
    e.preventDefault();
    first.focus();
  }
}
