/**
 * "At most once per interval" (spec section 9: captcha refresh and SMS send, 1 s). The first
 * call runs at once; calls inside the interval are dropped (not queued) and say so.
 */
export const ONE_SECOND_MS = 1000;

export interface Throttle {
  /** runs `fn` unless it ran less than the interval ago; true when it ran */
  run: (fn: () => void) => boolean;
  reset: () => void;
}

export function createThrottle(intervalMs: number = ONE_SECOND_MS, now: () => number = Date.now): Throttle {
  let last = -Infinity;
  return {
    run(fn) {
      const t = now();
      if (t - last < intervalMs) return false;
      last = t;
      fn();
      return true;
    },
    reset() {
      last = -Infinity;
    },
  };
}
