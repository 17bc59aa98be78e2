/** Error codes of the platform's replies that the site acts on (platform-contract.md). */

/** The session is stale or missing: end it and open the login popup (HTTP 401 says the same). */
export const SESSION_EXPIRED_CODES: readonly string[] = ['login.not.session', 'CUSTOMER_NOT_LOGIN'];

/** A feature that is off or under maintenance. */
export const FUNCTION_NOT_AVAILABLE = 'function.not.available';

/**
 * A correct password that needs a second step (a log-in from an unregistered IP, LOGINIPVERF3, or a
 * two-factor account): the reply's `value` holds the challenge (readers/signIn.ts). The real
 * client's code for it is not in its public bundles: this name is the contract's design.
 */
export const LOGIN_VERIFICATION_REQUIRED = 'login.verification.required';

/** The human check's answer was refused (the real client's `geetest_captcha_err`, #1066). */
export const HUMAN_CHECK_FAILED = 'geetest_captcha_err';

/** Log-in or password reset for a name or e-mail no account has (spec: "username/email does not exist"). */
export const USER_NOT_EXIST = 'USER_NOT_EXIST';
