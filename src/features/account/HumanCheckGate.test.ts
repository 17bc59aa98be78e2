import { describe, expect, it } from 'vitest';
import { serverChecks } from './HumanCheckGate';
import { humanCheckAnswer } from './HumanCheck';

describe('serverChecks: which checks the platform judges', () => {
  it.each([
    ['GEETEST3 on, log-in', { GEETEST3: true }, 'login', true],
    ['GEETEST3 on, registration', { GEETEST3: true }, 'register', true],
    ['GEETEST3 on, registration code send', { GEETEST3: true }, 'sms', true],
    ['GEETEST3 on, the password reset\'s code send (sms, designed)', { GEETEST3: true }, 'sms', true],
    ['GEETEST3 on, the log-in code send: the platform asks no puzzle', { GEETEST3: true }, null, false],
    ['GEETEST3 off', { GEETEST3: false }, 'register', false],
    ['GEETEST3 absent', {}, 'sms', false],
    ['CAPTCHA3 alone asks no puzzle', { CAPTCHA3: true }, 'login', false],
  ] as const)('%s', (_name, flags, product, expected) => {
    expect(serverChecks(flags, product)).toBe(expected);
  });
});

describe('humanCheckAnswer: the V4 fields a passed puzzle adds to the guarded call', () => {
  it.each([
    ['a stop and its lot', 'preview', 'ab12', 0.42, 1_700_000_000_999, { captcha_id: 'preview', lot_number: 'ab12', pass_token: 'ab12', gen_time: '1700000000', captcha_output: '0.42' }],
    ['the far end', 'id-9', 'ff00', 1, 0, { captcha_id: 'id-9', lot_number: 'ff00', pass_token: 'ff00', gen_time: '0', captcha_output: '1' }],
  ] as const)('%s', (_name, id, lot, stop, now, expected) => {
    expect(humanCheckAnswer(id, lot, stop, now)).toEqual({ geetestValidateV4: expected });
  });
});
