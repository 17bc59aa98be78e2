import { useEffect, useState } from 'react';

const NOT_TYPED = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'file', 'image', 'color']);

/** Whether `el` takes typed text: a text-like input, a textarea, a select or an editable region. */
export function takesTyping(el: Element | null): boolean {
  if (!el) return false;
  if (el instanceof HTMLInputElement) return !NOT_TYPED.has(el.type);
  if (el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) return true;
  return el instanceof HTMLElement && el.isContentEditable === true;
}

/**
 * Whether the player is filling in a field: true while one has focus, and for `settleMs` after it
 * loses it (from a field to the form's button, or on to the next field), so that something meant
 * to interrupt waits until they are done.
 */
export function useTypingFocus(settleMs = 2_000): boolean {
  const [typing, setTyping] = useState(() => typeof document !== 'undefined' && takesTyping(document.activeElement));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onFocusIn = (e: FocusEvent) => {
      if (!takesTyping(e.target as Element)) return;
      clearTimeout(timer);
      setTyping(true);
    };
    const onFocusOut = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setTyping(takesTyping(document.activeElement)), settleMs);
    };
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
    };
  }, [settleMs]);
  return typing;
}
