/**
 * The dialogs open now, the newest last. A dialog opened over another (a notice over a member's
 * card) is the only one that answers Escape and Tab, and the page behind stays still until the
 * last one closes: each dialog listening on its own closed every open one at one Escape and left
 * the page unscrollable when they closed out of order.
 */
import { useSyncExternalStore } from 'react';

const open: HTMLElement[] = [];
const listeners = new Set<() => void>();
let overflowBefore = '';

function changed(): void {
  for (const listener of listeners) listener();
}

/** Puts `panel` on top; returns what takes it off again. */
export function pushDialog(panel: HTMLElement): () => void {
  if (open.length === 0) {
    overflowBefore = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  open.push(panel);
  changed();
  return () => {
    const at = open.indexOf(panel);
    if (at < 0) return;
    open.splice(at, 1);
    if (open.length === 0) document.body.style.overflow = overflowBefore;
    changed();
  };
}

/** Whether `panel` is the newest open dialog (the one keys go to). */
export function isTopDialog(panel: HTMLElement): boolean {
  return open[open.length - 1] === panel;
}

export function openDialogCount(): number {
  return open.length;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Whether any dialog is open (something that pops up by itself waits for none to be). */
export function useAnyDialogOpen(): boolean {
  return useSyncExternalStore(subscribe, () => open.length > 0, () => false);
}
