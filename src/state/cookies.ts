/**
 * Cookies of the login form's "remember me" (spec section 3: last user, remember flag, SMS
 * login mobile with dialing code; 24 hours). The spec's "remembered password per username" is
 * never kept: a cookie is readable by any script of the page and rides along with every request,
 * so the password is left to the browser's password manager (the login form's autocomplete
 * attributes and the Credential Management API, features/account/credentials.ts). Pure parse
 * and serialise, then thin document.cookie wrappers.
 */
import { purgePasswordCookies } from './passwordCookies';

export { purgePasswordCookies };

export const COOKIE_HOURS = 24;

export const REMEMBER_COOKIES = {
  lastUser: 'lastUser',
  remember: 'rememberMe',
  smsMobile: 'smsMobile',
} as const;

export function serializeCookie(name: string, value: string, opts: { hours?: number; now?: number; path?: string } = {}): string {
  const hours = opts.hours ?? COOKIE_HOURS;
  const expires = new Date((opts.now ?? Date.now()) + hours * 3600_000).toUTCString();
  return `${encodeURIComponent(name)}=${encodeURIComponent(value)}; expires=${expires}; max-age=${Math.round(hours * 3600)}; path=${opts.path ?? '/'}; SameSite=Lax`;
}

export function serializeDeletion(name: string, path = '/'): string {
  return `${encodeURIComponent(name)}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0; path=${path}; SameSite=Lax`;
}

export function parseCookies(header: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name) continue;
    try {
      out[decodeURIComponent(name)] = decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      out[name] = part.slice(eq + 1).trim();
    }
  }
  return out;
}

export function getCookie(name: string, doc: Pick<Document, 'cookie'> = document): string | null {
  return parseCookies(doc.cookie)[name] ?? null;
}

export function setCookie(name: string, value: string, hours: number = COOKIE_HOURS, doc: Pick<Document, 'cookie'> = document): void {
  doc.cookie = serializeCookie(name, value, { hours });
}

export function deleteCookie(name: string, doc: Pick<Document, 'cookie'> = document): void {
  doc.cookie = serializeDeletion(name);
}

/** What the login form remembers, read back to prefill it: never a password. */
export interface Remembered {
  remember: boolean;
  username: string;
  /** SMS login: dialing code and number */
  dialingCode: string | null;
  mobileNum: string;
}

export function readRemembered(doc: Pick<Document, 'cookie'> = document): Remembered {
  const all = parseCookies(doc.cookie);
  const [dialingCode, mobileNum] = (all[REMEMBER_COOKIES.smsMobile] ?? '').split('|');
  return {
    remember: all[REMEMBER_COOKIES.remember] === '1',
    username: all[REMEMBER_COOKIES.lastUser] ?? '',
    dialingCode: mobileNum ? (dialingCode ?? null) : null,
    mobileNum: mobileNum ?? '',
  };
}

/**
 * After a successful login: store (remember on) or clear (off) the cookies of the spec. A
 * username login keeps the last user either way (spec: "last user"), and the flag when asked;
 * an SMS login keeps its dialing code and number when asked. Any password cookie goes.
 */
export function writeRemembered(
  entry: { type: 'username'; username: string; remember: boolean } | { type: 'sms'; dialingCode: string; mobileNum: string; remember: boolean },
  doc: Pick<Document, 'cookie'> = document,
): void {
  purgePasswordCookies(doc);
  if (entry.type === 'sms') {
    if (entry.remember) doc.cookie = serializeCookie(REMEMBER_COOKIES.smsMobile, `${entry.dialingCode}|${entry.mobileNum}`);
    else doc.cookie = serializeDeletion(REMEMBER_COOKIES.smsMobile);
    return;
  }
  doc.cookie = entry.remember ? serializeCookie(REMEMBER_COOKIES.remember, '1') : serializeDeletion(REMEMBER_COOKIES.remember);
  doc.cookie = serializeCookie(REMEMBER_COOKIES.lastUser, entry.username);
}
