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
   * The session is gone (the token is stale or missing): HTTP 401 from any call, or the
   * platform's codes for it (`login.not.session`; `CUSTOMER_NOT_LOGIN` in the real client).
   */
  get isSessionExpired(): boolean {
    return this.status === 401 || this.errorCode === 'login.not.session' || this.errorCode === 'CUSTOMER_NOT_LOGIN';
  }
}

/**
 * Whether a failed query is worth one more try: a dropped connection or a server fault may be
 * gone a moment later; a timeout has already waited the contract's 20 s (a second try would keep
 * the player waiting 40), and an ended session or the platform's own refusal answers the same again.
 */
export function isWorthRetrying(error: unknown): boolean {
  // only an HTTP error has a status of 500 or more: the envelope is read from successful replies only
  return isApiError(error) && (error.kind === 'network' || (error.status ?? 0) >= 500);
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}
