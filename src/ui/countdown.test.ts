import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cooldownKey, cooldownValue, countdownSeconds, formatCountdown, keptCooldownEnd, readCooldown, secondsLeft, writeCooldown } from './countdown';

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

describe('formatCountdown (what the code button shows)', () => {
  it.each([
    [599, '9:59'],
    [600, '10:00'],
    [300, '5:00'],
    [61, '1:01'],
    [60, '1:00'],
    [59, '0:59'],
    [5, '0:05'],
    [1, '0:01'],
    [0, '0:00'],
    [-3, '0:00'],
    [0.4, '0:01'],
    [3600, '60:00'],
    [Number.NaN, '0:00'],
  ])('%s s -> %s', (seconds, shown) => {
    expect(formatCountdown(seconds)).toBe(shown);
  });
});

describe('cooldownKey: one cooldown per purpose and target', () => {
  it.each([
    ['bind-mobile', '09170000001', 'cooldown:bind-mobile:09170000001'],
    ['bind-email', ' Ju@Example.test ', 'cooldown:bind-email:ju@example.test'],
    ['reset', '', null],
    ['reset', '   ', null],
    ['reset', null, null],
    ['reset', undefined, null],
  ])('%s %j -> %s', (purpose, target, key) => {
    expect(cooldownKey(purpose, target)).toBe(key);
  });
});

describe('keptCooldownEnd: a kept cooldown runs to its end, never longer than it was', () => {
  const now = 1_700_000_000_000;
  it.each([
    ['ends in 10 minutes', cooldownValue(now + 600_000, 600), now + 600_000],
    ['1 ms left', cooldownValue(now + 1, 600), now + 1],
    ['ends now', cooldownValue(now, 600), null],
    ['ended', cooldownValue(now - 1000, 600), null],
    ['longer than it was (the clock set back)', cooldownValue(now + 700_000, 600), null],
    ['nothing kept', null, null],
    ['unreadable', 'soon', null],
    ['a bare number', String(now + 1000), null],
    ['negative', `-${now + 1000}/600`, null],
  ])('%s', (_, value, expected) => {
    expect(keptCooldownEnd(value, now)).toBe(expected);
  });
});

describe('readCooldown / writeCooldown over the tab storage, with fake timers', () => {
  beforeEach(() => vi.useFakeTimers({ now: 5_000_000 }));
  afterEach(() => vi.useRealTimers());

  function memoryStore() {
    const map = new Map<string, string>();
    return { map, getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k) };
  }

  it('a reload reads the cooldown on until it ends, then it is gone', () => {
    const kept = memoryStore();
    const key = cooldownKey('reset', '09170000001');
    writeCooldown(key, { endsAt: Date.now() + 600_000, seconds: 600 }, kept);
    vi.advanceTimersByTime(1_000);
    expect(secondsLeft(readCooldown(key, Date.now(), kept), Date.now())).toBe(599);
    expect(formatCountdown(secondsLeft(readCooldown(key, Date.now(), kept), Date.now()))).toBe('9:59');
    vi.advanceTimersByTime(598_999);
    expect(secondsLeft(readCooldown(key, Date.now(), kept), Date.now())).toBe(1);
    vi.advanceTimersByTime(1);
    expect(readCooldown(key, Date.now(), kept)).toBeNull();
    // the ended cooldown is removed, not left behind
    expect(kept.map.size).toBe(0);
  });

  it('each target has its own; forgetting one leaves the others', () => {
    const kept = memoryStore();
    const a = cooldownKey('bind-mobile', '09170000001');
    const b = cooldownKey('bind-mobile', '09170000002');
    writeCooldown(a, { endsAt: Date.now() + 60_000, seconds: 60 }, kept);
    expect(readCooldown(b, Date.now(), kept)).toBeNull();
    writeCooldown(b, { endsAt: Date.now() + 30_000, seconds: 30 }, kept);
    writeCooldown(a, null, kept);
    expect(readCooldown(a, Date.now(), kept)).toBeNull();
    expect(readCooldown(b, Date.now(), kept)).toBe(Date.now() + 30_000);
  });

  it('no key or no storage keeps nothing', () => {
    const kept = memoryStore();
    writeCooldown(null, { endsAt: Date.now() + 60_000, seconds: 60 }, kept);
    expect(kept.map.size).toBe(0);
    expect(readCooldown(null, Date.now(), kept)).toBeNull();
    expect(readCooldown('cooldown:reset:1', Date.now(), null)).toBeNull();
  });
});
