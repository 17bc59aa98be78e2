import { ApiError } from './errors';

export interface Envelope<T = unknown> {
  success?: boolean;
  value?: T;
  errorCode?: string;
  message?: string;
  msg?: string;
}

const isObject = (body: unknown): body is Envelope => typeof body === 'object' && body !== null && !Array.isArray(body);

/**
 * Unwraps `{ success, value }`. `success: false` may arrive with HTTP 200 (platform contract); a
 * 2xx reply without `success` counts as success, as the real client reads it (its `value`, or the
 * reply itself when it has none).
 */
export function unwrapEnvelope<T>(body: unknown, path: string, status: number): T {
  if (!isObject(body) || typeof body.success !== 'boolean') {
    return (isObject(body) && 'value' in body ? body.value : body) as T;
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
