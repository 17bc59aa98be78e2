import { useEffect, useRef, useState } from 'react';

/** The value, settled for `delay` ms. */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(id);
  }, [value, delay]);
  return settled;
}

/**
 * Calls `onVisible` when the sentinel scrolls into view, at most once per `throttleMs`
 * (spec: infinite scroll throttle 200 ms). Returns the ref for the sentinel element.
 */
export function useInfiniteSentinel(onVisible: () => void, enabled: boolean, throttleMs = 200) {
  const ref = useRef<HTMLDivElement | null>(null);
  const callback = useRef(onVisible);
  const last = useRef(0);
  useEffect(() => {
    callback.current = onVisible;
  });
  useEffect(() => {
    const node = ref.current;
    if (!node || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        const now = Date.now();
        if (now - last.current < throttleMs) return;
        last.current = now;
        callback.current();
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled, throttleMs]);
  return ref;
}
