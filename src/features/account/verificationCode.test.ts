import { describe, expect, it } from 'vitest';
import { validVerificationCode, VERIFICATION_CODE_MAX, type VerificationCodeProblem } from './verificationCode';

describe('validVerificationCode (bounds 0–255)', () => {
  it.each<[string, string, VerificationCodeProblem | null]>([
    ['empty', '', 'required'],
    ['spaces only', '   ', 'required'],
    ['a six-digit code', '012345', null],
    ['one character (the lower bound allows any length from 1)', '7', null],
    ['exactly 255', 'x'.repeat(VERIFICATION_CODE_MAX), null],
    ['256', 'x'.repeat(VERIFICATION_CODE_MAX + 1), 'tooLong'],
    ['padded to 257 but 255 once trimmed', ` ${'x'.repeat(VERIFICATION_CODE_MAX)} `, null],
  ])('%s', (_name, code, expected) => {
    expect(validVerificationCode(code)).toBe(expected);
  });
});
