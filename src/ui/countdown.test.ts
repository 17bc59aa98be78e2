import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countdownSeconds, secondsLeft } from './countdown';

describe('countdownSeconds (expiredMinutes x 60 s)', () => {
  const now = Date.UTC(2025, 0, 1, 12, 0, 0);
  it.each([
    [{ expiredMinutes: 5 }, 300],
    [{ expiredMinutes: '2' }, 120],
    [{ expiredMinutes: 0.5 }, 30],
    [{ expirationTime: now + 90_000 }, 90],
    [{ expirationTime: String(now + 61_500) }, 62],
    [{ expirationTime: new Date(now + 120_000).toISOString() }, 120],
    [{ expirationTime: now - 1000 }, 60],
    [{ expiredMinutes: 0 }, 60],
    [{}, 60],
    [null, 60],
  ])('%j -> %i s', (reply, seconds) => {
    expect(countdownSeconds(reply, now)).toBe(seconds);
  });
});

describe('secondsLeft with fake timers', () => {
  beforeEach(() => vi.useFakeTimers({ now: 5_000_000 }));
  afterEach(() => vi.useRealTimers());

  it('counts down whole seconds to 0 and never below', () => {
    const endsAt = Date.now() + 3 * 60_000; // expiredMinutes 3
    const seen: number[] = [];
    for (let i = 0; i <= 181; i++) {
      seen.push(secondsLeft(endsAt, Date.now()));
      vi.advanceTimersByTime(1000);
    }
    expect(seen[0]).toBe(180);
    expect(seen[1]).toBe(179);
    expect(seen[179]).toBe(1);
    expect(seen[180]).toBe(0);
    expect(seen[181]).toBe(0);
  });

  it.each([
    [null, 0],
    [0, 0],
    [400, 1],
    [1000, 1],
    [1001, 2],
  ])('endsAt now+%s ms -> %i', (offset, expected) => {
    expect(secondsLeft(offset === null ? null : Date.now() + offset, Date.now())).toBe(expected);
  });
});
