/**
 * Registration field rules (the value of GET /wps/system/setting/register, and info.register of
 * the status reply): field name -> { enabled, required, acceptedPattern, patternId, minLength,
 * maxLength }. The one reading of them, the one trim rule and the one pattern resolution, for
 * the site's forms and the preview platform's server-side checks alike.
 */
import { isRecord, pointerSegment, type Finding, type Reading } from './findings';
import { readSwitch } from './flags';

/** One field's rule as the site uses it. */
export interface FieldRule {
  /** payload key, e.g. "username", "mobileNum", "email" */
  name: string;
  enabled: boolean;
  required: boolean;
  /** regex source; null means any ("*" or "" on the wire) */
  pattern: string | null;
  /** the generic pattern (and message reg_pattern_{id}) that explains the rule; null when none */
  patternId: number | null;
  min: number | null;
  max: number | null;
}

/** patternId runs from 0 to 30 (messages reg_pattern_0 … reg_pattern_30). */
export const MAX_PATTERN_ID = 30;
/** Longer than any real field rule: a bound beyond this is ignored. */
const MAX_LENGTH_BOUND = 10_000;
const MAX_PATTERN_SOURCE = 1000;
/** field names: letters, digits and _ starting with a letter */
const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;

/** acceptedPattern values that mean "any value" and are not compiled. */
export function isAnyPattern(pattern: string): boolean {
  const p = pattern.trim();
  return p === '' || p === '*';
}

/** The error text of a regex source that does not compile, else null. Compiled without flags, as the forms do. */
export function regexError(source: string): string | null {
  try {
    new RegExp(source);
    return null;
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}

/**
 * The regex a value must match: the rule's own source (compiled without flags), as the real
 * client does; null when anything goes ("*", "", none, or a source that does not compile, which
 * the reader reports). The patternId never adds a pattern: it only chooses the message.
 */
export function resolvePattern(pattern: string | null): RegExp | null {
  if (!pattern || isAnyPattern(pattern)) return null;
  try {
    return new RegExp(pattern);
  } catch {
    return null;
  }
}

/** Fields taken as typed, never trimmed: passwords and codes (spec: inputs are trimmed except the SMS code). */
export const UNTRIMMED_FIELDS: ReadonlySet<string> = new Set([
  'password', 'confirmPassword', 'paymentPassword', 'verificationCode', 'oldPassword', 'newPassword', 'confirmNewPassword',
]);

/** A form value as the rules check it and the platform receives it: text, trimmed unless the field is taken as typed. */
export function fieldText(name: string, value: unknown): string {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return '';
  return UNTRIMMED_FIELDS.has(name) ? value : value.trim();
}

/** A whole number from a number or a numeric string ("5"), else undefined. */
function wholeNumber(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) ? n : undefined;
}

/**
 * One field's rule from the wire, tolerant as the real client is: enabled and required read by
 * truthiness ("1", 1, true), patternId and bounds as numbers or numeric strings, "*" as any. A
 * part that cannot be used falls back to its default (no pattern, no bound) and is reported.
 */
export function readFieldRule(name: string, raw: unknown, at: string, findings: Finding[]): FieldRule | null {
  if (!isRecord(raw)) {
    findings.push({ pointer: at, message: `${name}: must be a rule object ({ enabled, required, acceptedPattern, … }); the field is left out`, severity: 'error' });
    return null;
  }
  const flag = (key: 'enabled' | 'required') => {
    const { on, known } = readSwitch(raw[key]);
    if (!known) findings.push({ pointer: `${at}/${key}`, message: `${name}: must be true or false (read as false)`, severity: 'error' });
    return on;
  };
  let pattern: string | null = null;
  const source = raw.acceptedPattern;
  if (typeof source === 'string' && !isAnyPattern(source)) {
    const problem = source.length > MAX_PATTERN_SOURCE ? `is longer than ${MAX_PATTERN_SOURCE} characters` : regexError(source);
    if (problem) findings.push({ pointer: `${at}/acceptedPattern`, message: `${name}: is not a valid regular expression (${problem}); no pattern applies`, severity: 'error' });
    else pattern = source;
  } else if (source !== undefined && source !== null && typeof source !== 'string') {
    findings.push({ pointer: `${at}/acceptedPattern`, message: `${name}: must be a regular expression source or "*"`, severity: 'error' });
  }
  let patternId: number | null = null;
  if (raw.patternId !== undefined && raw.patternId !== null && raw.patternId !== '') {
    const id = wholeNumber(raw.patternId);
    if (id === undefined || id < 0 || id > MAX_PATTERN_ID) {
      findings.push({ pointer: `${at}/patternId`, message: `${name}: must be a pattern id from 0 to ${MAX_PATTERN_ID}`, severity: 'error' });
    } else patternId = id;
  }
  const bound = (key: 'minLength' | 'maxLength') => {
    const value = raw[key];
    if (value === undefined || value === null || value === '') return null;
    const n = wholeNumber(value);
    if (n === undefined || n < 0 || n > MAX_LENGTH_BOUND) {
      findings.push({ pointer: `${at}/${key}`, message: `${name}: must be a whole number from 0 to ${MAX_LENGTH_BOUND}; no bound applies`, severity: 'error' });
      return null;
    }
    return n;
  };
  const min = bound('minLength');
  let max = bound('maxLength');
  if (min !== null && max !== null && min > max) {
    findings.push({ pointer: `${at}/maxLength`, message: `${name}: must not be less than minLength (${min}); no upper bound applies`, severity: 'error' });
    max = null;
  }
  return { name, enabled: flag('enabled'), required: flag('required'), pattern, patternId, min, max };
}

/**
 * Every field rule of a registration-settings reply, in document order. "$"-keys (an editor's
 * "$schema") are skipped; a field with a name the platform cannot mean is left out and reported.
 */
export function readFieldRules(raw: unknown, at = ''): Reading<FieldRule[]> {
  const findings: Finding[] = [];
  if (!isRecord(raw)) {
    findings.push({ pointer: at, message: 'must be an object of field rules; registration shows no optional fields', severity: 'error' });
    return { value: [], findings };
  }
  const value: FieldRule[] = [];
  for (const [name, rule] of Object.entries(raw)) {
    if (name.startsWith('$')) continue;
    const pointer = `${at}/${pointerSegment(name)}`;
    if (!FIELD_NAME.test(name)) {
      findings.push({ pointer, message: 'is not a field name (letters, digits and _ starting with a letter); left out', severity: 'error' });
      continue;
    }
    const read = readFieldRule(name, rule, pointer, findings);
    if (read) value.push(read);
  }
  return { value, findings };
}
