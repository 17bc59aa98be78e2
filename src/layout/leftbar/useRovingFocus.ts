import { useEffect, type RefObject } from 'react';

/** The marker of a list's entries (their main link or button). */
export const ROVING_ITEM = '[data-roving]';

/** Which entry a key moves to from entry `at` of `count`, or null when the key does not move. */
export function rovingTarget(key: string, at: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return (at + 1) % count;
    case 'ArrowUp':
      return (at - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * A roving tabindex over a list's entries (WAI-ARIA): the list is one tab stop, the entry last
 * focused (at first the current page's, else the first); ArrowUp/ArrowDown/Home/End move between
 * entries. Entries are marked by ROVING_ITEM and may come and go (flags, login), so the tab order
 * is set again whenever the list changes.
 *
 * `hintId` names the element that says how the arrows work: the tab stop is described by it while
 * focus is outside the list, so a screen reader says it once, as the player tabs in, and not again
 * at every entry the arrows then reach.
 */
export function useRovingFocus(listRef: RefObject<HTMLElement | null>, hintId?: string) {
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    let active: HTMLElement | null = null;
    const items = () => Array.from(list.querySelectorAll<HTMLElement>(ROVING_ITEM));
    const apply = () => {
      const all = items();
      if (!active || !all.includes(active)) active = all.find((el) => el.getAttribute('aria-current') === 'page') ?? all[0] ?? null;
      const outside = !list.contains(document.activeElement);
      for (const el of all) {
        const want = el === active ? '0' : '-1';
        if (el.getAttribute('tabindex') !== want) el.setAttribute('tabindex', want);
        if (!hintId) continue;
        if (el === active && outside) el.setAttribute('aria-describedby', hintId);
        else if (el.hasAttribute('aria-describedby')) el.removeAttribute('aria-describedby');
      }
    };
    const onFocus = (e: FocusEvent) => {
      const target = e.target as HTMLElement;
      if (target.matches(ROVING_ITEM) && target !== active) {
        active = target;
        apply();
      }
    };
    const onLeave = (e: FocusEvent) => {
      if (!list.contains(e.relatedTarget as Node | null)) apply();
    };
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement;
      if (!target.matches(ROVING_ITEM) || e.altKey || e.ctrlKey || e.metaKey) return;
      const all = items();
      const next = rovingTarget(e.key, all.indexOf(target), all.length);
      if (next === null) return;
      e.preventDefault();
      all[next]?.focus();
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(list, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-current'] });
    list.addEventListener('focusin', onFocus);
    list.addEventListener('focusout', onLeave);
    list.addEventListener('keydown', onKey);
    return () => {
      observer.disconnect();
      list.removeEventListener('focusin', onFocus);
      list.removeEventListener('focusout', onLeave);
      list.removeEventListener('keydown', onKey);
    };
  }, [listRef, hintId]);
}
