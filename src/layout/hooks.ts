/** Small hooks the layout shares. */
import { useCallback, useSyncExternalStore } from 'react';

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
