/**
 * The SMS code countdown (spec section 4: expiredMinutes x 60 s, 'code sent (n)', no resend
 * while it runs). Pure parts first (table-tested with fake timers), then the React hook.
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

export interface Countdown {
  /** seconds left, 0 when idle */
  remaining: number;
  running: boolean;
  /** starts counting down from `seconds`; ignored while running (no resend while counting) */
  start: (seconds: number) => boolean;
  stop: () => void;
}

/** A second-by-second countdown driven by the clock (robust to throttled timers). */
export function useCountdown(now: () => number = Date.now): Countdown {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [remaining, setRemaining] = useState(0);
  const endsRef = useRef<number | null>(null);

  useEffect(() => {
    if (endsAt === null) return;
    const tick = () => {
      const left = secondsLeft(endsAt, now());
      setRemaining(left);
      if (left === 0) {
        endsRef.current = null;
        setEndsAt(null);
      }
    };
    tick();
    const id = setInterval(tick, 250);
    return () => clearInterval(id);
  }, [endsAt, now]);

  const start = useCallback(
    (seconds: number) => {
      if (endsRef.current !== null && secondsLeft(endsRef.current, now()) > 0) return false;
      const at = now() + seconds * 1000;
      endsRef.current = at;
      setRemaining(seconds);
      setEndsAt(at);
      return true;
    },
    [now],
  );
  const stop = useCallback(() => {
    endsRef.current = null;
    setEndsAt(null);
    setRemaining(0);
  }, []);

  return { remaining, running: remaining > 0, start, stop };
}
