import { describe, expect, it } from 'vitest';
import type { RegistrationField } from '../../brand/model';
import { autoCompleteFor, CONFIRM_AGE, fieldRules, fieldsForTab, fillBounds, formatHintFor, inputModeFor, inputTypeFor, isAtLeast, isRequired, MIN_AGE, needsAgeConfirmation, parseBirthday, patternMessage, validMobile, type FormValues, type Translate } from './fieldRules';

/** A fake translate: "key{json options}" so tests see which key and values were used. */
const t: Translate = (key, options) => {
  const templates: Record<string, string> = {
    'account.required': '{{field}} not empty',
    'account.inconsistent': 'inconsistent twice',
    'account.reg_pattern_0': '(min)-(max) characters',
    'account.reg_pattern_4': 'Letters or digits, (min)-(max) characters',
    'account.reg_pattern_6': 'Digits only, (min)-(max) digits',
    'account.reg_invalid': '{{field}} format is invalid',
    'account.boundAtLeast': 'at least {{n}}',
    'account.boundAtMost': 'up to {{n}}',
    'account.boundAny': 'any number of',
  };
  const template = templates[key] ?? (key.startsWith('account.field_') ? key.slice('account.field_'.length) : key);
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options?.[name] ?? ''));
};

function field(over: Partial<RegistrationField> & { name: string }): RegistrationField {
  return { required: false, pattern: null, patternId: null, min: null, max: null, ...over };
}

type Validators = Record<string, (value: unknown, values: FormValues) => true | string | boolean>;

/** Runs every validator of the rules like react-hook-form does; returns the first message or true. */
function check(f: RegistrationField, value: string, values: FormValues = {}): true | string {
  const validate = fieldRules(f, t).validate as Validators;
  for (const fn of Object.values(validate)) {
    const r = fn(value, { ...values, [f.name]: value });
    if (r !== true) return r as string;
  }
  return true;
}

describe('fillBounds', () => {
  it.each<[string, number | null, number | null, string]>([
    ['(min)-(max) characters', 6, 20, '6-20 characters'],
    ['(min)-(max) characters', 11, 11, '11 characters'],
    ['(min)-(max) characters', 6, null, 'at least 6 characters'],
    ['(min)-(max) characters', null, 20, 'up to 20 characters'],
    ['(min)-(max) characters', null, null, 'any number of characters'],
    ['from (min) to (max)', 2, 9, 'from 2 to 9'],
  ])('%j with %j/%j', (template, min, max, expected) => {
    expect(fillBounds(template, min, max, t)).toBe(expected);
  });
});

describe('patternMessage', () => {
  it.each<[RegistrationField, string]>([
    [field({ name: 'username', patternId: 4, min: 6, max: 12 }), 'Letters or digits, 6-12 characters'],
    [field({ name: 'mobileNum', patternId: 6, min: 10, max: 10 }), 'Digits only, 10 digits'],
    [field({ name: 'nickname', min: 2, max: 8 }), '2-8 characters'],
    [field({ name: 'line', pattern: '^L\\d+$' }), 'line format is invalid'],
  ])('%j', (f, expected) => {
    expect(patternMessage(f, t)).toBe(expected);
  });
});

