/**
 * Which phone-auth service signs players in by phone (and by social account): the permission
 * reply's `info.sms` (the real client's `smsProvider`: `{ firebase, apiKey, authDomain, projectId }`).
 * The preview platform rewrites it to its own stand-in (`standIn`, a same-origin path), as it
 * rewrites the image CDNs, so preview and tests never leave the machine; a real platform never
 * sends one. No usable provider: no phone sign-in and no social button.
 */
import { isRecord } from '../findings';
import { readSwitch } from '../flags';
import { safeUrl } from '../safeUrl';

export interface FirebaseConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
}

export type PhoneAuthProvider = { kind: 'firebase'; config: FirebaseConfig } | { kind: 'standIn'; base: string };

const KEY = /^[A-Za-z0-9_-]{10,100}$/;
const DOMAIN = /^[a-z0-9-]+(?:\.[a-z0-9-]+)+$/;
const PROJECT = /^[a-z0-9-]{4,40}$/;

/** The provider `info.sms` configures, or null (off, or not configured well enough to work). */
export function readPhoneAuth(sms: unknown): PhoneAuthProvider | null {
  if (!isRecord(sms) || !readSwitch(sms.firebase).on) return null;
  const standIn = typeof sms.standIn === 'string' ? safeUrl(sms.standIn) : null;
  if (standIn?.startsWith('/')) return { kind: 'standIn', base: standIn.replace(/\/+$/, '') };
  const { apiKey, authDomain, projectId } = sms;
  if (typeof apiKey === 'string' && KEY.test(apiKey) && typeof authDomain === 'string' && DOMAIN.test(authDomain) && typeof projectId === 'string' && PROJECT.test(projectId)) {
    return { kind: 'firebase', config: { apiKey, authDomain, projectId } };
  }
  return null;
}
