// Server-side enforcement of a brand's registration rules, read by the contract's own reader
// (src/contract/fieldRules.ts: enabled and required by truthiness, acceptedPattern a regular
// expression, "*" any value, patternId only the message) with its trim rule. The site's checks
// are not the only gate: a payload that skips them is refused here with the field named.
import { contract } from './contract.mjs';
import { HttpError } from './envelope.mjs';

/** The text of a payload field as the rules check it: trimmed unless the field is taken as typed (passwords, codes). */
export const textOf = (payload, name) => contract.fieldText(name, payload?.[name]);

export class FieldError extends HttpError {
  constructor(field, rule, message) {
    super(200, 'validation.error', `${field}: ${message}`, { field, rule });
    this.field = field;
    this.rule = rule;
  }
}

/** name -> FieldRule of a registration-settings document (read as the site reads it). */
export function readRules(doc) {
  return Object.fromEntries(contract.readFieldRules(doc).value.map((rule) => [rule.name, rule]));
}

/** Checks one value against one rule (a FieldRule); throws FieldError. */
export function checkField(name, rule, text) {
  if (!rule || !rule.enabled) return;
  if (text === '') {
    if (rule.required) throw new FieldError(name, 'required', 'must not be empty');
    return;
  }
  const length = [...text].length;
  if (rule.min !== null && length < rule.min) throw new FieldError(name, 'minLength', `must be at least ${rule.min} characters`);
  if (rule.max !== null && length > rule.max) throw new FieldError(name, 'maxLength', `must be at most ${rule.max} characters`);
  const regex = contract.resolvePattern(rule.pattern);
  if (regex && !regex.test(text)) throw new FieldError(name, 'pattern', `must match the pattern ${rule.pattern}`);
}

/**
 * Checks `payload` against every enabled rule named in `fields` (all enabled rules when omitted),
 * plus confirmPassword = password. The captcha and the SMS code are checked where they are used;
 * the platform has no rule of its own for the SMS code.
 */
export function checkRegistration(rules, payload, fields = Object.keys(rules)) {
  for (const name of fields) {
    if (name === 'captcha' || name === 'verificationCode') continue;
    checkField(name, rules[name], textOf(payload, name));
  }
  if (fields.includes('confirmPassword') && rules.confirmPassword?.enabled !== false) {
    if (textOf(payload, 'confirmPassword') !== textOf(payload, 'password')) throw new FieldError('confirmPassword', 'mismatch', 'inconsistent twice');
  }
}
