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

  /** HTTP 401, `login.not.session` or `CUSTOMER_NOT_LOGIN`: the token is stale or missing. */
  get isSessionExpired(): boolean {
    return this.status === 401 || (this.errorCode !== null && SESSION_EXPIRED_CODES.includes(this.errorCode));
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}