describe('fieldRules', () => {
  const username = field({ name: 'username', required: true, pattern: '^[A-Za-z0-9]+$', patternId: 4, min: 6, max: 12 });
  const email = field({ name: 'email', required: false, pattern: '^[^@\\s]+@[^@\\s]+$', patternId: 3 });
  const custom = field({ name: 'line', required: true, pattern: '^L\\d+$', patternId: 6 });
  const password = field({ name: 'password', required: true, patternId: 0, min: 6, max: 20 });
  const confirm = field({ name: 'confirmPassword', required: true, patternId: 0, min: 6, max: 20 });

  it.each<[string, RegistrationField, string, FormValues, true | string]>([
    ['required and empty', username, '', {}, 'username not empty'],
    ['required and blank', username, '   ', {}, 'username not empty'],
    ['valid', username, 'player01', {}, true],
    ['trimmed before checks', username, '  player01  ', {}, true],
    ['too short', username, 'ab1', {}, 'Letters or digits, 6-12 characters'],
    ['too long', username, 'abcdefghijklm', {}, 'Letters or digits, 6-12 characters'],
    ['bad characters', username, 'player 01', {}, 'Letters or digits, 6-12 characters'],
    ['optional and empty', email, '', {}, true],
    ['optional and invalid', email, 'nope', {}, 'account.reg_pattern_3'],
    ['optional and valid', email, 'me@example.com', {}, true],
    ['brand pattern wins (accepts)', custom, 'L123', {}, true],
    ['the rule pattern decides (the id only picks the message)', custom, '123', {}, 'Digits only, any number of digits'],
    ['no pattern ("*"): any characters, within the bounds', field({ name: 'nickname', required: true, patternId: 6, min: 1, max: 5 }), 'a b!', {}, true],
    ['password not trimmed', password, ' abcde', {}, true],
    ['confirm equal', confirm, 'secret1', { password: 'secret1' }, true],
    ['confirm differs', confirm, 'secret2', { password: 'secret1' }, 'inconsistent twice'],
    ['confirm empty', confirm, '', { password: 'secret1' }, 'confirmPassword not empty'],
  ])('%s', (_name, f, value, values, expected) => {
    expect(check(f, value, values)).toBe(expected);
  });

  it('only confirmPassword gets the equality check', () => {
    expect(Object.keys(fieldRules(username, t).validate as Validators)).toEqual(['required', 'pattern']);
    expect(Object.keys(fieldRules(confirm, t).validate as Validators)).toEqual(['required', 'pattern', 'same']);
  });
});

describe('fieldsForTab', () => {
  const fields = [
    field({ name: 'username', required: true }),
    field({ name: 'password', required: true }),
    field({ name: 'confirmPassword', required: true }),
    field({ name: 'mobileNum', required: false, patternId: 6 }),
    field({ name: 'email' }),
    field({ name: 'birthday', required: true }),
    field({ name: 'referralCode' }),
  ];

  it('username tab: every enabled field in the brand order', () => {
    expect(fieldsForTab(fields, 'username', { mobileRegisterPassword: false }).map((f) => f.name)).toEqual([
      'username', 'password', 'confirmPassword', 'mobileNum', 'email', 'birthday', 'referralCode',
    ]);
  });

  it('mobile tab without passwords: number and code (required) first, then every other enabled field but the username, as the rules say', () => {
    const out = fieldsForTab(fields, 'mobile', { mobileRegisterPassword: false });
    expect(out.map((f) => f.name)).toEqual(['mobileNum', 'verificationCode', 'email', 'birthday', 'referralCode']);
    expect(out.filter((f) => f.required).map((f) => f.name)).toEqual(['mobileNum', 'verificationCode', 'birthday']);
  });

  it('mobile tab with passwords when the brand asks for them', () => {
    expect(fieldsForTab(fields, 'mobile', { mobileRegisterPassword: true }).map((f) => f.name)).toEqual([
      'mobileNum', 'verificationCode', 'password', 'confirmPassword', 'email', 'birthday', 'referralCode',
    ]);
  });
});

describe('input kinds of the labelled fields', () => {
  it.each([
    ['birthday', null, null, 'date', undefined, 'bday'],
    ['birthday', 13, '^\\d{2}-\\d{2}-\\d{4}$', 'text', undefined, 'bday'],
    ['nickname', null, null, 'text', undefined, 'nickname'],
    ['telegram', null, null, 'text', undefined, 'off'],
    ['address', null, null, 'text', undefined, 'street-address'],
    ['nationality', null, null, 'text', undefined, 'country-name'],
    ['occupation', null, null, 'text', undefined, 'organization-title'],
    ['sourceOfIncome', null, null, 'text', undefined, 'off'],
    ['fullname', null, null, 'text', undefined, 'name'],
    ['whatsapp', 6, '^\\d+$', 'tel', 'numeric', 'off'],
    ['qqNum', 6, null, 'text', 'numeric', 'off'],
    ['email', 3, null, 'email', 'email', 'email'],
  ] as const)('%s (pattern %s) -> type %s, inputmode %s, autocomplete %s', (name, patternId, pattern, type, mode, auto) => {
    const f = field({ name, patternId, pattern });
    expect(inputTypeFor(name, f)).toBe(type);
    expect(inputModeFor(name)).toBe(mode);
    expect(autoCompleteFor(name)).toBe(auto);
  });

  it('a birthday under pattern 13 says its format; the date picker needs none', () => {
    expect(formatHintFor(field({ name: 'birthday', patternId: 13 }))).toBe('MM-dd-yyyy');
    expect(formatHintFor(field({ name: 'birthday', patternId: 11 }))).toBeNull();
    expect(formatHintFor(field({ name: 'telegram' }))).toBe('@username');
  });
});

