/**
 * The platform's 21 generic registration patterns (spec section 5). A field's own
 * `acceptedPattern` from the brand wins; these apply when only a `patternId` is given.
 * Length bounds are checked separately (minLength / maxLength), so these only describe
 * which characters are allowed.
 */
import table from '../../../schemas/generic-patterns.json' with { type: 'json' };

/**
 * id -> regex, from `schemas/generic-patterns.json` (source, flags, description): one table for
 * the site and the preview platform's server-side checks (scripts/preview-platform/registerRules.mjs).
 * 0 any; 1 a letter then letters/digits; 2 Chinese and digits; 3 mailbox; 4 letters or digits;
 * 5 letters and digits combined; 6 digits; 7 alphanumeric with an uppercase; 8 English letters and
 * spaces; 9 no spaces; 10 Chinese and punctuation; 11 yyyy-MM-dd; 12 letters (any script) and
 * spaces; 13 MM-dd-yyyy; 14 letters and digits (any script); 15 Korean; 16 Thai; 17 Thai or English
 * letters and spaces; 18 uppercase and spaces; 19 printable ASCII without spaces; 20 upper, lower,
 * digit and special character.
 */
export const GENERIC_PATTERNS: Readonly<Record<number, RegExp>> = Object.fromEntries(
  Object.entries(table.patterns as Record<string, { source: string; flags: string }>).map(([id, p]) => [Number(id), new RegExp(p.source, p.flags)]),
);

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
