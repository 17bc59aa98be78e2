/** Small hooks the layout shares. */
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useSyncExternalStore } from 'react';
import { openModalAtom } from '../state/modals';
import { isLoggedInAtom } from '../state/session';

/** `matchMedia` as state; false where there is no window. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const mql = window.matchMedia(query);
      mql.addEventListener('change', onChange);
      return () => mql.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false),
    () => false,
  );
}

/** Below this width the left bar is an off-canvas drawer. */
export const MOBILE_QUERY = '(max-width: 899.98px)';
export const MOBILE_MEDIA = '@media (max-width: 899.98px)';

export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}

/** Runs `action` for a logged-in player; otherwise opens the login popup. */
export function useRequireLogin(): (action: () => void) => void {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const openModal = useSetAtom(openModalAtom);
  return useCallback(
    (action: () => void) => {
      if (loggedIn) action();
      else openModal({ name: 'login' });
    },
    [loggedIn, openModal],
  );
}

export function readSessionValue(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}
