import { describe, expect, it } from 'vitest';
import { readHumanCheckSettings, readVerificationChallenge, type VerificationChallenge } from './signIn';

const token = 'vt_4f1c2a9e77b0';

describe('readVerificationChallenge', () => {
  it.each<[string, unknown, VerificationChallenge | null]>([
    ['a new-IP challenge', { verifyToken: token, reason: 'NEW_IP', methods: ['SMS', 'GOOGLE'], mobileNum: '0917****567' },
      { verifyToken: token, reason: 'newIp', methods: ['SMS', 'GOOGLE'], mobileHint: '0917****567' }],
    ['a two-factor account, methods as text', { verifyToken: token, reason: 'two_factor', methods: 'google,sms' },
      { verifyToken: token, reason: 'twoFactor', methods: ['GOOGLE', 'SMS'], mobileHint: null }],
    ['the real client\'s method names (mobile, bank name)', { verifyToken: token, methods: ['mobile', 'payeeName', 'mobile'] },
      { verifyToken: token, reason: 'newIp', methods: ['SMS', 'PAYEE'], mobileHint: null }],
    ['no method it knows: SMS', { verifyToken: token, methods: ['EMAIL', 7] },
      { verifyToken: token, reason: 'newIp', methods: ['SMS'], mobileHint: null }],
    ['a hint too long to be a masked number', { verifyToken: token, mobileNum: 'x'.repeat(41) },
      { verifyToken: token, reason: 'newIp', methods: ['SMS'], mobileHint: null }],
    ['no token', { methods: ['SMS'] }, null],
    ['a token with markup', { verifyToken: '<script>alert(1)</script>' }, null],
    ['a token too short', { verifyToken: 'abc' }, null],
    ['not an object', 'verify', null],
    ['null', null, null],
  ])('%s', (_name, value, expected) => {
    expect(readVerificationChallenge(value)).toEqual(expected);
  });
});

describe('readHumanCheckSettings', () => {
  it.each<[string, unknown, ReturnType<typeof readHumanCheckSettings>]>([
    ['geetest V4', { captcha_id: '5f1ea8e4c2b4aa0e3c4d1b2a' }, { captchaId: '5f1ea8e4c2b4aa0e3c4d1b2a', standIn: null }],
    ['geetest V3 (gt)', { gt: 'abc123' }, { captchaId: 'abc123', standIn: null }],
    ['the preview stand-in', { captcha_id: 'preview', standIn: { lotNumber: 'lot42', gap: 0.62 } }, { captchaId: 'preview', standIn: { lotNumber: 'lot42', gap: 0.62 } }],
    ['a gap off the track', { captcha_id: 'preview', standIn: { lotNumber: 'lot42', gap: 1.4 } }, { captchaId: 'preview', standIn: null }],
    ['a gap as text', { standIn: { lotNumber: 'lot42', gap: '0.5' } }, { captchaId: null, standIn: null }],
    ['an id with a quote', { captcha_id: 'a"b' }, { captchaId: null, standIn: null }],
    ['nothing', null, { captchaId: null, standIn: null }],
  ])('%s', (_name, raw, expected) => {
    expect(readHumanCheckSettings(raw)).toEqual(expected);
  });
});
