/**
 * The platform's 21 generic registration patterns (spec section 5). A field's own
 * `acceptedPattern` from the brand wins; these apply when only a `patternId` is given.
 * Length bounds are checked separately (minLength / maxLength), so these only describe
 * which characters are allowed.
 */
const HAN = '\\u4e00-\\u9fa5';
const HANGUL = '\\uac00-\\ud7a3\\u1100-\\u11ff\\u3130-\\u318f';
const THAI = '\\u0e00-\\u0e7f';

export const GENERIC_PATTERNS: Readonly<Record<number, RegExp>> = {
  /** 0: any */
  0: /^[\s\S]*$/,
  /** 1: a letter, then letters or digits */
  1: /^[A-Za-z][A-Za-z0-9]*$/,
  /** 2: Chinese characters and digits */
  2: new RegExp(`^[${HAN}0-9]+$`),
  /** 3: a mailbox */
  3: /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/,
  /** 4: letters or digits */
  4: /^[A-Za-z0-9]+$/,
  /** 5: letters and digits combined (both present) */
  5: /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z0-9]+$/,
  /** 6: digits */
  6: /^\d+$/,
  /** 7: alphanumeric with at least one uppercase letter */
  7: /^(?=.*[A-Z])[A-Za-z0-9]+$/,
  /** 8: English letters and spaces */
  8: /^[A-Za-z]+( +[A-Za-z]+)* *$/,
  /** 9: anything without spaces */
  9: /^\S+$/,
  /** 10: Chinese characters and punctuation */
  10: new RegExp(`^[${HAN}\\p{P}]+$`, 'u'),
  /** 11: a date yyyy-MM-dd */
  11: /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/,
  /** 12: letters (any script) and spaces */
  12: /^[\p{L}\p{M}]+( +[\p{L}\p{M}]+)* *$/u,
  /** 13: a date MM-dd-yyyy */
  13: /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])-\d{4}$/,
  /** 14: letters and digits (any script) */
  14: /^[\p{L}\p{M}\p{Nd}]+$/u,
  /** 15: Korean */
  15: new RegExp(`^[${HANGUL}]+( +[${HANGUL}]+)*$`),
  /** 16: Thai */
  16: new RegExp(`^[${THAI}]+$`),
  /** 17: Thai or English letters and spaces */
  17: new RegExp(`^[${THAI}A-Za-z]+( +[${THAI}A-Za-z]+)* *$`),
  /** 18: uppercase letters and spaces */
  18: /^[A-Z]+( +[A-Z]+)* *$/,
  /** 19: letters, digits and symbols (printable ASCII, no spaces) */
  19: /^[\x21-\x7e]+$/,
  /** 20: at least one uppercase, one lowercase, one digit and one special character */
  20: /^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?=.*[^A-Za-z0-9\s])\S+$/,
};

export const GENERIC_PATTERN_IDS = Object.keys(GENERIC_PATTERNS).map(Number);

/**
 * The regex a field's value must match: the brand's own source when present (compiled
 * without flags, as the schema says), else the generic one; null when anything goes.
 */
export function resolvePattern(pattern: string | null, patternId: number | null): RegExp | null {
  if (pattern && pattern !== '*') {
    try {
      return new RegExp(pattern);
    } catch {
      // the brand check rejects uncompilable sources; fall back to the generic rule
    }
  }
  if (patternId === null || patternId === 0) return null;
  return GENERIC_PATTERNS[patternId] ?? null;
}
