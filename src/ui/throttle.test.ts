import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createThrottle } from './throttle';

describe('createThrottle (1 s, fake timers)', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => vi.useRealTimers());

  it.each([
    // [ms after the first call, runs?]
    [0, false],
    [500, false],
    [999, false],
    [1000, true],
    [2500, true],
  ])('a second call %i ms later runs: %s', (delay, expected) => {
    const throttle = createThrottle(1000);
    const fn = vi.fn();
    expect(throttle.run(fn)).toBe(true);
    vi.advanceTimersByTime(delay);
    expect(throttle.run(fn)).toBe(expected);
    expect(fn).toHaveBeenCalledTimes(expected ? 2 : 1);
  });

  it('drops calls inside the interval instead of queueing them', () => {
    const throttle = createThrottle(1000);
    const fn = vi.fn();
    for (let i = 0; i < 10; i++) {
      throttle.run(fn);
      vi.advanceTimersByTime(100);
    }
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('reset lets the next call through at once', () => {
    const throttle = createThrottle(1000);
    const fn = vi.fn();
    throttle.run(fn);
    throttle.reset();
    expect(throttle.run(fn)).toBe(true);
  });
});
