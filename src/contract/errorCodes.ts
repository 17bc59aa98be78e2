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

/** Spec section 8: a log-in by an account that is not a member of this site. */
export const NON_MEMBER_LOGIN = 'us_forbidden_login_error';

/**
 * The platform's other refusals the player meets in its own words. The spec names these refusals
 * but not their codes ("wrong password", "captcha error", "system busy"): the names are the
 * contract's design, answered so by the preview platform.
 */
/** a wrong log-in password, or a wrong current password when changing it */
export const WRONG_PASSWORD = 'password.error';
/** the image captcha's answer was wrong */
export const WRONG_CAPTCHA = 'captcha.error';
/** the platform is overloaded: the same request may pass a moment later */
export const SYSTEM_BUSY = 'system.busy';
/** the log-in password that confirms a money move (transfer to upline, a point-mall redemption) is wrong */
export const INVALID_PASSWORD = 'invalid.password';

/**
 * The refusals of a money move the agent or the player confirms with a password (the single and
 * the multiple downline transfer, the withdrawal): here, apart from their calls, so that wording
 * them does not bring those calls' modules into the first screen.
 */
export const INSUFFICIENT_BALANCE = 'insufficient.balance';
/** the log-in password that confirms a downline transfer is wrong */
export const WRONG_TRANSFER_PASSWORD = 'invalid.pw';
export const WRONG_PAYMENT_PASSWORD = 'invalid.payment.pw';
export const NO_PAYMENT_PASSWORD = 'not.exists.payment.password';

/** A promo code claimed before its conditions are met: the reply's `value` lists the unreached ones (readers/rewards.ts readPromoConditions). */
export const PROMO_CONDITIONS_UNMET = 'prom_claim_req_field';
