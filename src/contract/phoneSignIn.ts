/**
 * Phone and social sign-in through the phone-auth service (firebase in the real client, chosen by
 * `info.sms.firebase`; readers/phoneAuth.ts reads which): the closed set of reasons a sign-in
 * fails for (the spec's wording, one message each), the service's error codes mapped onto them,
 * the spec's timings, the preview stand-in's paths, and the platform log-in that follows.
 *
 * DESIGNED (not found in the real client's public code; docs/phone-sign-in.md): the log-in body
 * `{ type: 'firebase', firebaseChannel, firebaseIdToken }` (the spec's registration sends
 * `firebaseChannel 'sms'` and `firebaseIdToken`, and its log-in knows a type `firebase`), the
 * stand-in's paths and bodies. Correct them here and the site and the preview follow.
 */
import { readPhoneAuth } from './readers/phoneAuth';

/** Why a phone or social sign-in failed (the spec's phone sign-in messages, plus unknown). */
export const PHONE_AUTH_REASONS = [
  'invalidNumber',
  'missingNumber',
  'tooManyRequests',
  'invalidCode',
  'missingCode',
  'codeExpired',
  'captchaFailed',
  'quotaExceeded',
  'notEnabled',
  'popupClosed',
  'unknown',
] as const;
export type PhoneAuthReason = (typeof PHONE_AUTH_REASONS)[number];

/** The spec: too many requests, retry after 5 minutes. */
export const PHONE_AUTH_RETRY_AFTER_MINUTES = 5;
/** The spec: the firebase code button counts down 1 minute. */
export const PHONE_AUTH_CODE_SECONDS = 60;

/** The service's error codes (firebase `auth/...`, as the stand-in answers them too) -> reason. */
const BY_CODE: Readonly<Record<string, PhoneAuthReason>> = {
  'auth/invalid-phone-number': 'invalidNumber',
  'auth/missing-phone-number': 'missingNumber',
  'auth/too-many-requests': 'tooManyRequests',
  'auth/invalid-verification-code': 'invalidCode',
  'auth/missing-verification-code': 'missingCode',
  'auth/code-expired': 'codeExpired',
  'auth/invalid-verification-id': 'codeExpired',
  'auth/missing-verification-id': 'codeExpired',
  'auth/captcha-check-failed': 'captchaFailed',
  'auth/invalid-app-credential': 'captchaFailed',
  'auth/quota-exceeded': 'quotaExceeded',
  'auth/operation-not-allowed': 'notEnabled',
  'auth/admin-restricted-operation': 'notEnabled',
  'auth/popup-closed-by-user': 'popupClosed',
  'auth/cancelled-popup-request': 'popupClosed',
  'auth/user-cancelled': 'popupClosed',
};

/** The reason for an error code (`auth/...`, with or without the `auth/` prefix); unknown otherwise. */
export function phoneAuthReason(code: unknown): PhoneAuthReason {
  if (typeof code !== 'string') return 'unknown';
  const key = code.trim().toLowerCase();
  return BY_CODE[key] ?? BY_CODE[`auth/${key}`] ?? 'unknown';
}

/** How long a sender refused for too many requests waits: the spec's 5 minutes, in seconds. */
export const PHONE_AUTH_RETRY_AFTER_SECONDS = PHONE_AUTH_RETRY_AFTER_MINUTES * 60;

/** Social providers the phone-auth service signs in with (firebase's built-in ones). */
export const PHONE_AUTH_SOCIAL = ['google', 'facebook', 'twitter'] as const;
export type PhoneAuthSocial = (typeof PHONE_AUTH_SOCIAL)[number];
export const isPhoneAuthSocial = (p: string): p is PhoneAuthSocial => (PHONE_AUTH_SOCIAL as readonly string[]).includes(p);

/** What the platform log-in is told the token came from. */
export type FirebaseChannel = 'sms' | PhoneAuthSocial;

/** The platform log-in (`POST /wps/session/login`, encrypted) with the service's id token. DESIGNED. */
export function firebaseLoginBody(channel: FirebaseChannel, idToken: string): { type: 'firebase'; firebaseChannel: FirebaseChannel; firebaseIdToken: string } {
  return { type: 'firebase', firebaseChannel: channel, firebaseIdToken: idToken };
}

/**
 * How a registration's phone code goes out and is proven: through the phone-auth service where the
 * brand's `info.sms` configures one (the contract: "`info.sms.firebase` says whether SMS goes
 * through firebase"; there is no FIREBASESMS3 or FIREBASEREG3 flag), else the platform's own SMS
 * code call. DESIGNED: the service must also be usable (readers/phoneAuth.ts), as for the sign-in,
 * so a switch without a service never leaves the form without a way to get a code.
 */
export type RegistrationCodeChannel = 'phoneAuth' | 'platform';
export function registrationCodeChannel(sms: unknown): RegistrationCodeChannel {
  return readPhoneAuth(sms) ? 'phoneAuth' : 'platform';
}

/**
 * What a registration whose code went through the service adds to its body (the spec: "for
 * firebase SMS firebaseChannel 'sms' and firebaseIdToken"). DESIGNED: alongside the typed
 * `verificationCode`, not instead of it, as the real client's SMS verify calls send
 * `verificationCode` plus `firebaseIdToken` (platform-contract-member-agent.md). The platform
 * proves the number by the token; a refused token is `FIREBASE_TOKEN_INVALID`.
 */
export function firebaseRegisterFields(idToken: string): { firebaseChannel: 'sms'; firebaseIdToken: string } {
  return { firebaseChannel: 'sms', firebaseIdToken: idToken };
}

/** The platform's refusal of a service token (log-in or registration): unknown, spent, another channel or another number. DESIGNED. */
export const FIREBASE_TOKEN_INVALID = 'firebase.token.invalid';

/**
 * The preview platform's stand-in for the service, under `info.sms.standIn` (same origin). POST,
 * JSON, the platform's envelope; errors carry the service's code as `errorCode`.
 * - sendCode `{ countryDialingCode, mobileNum }` -> `{ verificationId }`
 * - confirm `{ verificationId, code }` -> `{ idToken }`
 * - popup `{ provider }` -> `{ idToken }` (what the provider's popup would hand back)
 */
export const PHONE_AUTH_STAND_IN = { sendCode: '/send-code', confirm: '/confirm', popup: '/popup' } as const;
/** where the preview platform serves its stand-in (what it writes into `info.sms.standIn`) */
export const PHONE_AUTH_STAND_IN_BASE = '/__preview/phone-auth';
