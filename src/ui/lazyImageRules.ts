/**
 * The lazy-image rules of the spec (section 9): an image loads once it is within 1.3 viewports,
 * the check runs at most every 200 ms, a failed load is tried 3 times in all before the fallback
 * shows, and the last 200 loaded addresses are remembered so an image mounted again shows at once.
 * One rule of ours on top: an image that comes near while the page scrolls loads once it has
 * stayed near for one check interval (loadableFrom). Pure parts here (LazyImage.tsx wires them
 * to the DOM).
 */
export const LAZY_PRELOAD = 1.3;
export const LAZY_THROTTLE_MS = 200;
export const LAZY_IMAGE_ATTEMPTS = 3;
export const LAZY_CACHE_SIZE = 200;

/**
 * The observer margin that makes "within `preload` viewports" (ahead below and to the right, as
 * the spec's preload reads `top < innerHeight * preload`): 1.3 -> '0px 30% 30% 0px'.
 */
export function preloadMargin(preload: number = LAZY_PRELOAD): string {
  const extra = `${Math.max(0, Math.round((preload - 1) * 100))}%`;
  return `0px ${extra} ${extra} 0px`;
}

/** How long a check waits so checks run at most once per interval: 0 runs it now. */
export function throttleDelay(lastRun: number, now: number, interval: number = LAZY_THROTTLE_MS): number {
  return Math.max(0, lastRun + interval - now);
}

/**
 * From when an image that came near at `arrivedAt` may load. Near when nothing scrolled for an
 * interval (it came near because a page or a list rendered): at once. Near while the page
 * scrolls: once it has stayed near for an interval, so a fling through a 10,000-game lobby asks
 * for none of the icons it only passes (a phone's data, and the browser's work to free hundreds
 * of pictures at its next garbage collection: pauses of 40-80 ms), only for those where it slows
 * or stops. At a reading pace an icon still loads before it reaches the viewport: it comes near
 * 0.3 viewports ahead.
 */
export function loadableFrom(arrivedAt: number, lastScrollAt: number, interval: number = LAZY_THROTTLE_MS): number {
  return arrivedAt - lastScrollAt < interval ? arrivedAt + interval : arrivedAt;
}

/** What an image shows after `failures` failed loads: the source (a retry under a distinct URL), or the fallback. */
export function attemptSource(src: string, failures: number, fallback: string, attempts: number = LAZY_IMAGE_ATTEMPTS): { url: string; failed: boolean } {
  if (src === '' || failures >= attempts) return { url: fallback, failed: true };
  if (failures <= 0) return { url: src, failed: false };
  // a retry gets a distinct URL so the browser does not answer from its failed-request cache
  return { url: `${src}${src.includes('?') ? '&' : '?'}retry=${failures}`, failed: false };
}

/** A least-recently-used set of addresses: `has` refreshes an entry, `add` drops the oldest beyond the limit. */
export function createLruSet(limit: number = LAZY_CACHE_SIZE) {
  const entries = new Set<string>();
  return {
    has(key: string): boolean {
      if (!entries.has(key)) return false;
      entries.delete(key);
      entries.add(key);
      return true;
    },
    add(key: string): void {
      entries.delete(key);
      entries.add(key);
      while (entries.size > limit) entries.delete(entries.values().next().value as string);
    },
    get size() {
      return entries.size;
    },
  };
}
