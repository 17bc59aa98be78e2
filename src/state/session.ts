/**
 * Session state. The token lives in sessionStorage (spec section 3) and the atom mirrors
 * it, so a reload keeps the player logged in for the tab's life.
 */
import { atom } from 'jotai';

export const SESSION_KEYS = ['token', 'isAgent', 'account', 'username', 'nickname', 'customerId'] as const;
/** keys that survive logout (spec: "clear session storage, restore merchant keys") */
export const MERCHANT_KEYS = ['merchant', 'merchantCode', 'platform'] as const;

function readSession(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeSession(key: string, value: string | null): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    /* storage blocked: the session lasts for this page only */
  }
}

const tokenBaseAtom = atom<string | null>(readSession('token'));

/** The session token; writing it persists to sessionStorage. */
export const tokenAtom = atom(
  (get) => get(tokenBaseAtom),
  (_get, set, token: string | null) => {
    writeSession('token', token);
    set(tokenBaseAtom, token);
  },
);

export const isLoggedInAtom = atom((get) => get(tokenBaseAtom) !== null);

/** Ends the session: clears session storage but keeps the merchant keys. */
export const clearSessionAtom = atom(null, (_get, set) => {
  const kept = MERCHANT_KEYS.map((k) => [k, readSession(k)] as const);
  try {
    sessionStorage.clear();
  } catch {
    /* ignore */
  }
  for (const [k, v] of kept) if (v !== null) writeSession(k, v);
  set(tokenBaseAtom, null);
});

/** Non-React code (the API client) reads the token through this. */
export function currentToken(): string | null {
  return readSession('token');
}

export function rememberMerchant(code: string): void {
  writeSession('merchant', code);
  writeSession('merchantCode', code);
  writeSession('platform', 'web');
  try {
    localStorage.setItem('merchantCode', code);
  } catch {
    /* ignore */
  }
}
