/**
 * The sign-in safeguards: the second step of a log-in from an unregistered IP or of a two-factor
 * account, and the human check (geetest) that log-in, registration and SMS sends carry.
 * Paths and ModuleIds are the real client's (its API table: `loginVerify`, `captchaGeetest`); the
 * bodies are not in its public code, so they are this contract's design, kept here and in
 * readers/signIn.ts so a capture corrects them in one place.
 */
import type { CallSpec } from '../callSpec';

/**
 * The second step: body `{ verifyToken, method, verificationCode, mobileNum?, countryDialingCode?,
 * payeeName? }` (encrypted); the reply is a log-in reply (`token`, `firstTimeLogin`, `passwordExpired`).
 * `{ verifyToken, method: "SMS", resend: true }` sends the code again (`{ expiredMinutes }`, the SMS throttle's
 * `sms.too.frequent` when too soon); the step's first code goes out with the challenge.
 */
export const loginVerification = { method: 'POST', path: '/wps/session/login/verification', encrypted: true, moduleId: 'LOGINIPVERF3' } as const satisfies CallSpec;
/** the human check's settings for one product (`product=login|register|sms`): `captcha_id` (V4) */
export const geetest = { method: 'GET', path: '/wps/captcha/geetest', moduleId: 'GEETEST3' } as const satisfies CallSpec;
