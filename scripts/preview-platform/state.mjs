// Mutable per-brand state of the preview platform (sessions, and whatever later calls keep:
// accounts, favourites, recent games). It starts empty on every start and is filled from the
// brand's fixtures by whoever owns a part of it, so runs are repeatable.
import { randomBytes } from 'node:crypto';

/** How long a session lives without use (the operator's own value is not published). */
export const SESSION_TTL_MS = 2 * 60 * 60 * 1000;

export function createPlatformState({ now = () => Date.now(), log = () => {} } = {}) {
  const brands = new Map();

  /** The state of one brand: `sessions` (token -> { username, expiresAt }) and free slots for features. */
  function of(code) {
    let state = brands.get(code);
    if (!state) {
      state = { code, sessions: new Map(), slots: new Map() };
      brands.set(code, state);
    }
    return state;
  }

  /** A feature's own part of a brand's state, made once by `init`. */
  function slot(code, name, init) {
    const state = of(code);
    if (!state.slots.has(name)) state.slots.set(name, init());
    return state.slots.get(name);
  }

  function openSession(code, username) {
    const token = randomBytes(24).toString('hex');
    of(code).sessions.set(token, { username, expiresAt: now() + SESSION_TTL_MS });
    return token;
  }

  /** The username behind an Authorization token, or null when missing, unknown or expired. */
  function sessionUser(code, token) {
    if (!token) return null;
    const sessions = of(code).sessions;
    const session = sessions.get(token);
    if (!session) return null;
    if (session.expiresAt <= now()) {
      sessions.delete(token);
      return null;
    }
    session.expiresAt = now() + SESSION_TTL_MS;
    return session.username;
  }

  function closeSession(code, token) {
    of(code).sessions.delete(token);
  }

  /** Preview-only: end every session of a brand (tests of session expiry). */
  function expireSessions(code) {
    of(code).sessions.clear();
  }

  function reset(code) {
    if (code) brands.delete(code);
    else brands.clear();
  }

  // `now` and `log` are shared with the routes (SMS and captcha expiry, preview logs)
  return { of, slot, openSession, sessionUser, closeSession, expireSessions, reset, now, log };
}
