/**
 * The second step's code, by the spec's verification-code rule (the real client clones the mobile
 * rule with bounds 0–255): required, at most 255 characters; the platform judges the digits.
 */
import { VERIFICATION_CODE_BOUNDS } from '../../brand/buildBrandModel';

export const VERIFICATION_CODE_MAX = VERIFICATION_CODE_BOUNDS.max;

export type VerificationCodeProblem = 'required' | 'tooLong';

export function validVerificationCode(code: string): VerificationCodeProblem | null {
  const text = code.trim();
  if (text === '') return 'required';
  if (text.length > VERIFICATION_CODE_MAX) return 'tooLong';
  return null;
}
