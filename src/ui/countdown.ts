/**
 * The SMS code countdown (spec section 4: expiredMinutes x 60 s, 'code sent (m:ss)', no resend
 * while it runs). Pure parts first (table-tested with fake timers), then the React hook. A
 * countdown given a key (its purpose and target: `cooldownKey`) keeps its end time in
 * sessionStorage, so a reload of the page still counts down and does not let the player ask
 * for another code at once; the code itself is never kept.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CodeSendReply } from '../contract/verification';

/** Seconds a code stays valid from the send reply: `expiredMinutes`, or an `expirationTime` (ms or date text). */
export function countdownSeconds(
  reply: CodeSendReply | null | undefined,
  now: number = Date.now(),
  fallbackSeconds = 60,
): number {
  const minutes = Number(reply?.expiredMinutes);
  if (reply?.expiredMinutes !== undefined && reply.expiredMinutes !== null && Number.isFinite(minutes) && minutes > 0) {
    return Math.round(minutes * 60);
  }
  const exp = reply?.expirationTime;
  if (exp !== undefined && exp !== null && exp !== '') {
    const at = typeof exp === 'number' ? exp : /^\d+$/.test(String(exp)) ? Number(exp) : Date.parse(String(exp));
    if (Number.isFinite(at) && at > now) return Math.ceil((at - now) / 1000);
  }
  return fallbackSeconds;
}

/** Whole seconds left until `endsAt` (never negative). */
export function secondsLeft(endsAt: number | null, now: number): number {
  if (endsAt === null) return 0;
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/** Seconds as a countdown shows them: minutes and two-digit seconds, "9:59", "0:05", "10:00". */
export function formatCountdown(seconds: number): string {
  const whole = Number.isFinite(seconds) ? Math.max(0, Math.ceil(seconds)) : 0;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** The storage key of one cooldown: what the code is for and where it goes (a number, an address, an account). */
export function cooldownKey(purpose: string, target: string | null | undefined): string | null {
  const to = (target ?? '').trim().toLowerCase();
  return to ? `cooldown:${purpose}:${to}` : null;
}

/** What sessionStorage keeps of a cooldown: its end and its length, so a clock set back cannot stretch it. */
export function cooldownValue(endsAt: number, seconds: number): string {
  return `${Math.round(endsAt)}/${Math.round(seconds)}`;
}

/** The end time a kept cooldown still runs to at `now`, or null: gone, over, unreadable, or longer than it was. */
export function keptCooldownEnd(value: string | null | undefined, now: number): number | null {
  const m = /^(\d{1,15})\/(\d{1,9})$/.exec(value ?? '');
  if (!m) return null;
  const endsAt = Number(m[1]);
  const seconds = Number(m[2]);
  return endsAt > now && endsAt - now <= seconds * 1000 ? endsAt : null;
}

type KeptStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function store(): KeptStore | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage blocked: the countdown lasts for this page only
  }
}

/** The kept cooldown of `key` at `now`; one that is over is removed. */
export function readCooldown(key: string | null, now: number, kept: KeptStore | null = store()): number | null {
  if (!key || !kept) return null;
  try {
    const value = kept.getItem(key);
    const endsAt = keptCooldownEnd(value, now);
    if (endsAt === null && value !== null) kept.removeItem(key);
    return endsAt;
  } catch {
    return null;
  }
}

/** Keeps (or, with null, forgets) the cooldown of `key`. */
export function writeCooldown(key: string | null, value: { endsAt: number; seconds: number } | null, kept: KeptStore | null = store()): void {
  if (!key || !kept) return;
  try {
    if (value) kept.setItem(key, cooldownValue(value.endsAt, value.seconds));
    else kept.removeItem(key);
  } catch {
    /* storage full or blocked: the countdown lasts for this page only */
  }
}

export interface Countdown {
  /** seconds left, 0 when idle */
  remaining: number;
  running: boolean;
  /** starts counting down from `seconds`; ignored while running (no resend while counting) */
  start: (seconds: number) => boolean;
  stop: () => void;
}

/**
 * A second-by-second countdown driven by the clock (robust to throttled timers). With a `key`
 * (`cooldownKey`) its end is kept for the tab: a reload, or the same target typed again, counts
 * on from where it was; another key (another number typed) has its own.
 */
export function useCountdown(key: string | null = null, now: () => number = Date.now): Countdown {
  const [shown, setShown] = useState(() => ({ key, endsAt: readCooldown(key, now()) }));
  const [remaining, setRemaining] = useState(() => secondsLeft(shown.endsAt, now()));
  let endsAt = shown.endsAt;
  if (shown.key !== key) {
    // another target: its own kept cooldown, if it has one
    endsAt = readCooldown(key, now());
    setShown({ key, endsAt });
    setRemaining(secondsLeft(endsAt, now()));
  }
  const endsRef = useRef<number | null>(endsAt);
  const keyRef = useRef(key);

  useEffect(() => {
    endsRef.current = endsAt;
    keyRef.current = key;
    if (endsAt === null) return;
    const tick = () => {
      const left = secondsLeft(endsAt, now());
      setRemaining(left);
      if (left === 0) {
        endsRef.current = null;
        writeCooldown(key, null);
        setShown({ key, endsAt: null });
      }
    };
    tick();
    const id = setInterval(tick, 250);
    return () => clearInterval(id);
  }, [endsAt, key, now]);

  const start = useCallback(
    (seconds: number) => {
      if (endsRef.current !== null && secondsLeft(endsRef.current, now()) > 0) return false;
      const at = now() + seconds * 1000;
      endsRef.current = at;
      writeCooldown(keyRef.current, { endsAt: at, seconds });
      setRemaining(seconds);
      setShown({ key: keyRef.current, endsAt: at });
      return true;
    },
    [now],
  );
  const stop = useCallback(() => {
    endsRef.current = null;
    writeCooldown(keyRef.current, null);
    setShown({ key: keyRef.current, endsAt: null });
    setRemaining(0);
  }, []);

  // nothing running for this key: whatever the last tick left counts for nothing
  const left = endsAt === null ? 0 : remaining;
  return { remaining: left, running: left > 0, start, stop };
}
