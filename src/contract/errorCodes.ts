/** Error codes of the platform's replies that the site acts on (platform-contract.md). */

/** The session is stale or missing: end it and open the login popup (HTTP 401 says the same). */
export const SESSION_EXPIRED_CODES: readonly string[] = ['login.not.session', 'CUSTOMER_NOT_LOGIN'];

/** A feature that is off or under maintenance. */
export const FUNCTION_NOT_AVAILABLE = 'function.not.available';
