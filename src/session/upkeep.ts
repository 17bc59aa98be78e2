/**
 * Keeping the platform in step with the session, as the real client does: a page the player
 * opens touches the session (GET /wps/session/touch, at most once per 8 s), so an idle session
 * stays alive while the player moves around and a dead one is found at once (the API client ends
 * it on the platform's 401 / CUSTOMER_NOT_LOGIN); a language change is told to the platform.
 */
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { call } from '../api/client';
import * as systemCalls from '../contract/calls/system';
import { currentToken, tokenAtom } from './session';

/** The real client's debounce of the touch. */
export const TOUCH_INTERVAL_MS = 8000;

let lastTouch = Number.NEGATIVE_INFINITY;

/** Touches the session unless it was touched less than 8 s ago (`now` for tests). */
export function touchSession(now: number = Date.now()): Promise<unknown> | null {
  if (!currentToken() || now - lastTouch < TOUCH_INTERVAL_MS) return null;
  lastTouch = now;
  // a failure is the API client's to act on (an ended session); nothing to show here
  return call(systemCalls.sessionTouch).catch(() => null);
}

/** Touches the session on every page the logged-in player opens. */
export function useSessionTouch(): void {
  const token = useAtomValue(tokenAtom);
  const { pathname } = useLocation();
  useEffect(() => {
    if (token) void touchSession();
  }, [token, pathname]);
}

/** Tells the platform the player's language (PUT /wps/member/language), when a player is logged in. */
export function sendLanguage(language: string): void {
  if (!currentToken()) return;
  void call(systemCalls.updateLanguage, { body: { language } }).catch(() => null);
}
