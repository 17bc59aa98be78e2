/**
 * Session state. The token and the member's keys live in sessionStorage (spec section 3:
 * token, isAgent, account, username, nickname, customerId, toUpline, member label, cpw flag)
 * and the atoms mirror them, so a reload keeps the player logged in for the tab's life.
 */
import { atom } from 'jotai';

/** `isAgent` holds the member's account type (spec: "isAgent 4 shows a warning"). */
export const SESSION_KEYS = [
  'token', 'isAgent', 'account', 'username', 'nickname', 'customerId', 'toUpline', 'memberLabel', 'cpw', 'userInfo',
] as const;
/** keys that survive logout (spec: "clear session storage, restore merchant keys") */
export const MERCHANT_KEYS = ['merchant', 'merchantCode', 'platform'] as const;

/** Agent account types (spec section 3); 4 is a trial (guest) account. */
export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];
export const TRIAL_TYPE = 4;

export interface ClubLabel {
  labelName: string;
  /** text colour */
  color: string;
  /** background colour */
  color2: string;
  rankLevel: number;
}

/** `GET /wps/member/info` as the site keeps it. */
export interface MemberInfo {
  id: number | string;
  nickname: string | null;
  account: string | null;
  username: string;
  type: number;
  toUpline: boolean | number | string | null;
  clubLabel: ClubLabel | null;
  hasPassword?: boolean;
}

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

function readMember(): MemberInfo | null {
  const raw = readSession('userInfo');
  if (!raw) return null;
  try {
    return JSON.parse(raw) as MemberInfo;
  } catch {
    return null;
  }
}

function readType(): number | null {
  const raw = readSession('isAgent');
  const n = raw === null ? NaN : Number(raw);
  return Number.isFinite(n) ? n : null;
}

const tokenBaseAtom = atom<string | null>(readSession('token'));
const memberBaseAtom = atom<MemberInfo | null>(readMember());
/** the account type, known from the login (free play) before the member info arrives */
const typeBaseAtom = atom<number | null>(readType());

/** The session token; writing it persists to sessionStorage. */
export const tokenAtom = atom(
  (get) => get(tokenBaseAtom),
  (_get, set, token: string | null) => {
    writeSession('token', token);
    set(tokenBaseAtom, token);
  },
);

export const isLoggedInAtom = atom((get) => get(tokenBaseAtom) !== null);

/** The member's info (null until loaded); writing it stores the spec's session keys. */
export const memberAtom = atom(
  (get) => get(memberBaseAtom),
  (_get, set, info: MemberInfo | null) => {
    if (info) {
      writeSession('userInfo', JSON.stringify(info));
      writeSession('isAgent', String(info.type));
      writeSession('account', info.account ?? info.username);
      writeSession('username', info.username);
      writeSession('nickname', info.nickname ?? '');
      writeSession('customerId', String(info.id));
      writeSession('toUpline', String(info.toUpline ?? ''));
      writeSession('memberLabel', info.clubLabel ? JSON.stringify(info.clubLabel) : null);
      set(typeBaseAtom, info.type);
    }
    set(memberBaseAtom, info);
  },
);

/** Sets the account type before the member info is known (free play answers type 4). */
export const accountTypeAtom = atom(
  (get) => get(memberBaseAtom)?.type ?? get(typeBaseAtom),
  (_get, set, type: number | null) => {
    writeSession('isAgent', type === null ? null : String(type));
    set(typeBaseAtom, type);
  },
);

export const isTrialAtom = atom((get) => get(accountTypeAtom) === TRIAL_TYPE);
export const isAgentAtom = atom((get) => {
  const type = get(accountTypeAtom);
  return type !== null && AGENT_TYPES.includes(type);
});
/**
 * Spec section 4: the member centre needs a token and an account that is not type 4. Until the
 * account type is known (a session from a `token` in the address, before its member info
 * arrives) it stays closed, so a trial never sees it, even for a moment.
 */
export const memberCentreAtom = atom((get) => {
  const type = get(accountTypeAtom);
  return get(tokenBaseAtom) !== null && type !== null && type !== TRIAL_TYPE;
});

/**
 * A session handed over from outside (a `token` in the address). A different token is a new
 * login: nothing of the session before it (member info, account type, password-change flag)
 * may show for it. The same token keeps what is known.
 */
export const adoptTokenAtom = atom(null, (get, set, token: string) => {
  if (get(tokenBaseAtom) === token) return;
  for (const key of SESSION_KEYS) writeSession(key, null);
  set(memberBaseAtom, null);
  set(typeBaseAtom, null);
  set(tokenAtom, token);
});

/** The "cpw" flag: the player must change the password (weak, expired or first login). */
export function setPasswordChangeFlag(on: boolean): void {
  writeSession('cpw', on ? '1' : null);
}

const sessionEndedBaseAtom = atom(false);
/** A session ended on this page (logout or expiry): what shows "after boot" must not show again. */
export const sessionEndedAtom = atom((get) => get(sessionEndedBaseAtom));

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
  set(memberBaseAtom, null);
  set(typeBaseAtom, null);
  set(sessionEndedBaseAtom, true);
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
