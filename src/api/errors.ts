import { SESSION_EXPIRED_CODES } from '../contract/errorCodes';

/** Every way a platform call can fail, so screens can say what happened where it happened. */
export type ApiErrorKind = 'platform' | 'http' | 'network' | 'timeout' | 'malformed' | 'invalid';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | null;
  readonly errorCode: string | null;
  readonly path: string;
  /** the envelope's `value` of a failed reply (e.g. a failed login's `{ captcha: true }`) */
  readonly value: unknown;

  constructor(init: { kind: ApiErrorKind; message: string; path: string; status?: number | null; errorCode?: string | null; value?: unknown }) {
    super(init.message);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.path = init.path;
    this.status = init.status ?? null;
    this.errorCode = init.errorCode ?? null;
    this.value = init.value;
  }

  /**
   * The session is gone (the token is stale or missing): HTTP 401 from any call, or one of the
   * platform's codes for it (contract/errorCodes.ts: `login.not.session`, `CUSTOMER_NOT_LOGIN`).
   */
  get isSessionExpired(): boolean {
    return this.status === 401 || (this.errorCode !== null && SESSION_EXPIRED_CODES.includes(this.errorCode));
  }
}

/**
 * The queries' retry rule: one more try, only where it may help. A dropped connection or a server
 * fault may be gone a moment later, and a call refused for an ended session is then asked as a
 * visitor's (a call that needs no session gets its answer; the client ended the session). A
 * timeout has waited the contract's 20 s already (once more would keep the player waiting 40), and
 * the platform's own refusal would answer the same again.
 */
export function retryOnce(failures: number, error: unknown): boolean {
  // only an HTTP error has a status of 500 or more: the envelope is read from successful replies only
  return failures < 1 && isApiError(error) && (error.kind === 'network' || (error.status ?? 0) >= 500 || error.isSessionExpired);
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}
