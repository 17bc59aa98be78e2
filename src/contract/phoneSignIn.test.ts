import { describe, expect, it } from 'vitest';
import { firebaseLoginBody, isPhoneAuthSocial, minutesLeft, phoneAuthReason, retryAfterAt } from './phoneSignIn';

describe('phoneAuthReason', () => {
  it.each([
    ['auth/invalid-phone-number', 'invalidNumber'],
    ['auth/missing-phone-number', 'missingNumber'],
    ['auth/too-many-requests', 'tooManyRequests'],
    ['auth/invalid-verification-code', 'invalidCode'],
    ['auth/missing-verification-code', 'missingCode'],
    ['auth/code-expired', 'codeExpired'],
    ['auth/captcha-check-failed', 'captchaFailed'],
    ['auth/invalid-app-credential', 'captchaFailed'],
    ['auth/quota-exceeded', 'quotaExceeded'],
    ['auth/operation-not-allowed', 'notEnabled'],
    ['auth/popup-closed-by-user', 'popupClosed'],
    ['auth/cancelled-popup-request', 'popupClosed'],
    ['code-expired', 'codeExpired'],
    [' AUTH/QUOTA-EXCEEDED ', 'quotaExceeded'],
    ['auth/network-request-failed', 'unknown'],
    ['', 'unknown'],
    [undefined, 'unknown'],
    [42, 'unknown'],
  ])('%s -> %s', (code, reason) => {
    expect(phoneAuthReason(code)).toBe(reason);
  });
});

describe('retry after', () => {
  const t0 = Date.UTC(2026, 0, 1);
  it('is 5 minutes on', () => expect(retryAfterAt(t0) - t0).toBe(300_000));
  it.each([
    [0, 5],
    [1, 5],
    [60_000, 4],
    [60_001, 4],
    [299_999, 1],
    [300_000, 0],
    [400_000, 0],
  ])('%d ms later: %d minutes left', (elapsed, left) => {
    expect(minutesLeft(retryAfterAt(t0), t0 + elapsed)).toBe(left);
  });
});

describe('social providers and the log-in body', () => {
  it.each([
    ['google', true],
    ['facebook', true],
    ['twitter', true],
    ['line', false],
    ['telegram', false],
  ])('%s handled by the service: %s', (p, yes) => expect(isPhoneAuthSocial(p)).toBe(yes));
  it('sends the channel and the token', () => {
    expect(firebaseLoginBody('sms', 'tok')).toEqual({ type: 'firebase', firebaseChannel: 'sms', firebaseIdToken: 'tok' });
  });
});
