import { ApiError } from './errors';

export interface Envelope<T = unknown> {
  success: boolean;
  value?: T;
  errorCode?: string;
  message?: string;
  msg?: string;
}

function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && typeof (body as Envelope).success === 'boolean';
}

/** Unwraps `{ success, value }`; `success: false` may arrive with HTTP 200 (platform contract). */
export function unwrapEnvelope<T>(body: unknown, path: string, status: number): T {
  if (!isEnvelope(body)) {
    throw new ApiError({ kind: 'malformed', message: 'reply is not a platform envelope', path, status });
  }
  if (!body.success) {
    throw new ApiError({
      kind: 'platform',
      message: body.message ?? body.msg ?? body.errorCode ?? 'unknown error',
      errorCode: body.errorCode ?? null,
      value: body.value,
      path,
      status,
    });
  }
  return body.value as T;
}
