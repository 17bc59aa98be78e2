import { describe, expect, it } from 'vitest';
import { firebaseLoginBody, firebaseRegisterFields, isPhoneAuthSocial, PHONE_AUTH_CODE_SECONDS, PHONE_AUTH_RETRY_AFTER_SECONDS, phoneAuthReason, registrationCodeChannel } from './phoneSignIn';

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
  it('is 5 minutes', () => expect(PHONE_AUTH_RETRY_AFTER_SECONDS).toBe(300));
  it('the code countdown is 1 minute', () => expect(PHONE_AUTH_CODE_SECONDS).toBe(60));
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

describe('the registration code', () => {
  const service = { apiKey: 'AIzaSyPreviewSampleKey0000000000000', authDomain: 'sample-preview.firebaseapp.com', projectId: 'sample-preview' };
  it.each([
    // the switch and a usable service: through the service
    ['firebase on, configured', { firebase: '1', ...service }, 'phoneAuth'],
    ['firebase true, configured', { firebase: true, ...service }, 'phoneAuth'],
    ['the preview stand-in', { firebase: 1, standIn: '/__preview/phone-auth' }, 'phoneAuth'],
    // anything less: the platform's own SMS code
    ['firebase off', { firebase: '0', ...service }, 'platform'],
    ['switch on, no service', { firebase: '1' }, 'platform'],
    ['switch on, a broken key', { firebase: '1', ...service, apiKey: 'x' }, 'platform'],
    ['no sms', undefined, 'platform'],
    ['sms not an object', 'firebase', 'platform'],
  ])('%s -> %s', (_name, sms, channel) => {
    expect(registrationCodeChannel(sms)).toBe(channel);
  });
  it("adds channel 'sms' and the token", () => {
    expect(firebaseRegisterFields('tok')).toEqual({ firebaseChannel: 'sms', firebaseIdToken: 'tok' });
  });
});