describe('age 18 (birthday fields)', () => {
  const now = new Date(2025, 5, 15); // 15 June 2025
  it.each([
    ['2007-06-15', true],
    ['2007-06-16', false],
    ['2000-01-01', true],
    ['06-15-2007', true],
    ['06-16-2007', false],
    ['2010-01-01', false],
    ['not a date', false],
  ])('%s -> %s', (birthday, ok) => {
    expect(isAtLeast(birthday, MIN_AGE, now)).toBe(ok);
  });
});

describe('confirm 21 (birthday between 18 and 21)', () => {
  const now = new Date(2025, 5, 15);
  it.each([
    ['2004-06-15', false], // 21 today: no question
    ['2004-06-16', true], // 21 tomorrow
    ['2007-06-15', true], // 18 today
    ['2007-06-16', false], // under 18: refused by the age rule, not asked
    ['1990-01-01', false],
    ['06-16-2004', true],
    ['not a date', false],
  ])('%s -> asks %s', (birthday, asks) => {
    expect(needsAgeConfirmation(birthday, now)).toBe(asks);
  });
  it('asks for 21', () => expect(CONFIRM_AGE).toBe(21));
});

describe('birthday bounds', () => {
  it.each<[string, [number, number, number] | null]>([
    ['2000-02-29', [2000, 2, 29]],
    ['2001-02-29', null],
    ['2000-13-01', null],
    ['2000-00-10', null],
    ['2000-04-31', null],
    ['2000-12-31', [2000, 12, 31]],
    ['12-31-2000', [2000, 12, 31]],
    ['1899-12-31', null],
    ['1900-01-01', [1900, 1, 1]],
    ['2000/01/01', null],
  ])('%s -> %j', (text, parts) => {
    expect(parseBirthday(text)).toEqual(parts);
  });
  it('the field refuses a date that does not exist and one under 18', () => {
    const birthday = field({ name: 'birthday', patternId: 11 });
    expect(check(birthday, '2001-02-29')).toBe('account.reg_pattern_11');
    expect(check(birthday, '2020-01-01')).toContain('account.ageLimit');
    expect(check(birthday, '1990-01-01')).toBe(true);
    expect(check(birthday, '')).toBe(true);
  });
});

describe('payment password: required whenever shown', () => {
  it.each([
    ['paymentPassword', false, true],
    ['paymentPassword', true, true],
    ['qqNum', false, false],
    ['qqNum', true, true],
  ] as const)('%s (rule required %s) -> %s', (name, required, expected) => {
    const f = field({ name, required });
    expect(isRequired(f)).toBe(expected);
    expect(check(f, '') === true).toBe(!expected);
  });
});

describe('validMobile', () => {
  const form = (valid: boolean, value: unknown) => ({
    trigger: async (name?: unknown) => (name === 'mobileNum' ? valid : false),
    getValues: ((name: string) => (name === 'mobileNum' ? value : undefined)) as never,
  });
  it.each([
    ['a number that passes its rules, trimmed', true, ' 9171234567 ', '9171234567'],
    ['a number that fails them', false, '12', null],
    ['no number yet', true, undefined, ''],
  ])('%s', async (_name, valid, value, expected) => {
    expect(await validMobile(form(valid, value) as never)()).toBe(expected);
  });
});
