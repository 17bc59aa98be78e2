// Server-side enforcement of a brand's registration rules (registration.json: field -> { enabled,
// required, acceptedPattern, patternId, minLength, maxLength }), the same reading as the site's
// src/features/account/fieldRules.ts: the brand's own pattern wins, else the generic pattern of
// patternId from schemas/generic-patterns.json (one table for both). The site's checks are not the
// only gate: a payload that skips them is refused here with the field named.
import { readFileSync } from 'node:fs';
import { HttpError } from './envelope.mjs';

const GENERIC = JSON.parse(readFileSync(new URL('../../schemas/generic-patterns.json', import.meta.url), 'utf8')).patterns;

export const GENERIC_PATTERNS = Object.fromEntries(Object.entries(GENERIC).map(([id, p]) => [id, new RegExp(p.source, p.flags)]));

/** Fields taken as typed (not trimmed), as on the site. */
const UNTRIMMED = new Set(['password', 'confirmPassword', 'paymentPassword', 'verificationCode']);

export function resolvePattern(source, patternId) {
  if (typeof source === 'string' && source && source !== '*') {
    try {
      return new RegExp(source);
    } catch {
      // fall back to the generic rule, as the site does
    }
  }
  if (patternId === null || patternId === undefined || Number(patternId) === 0) return null;
  return GENERIC_PATTERNS[String(patternId)] ?? null;
}

export const textOf = (payload, name) => {
  const v = payload?.[name];
  if (typeof v === 'number') return String(v);
  if (typeof v !== 'string') return '';
  return UNTRIMMED.has(name) ? v : v.trim();
};

export class FieldError extends HttpError {
  constructor(field, rule, message) {
    super(200, 'validation.error', `${field}: ${message}`, { field, rule });
    this.field = field;
    this.rule = rule;
  }
}

/** Checks one value against one rule; throws FieldError. */
export function checkField(name, rule, text) {
  if (!rule || rule.enabled === false) return;
  if (text === '') {
    if (rule.required) throw new FieldError(name, 'required', 'must not be empty');
    return;
  }
  const min = typeof rule.minLength === 'number' ? rule.minLength : null;
  const max = typeof rule.maxLength === 'number' ? rule.maxLength : null;
  const length = [...text].length;
  if (min !== null && length < min) throw new FieldError(name, 'minLength', `must be at least ${min} characters`);
  if (max !== null && length > max) throw new FieldError(name, 'maxLength', `must be at most ${max} characters`);
  const regex = resolvePattern(rule.acceptedPattern, rule.patternId);
  if (regex && !regex.test(text)) {
    const id = rule.patternId ?? null;
    const what = id !== null && GENERIC[String(id)] ? GENERIC[String(id)].description : `the pattern ${rule.acceptedPattern}`;
    throw new FieldError(name, 'pattern', `must match ${what}`);
  }
}

/**
 * Checks `payload` against every enabled rule named in `fields` (all enabled rules when omitted),
 * plus confirmPassword = password. Fields handled elsewhere (captcha, verificationCode, affiliateCode
 * existence) are still checked for shape here.
 */
export function checkRegistration(rules, payload, fields = Object.keys(rules)) {
  for (const name of fields) {
    if (name === '$schema' || name === 'captcha') continue;
    checkField(name, rules[name], textOf(payload, name));
  }
  if (fields.includes('confirmPassword') && rules.confirmPassword?.enabled !== false) {
    if (textOf(payload, 'confirmPassword') !== textOf(payload, 'password')) throw new FieldError('confirmPassword', 'mismatch', 'inconsistent twice');
  }
}
