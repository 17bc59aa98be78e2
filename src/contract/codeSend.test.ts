import { describe, expect, it } from 'vitest';
import { codeSendBody, type CodeSendPurpose } from './codeSend';

const answer = { geetestValidateV4: { captcha_id: 'c', lot_number: 'l', pass_token: 'p', gen_time: '1', captcha_output: 'o' } };

describe('codeSendBody: what each code send before a session carries', () => {
  it.each<[string, CodeSendPurpose, object | null, Record<string, unknown>]>([
    ['the registration code, with its puzzle', 'register', answer, { countryDialingCode: '63', mobileNo: '09171234567', ...answer }],
    ['the registration code, slider only', 'register', null, { countryDialingCode: '63', mobileNo: '09171234567' }],
    ['the log-in code: never a puzzle', 'noLogin', answer, { countryDialingCode: '63', mobileNum: '09171234567' }],
    ['the reset code, with its puzzle', 'reset', answer, { countryDialingCode: '63', mobileNum: '09171234567', purpose: 'resetPassword', ...answer }],
    ['the reset code, slider only', 'reset', null, { countryDialingCode: '63', mobileNum: '09171234567', purpose: 'resetPassword' }],
  ])('%s', (_name, purpose, check, expected) => {
    expect(codeSendBody(purpose, '09171234567', '63', check)).toEqual(expected);
  });
});
