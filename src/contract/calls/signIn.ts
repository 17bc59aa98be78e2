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
/**
 * The human check's settings for one product (`product=login|register|sms`): `captcha_id` (V4).
 * What the real client's public code shows (D3M09/Proxy `Proxy/cache/res/js/app.c8ffdc8.js`):
 * the log-in form runs `geetestVerify("login")` in username mode only and spreads its result into
 * the log-in body (the SMS mode sends none); the registration runs `geetestVerify("register")` and
 * spreads it into the register body with `login: true`; the registration code's send runs
 * `geetestVerify("sms")` and sends `{ countryDialingCode, mobileNo, ...result }`; the log-in code's
 * send (`getLoginCode`, throttled to 1 s) sends `{ mobileNum, countryDialingCode }` alone. The
 * mixin itself (and so the result's field names) is not in that bundle: `geetestValidateV4`
 * with GeeTest V4's `captcha_id, lot_number, pass_token, gen_time, captcha_output` is this
 * contract's design (readers/signIn.ts HumanCheckAnswer). The registration's image captcha shows
 * from a store switch (`Public.showCaptcha`), its `required` from the captcha rule; reading that
 * switch as CAPTCHA3 is this contract's design too (brand/buildBrandModel.ts withImageCaptcha).
 */
export const geetest = { method: 'GET', path: '/wps/captcha/geetest', moduleId: 'GEETEST3' } as const satisfies CallSpec;
