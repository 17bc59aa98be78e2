import { describe, expect, it } from 'vitest';
import { humanCheckSource, readHumanCheckSettings, readVerificationChallenge, type HumanCheckSource, type VerificationChallenge } from './signIn';

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

describe('humanCheckSource: the stand-in, else GeeTest V4 with the settings\' id, else the brand\'s gw id', () => {
  const puzzle = { lotNumber: 'lot42', gap: 0.62 };
  it.each<[string, unknown, string | null, HumanCheckSource | null]>([
    ['the preview stand-in', { captcha_id: 'preview', standIn: puzzle }, null, { kind: 'standIn', captchaId: 'preview', puzzle }],
    ['the stand-in wins over a gw id', { captcha_id: 'preview', standIn: puzzle }, 'gw-id', { kind: 'standIn', captchaId: 'preview', puzzle }],
    ['a real captcha id', { captcha_id: '5f1ea8e4c2b4aa0e3c4d1b2a' }, null, { kind: 'geetest4', captchaId: '5f1ea8e4c2b4aa0e3c4d1b2a' }],
    ['the settings\' id wins over the gw id', { captchaId: 'from-settings' }, 'gw-id', { kind: 'geetest4', captchaId: 'from-settings' }],
    ['no id in the settings: the gw id', {}, 'gw-id', { kind: 'geetest4', captchaId: 'gw-id' }],
    ['the preview\'s id without its puzzle: nothing to show', { captcha_id: 'preview' }, null, null],
    ['no id anywhere', { captcha_id: 'a"b' }, null, null],
  ])('%s', (_name, raw, gwId, expected) => {
    expect(humanCheckSource(readHumanCheckSettings(raw), gwId)).toEqual(expected);
  });
});
