import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/errors';
import { PhoneAuthError, toPhoneAuthError } from './adapter';

describe('toPhoneAuthError', () => {
  const stood = (errorCode: string) => new ApiError({ kind: 'platform', message: 'x', path: '/__preview/phone-auth/send-code', errorCode });
  it.each([
    // the SDK's errors carry `code`
    [{ code: 'auth/invalid-phone-number' }, 'invalidNumber'],
    [{ code: 'auth/too-many-requests' }, 'tooManyRequests'],
    [{ code: 'auth/popup-closed-by-user' }, 'popupClosed'],
    // the stand-in's arrive as the platform's errorCode
    [stood('auth/code-expired'), 'codeExpired'],
    [stood('auth/quota-exceeded'), 'quotaExceeded'],
    // anything else: unknown, keeping what was thrown
    [new ApiError({ kind: 'network', message: 'network', path: '/x' }), 'unknown'],
    [new Error('boom'), 'unknown'],
    [null, 'unknown'],
  ])('%o -> %s', (thrown, reason) => {
    const e = toPhoneAuthError(thrown);
    expect(e.reason).toBe(reason);
    expect(e.cause).toBe(thrown);
  });
  it('keeps a PhoneAuthError as it is', () => {
    const e = new PhoneAuthError('captchaFailed');
    expect(toPhoneAuthError(e)).toBe(e);
  });
});
