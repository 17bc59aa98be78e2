/**
 * Brand registration rules (RegistrationField) -> react-hook-form RegisterOptions.
 * Pure: the translate function is passed in, so the mapping is table-tested without React.
 */
import type { RegisterOptions, UseFormReturn } from 'react-hook-form';
import type { BrandModel, RegistrationField } from '../../brand/model';
import { fieldText, resolvePattern } from '../../contract/fieldRules';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

export type FormValues = Record<string, string | boolean | undefined>;

/**
 * What an SMS code button asks its form for: the mobile number, trimmed, once it passes the
 * field's rules (the form then shows why it does not), else null.
 */
export function validMobile(form: Pick<UseFormReturn<FormValues>, 'trigger' | 'getValues'>): () => Promise<string | null> {
  return async () => ((await form.trigger('mobileNum')) ? String(form.getValues('mobileNum') ?? '').trim() : null);
}

/** A number as a code's cooldown knows it: its digits (spaces, dashes and a leading + do not make another number). */
export function mobileTarget(typed: string | null | undefined): string {
  return (typed ?? '').replace(/\D/g, '');
}

/** Confirmation fields and the field each must equal ('inconsistent twice'). */
const SAME_AS: Record<string, string> = { confirmPassword: 'password', confirmNewPassword: 'newPassword' };

const PASSWORD_FIELDS = new Set(['password', 'confirmPassword', 'paymentPassword', 'oldPassword', 'newPassword', 'confirmNewPassword']);

export function fieldLabel(name: string, t: Translate): string {
  return t(`account.field_${name}`, { defaultValue: name });
}

/**
 * Fills the platform's (min)/(max) placeholders of a pattern message. Equal bounds read as
 * one number; a missing bound becomes "at least n" / "up to n"; none at all "any number of".
 */
export function fillBounds(template: string, min: number | null, max: number | null, t: Translate): string {
  let range: string;
  if (min !== null && max !== null) range = min === max ? String(min) : `${min}-${max}`;
  else if (min !== null) range = t('account.boundAtLeast', { n: min });
  else if (max !== null) range = t('account.boundAtMost', { n: max });
  else range = t('account.boundAny');
  return template
    .replace('(min)-(max)', range)
    .replace(/\(min\)/g, String(min ?? max ?? ''))
    .replace(/\(max\)/g, String(max ?? min ?? ''));
}

/** The message shown when a value breaks the field's pattern or length. */
export function patternMessage(field: RegistrationField, t: Translate): string {
  if (field.patternId === null && field.pattern) {
    return t('account.reg_invalid', { field: fieldLabel(field.name, t) });
  }
  return fillBounds(t(`account.reg_pattern_${field.patternId ?? 0}`), field.min, field.max, t);
}

function asText(value: unknown, name: string): string {
  return typeof value === 'string' ? fieldText(name, value) : '';
}

/** Spec section 5: players must be 18. */
export const MIN_AGE = 18;

/**
 * Spec section 5: "a birthday check asks to confirm 21". The real client's wording is not public;
 * designed here: a birthday that passes the age of 18 but not 21 is not refused, the form asks the
 * player to confirm they are 21 or older before it registers (a mistyped year is the usual cause).
 */
export const CONFIRM_AGE = 21;

/** The earliest birth year the form takes: older is a typing slip, not a player. */
export const EARLIEST_BIRTH_YEAR = 1900;

/**
 * Parses yyyy-MM-dd or MM-dd-yyyy (patterns 11 and 13) into [y, m, d]; null for a date that
 * does not exist (month 13, 30 February) or lies before EARLIEST_BIRTH_YEAR.
 */
export function parseBirthday(text: string): [number, number, number] | null {
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  let parts: [number, number, number] | null = null;
  if (m) parts = [Number(m[1]), Number(m[2]), Number(m[3])];
  else if ((m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(text))) parts = [Number(m[3]), Number(m[1]), Number(m[2])];
  if (!parts) return null;
  const [y, mo, d] = parts;
  const daysInMonth = new Date(Date.UTC(y, mo, 0)).getUTCDate();
  return y >= EARLIEST_BIRTH_YEAR && mo >= 1 && mo <= 12 && d >= 1 && d <= daysInMonth ? parts : null;
}

/** True when the birthday passes the age of 18 but not 21: the form asks the player to confirm 21. */
export function needsAgeConfirmation(birthday: string, now: Date = new Date()): boolean {
  return isAtLeast(birthday, MIN_AGE, now) && !isAtLeast(birthday, CONFIRM_AGE, now);
}

/** Spec section 5: the payment password is required whenever the form shows it, whatever the rule says. */
const REQUIRED_WHEN_SHOWN = new Set(['paymentPassword']);

export const isRequired = (field: RegistrationField): boolean => field.required || REQUIRED_WHEN_SHOWN.has(field.name);

/** True when a birthday is at least `years` ago (on the birthday itself counts). */
export function isAtLeast(birthday: string, years: number, now: Date = new Date()): boolean {
  const parts = parseBirthday(birthday);
  if (!parts) return false;
  const [y, m, d] = parts;
  const ny = now.getFullYear();
  const nm = now.getMonth() + 1;
  const nd = now.getDate();
  let age = ny - y;
  if (nm < m || (nm === m && nd < d)) age -= 1;
  return age >= years;
}

export function fieldRules(field: RegistrationField, t: Translate): RegisterOptions<FormValues, string> {
  const label = fieldLabel(field.name, t);
  const regex = resolvePattern(field.pattern);
  const requiredMessage = t('account.required', { field: label });
  const required = isRequired(field);

  return {
    validate: {
      required: (value) => !required || asText(value, field.name) !== '' || requiredMessage,
      pattern: (value) => {
        const text = asText(value, field.name);
        if (text === '') return true;
        const tooShort = field.min !== null && text.length < field.min;
        const tooLong = field.max !== null && text.length > field.max;
        if (tooShort || tooLong || (regex !== null && !regex.test(text))) return patternMessage(field, t);
        return true;
      },
      ...(field.name === 'birthday'
        ? {
            date: (value: unknown) => asText(value, field.name) === '' || parseBirthday(asText(value, field.name)) !== null || patternMessage(field, t),
            age: (value: unknown) => asText(value, field.name) === '' || isAtLeast(asText(value, field.name), MIN_AGE) || t('account.ageLimit', { n: MIN_AGE }),
          }
        : {}),
      ...(SAME_AS[field.name]
        ? { same: (value: unknown, values: FormValues) => value === values[SAME_AS[field.name]!] || t('account.inconsistent') }
        : {}),
    },
  };
}

/** Fields typed as phone numbers (a number pad on phones). */
const PHONE_FIELDS = new Set(['mobileNum', 'verificationCode', 'whatsapp', 'zalo']);
/** Fields of digits only. */
const DIGIT_FIELDS = new Set(['qqNum', 'recommenderId']);

/** A birthday rule the date picker can meet: its value is yyyy-MM-dd (pattern 11), so not under pattern 13 (MM-dd-yyyy). */
export function birthdayTakesDatePicker(field: Pick<RegistrationField, 'patternId' | 'pattern'>): boolean {
  if (field.patternId === 13) return false;
  const regex = resolvePattern(field.pattern);
  return regex === null || regex.test('2000-01-31');
}

export function inputTypeFor(name: string, field?: Pick<RegistrationField, 'patternId' | 'pattern'>): 'text' | 'password' | 'email' | 'tel' | 'date' {
  if (PASSWORD_FIELDS.has(name)) return 'password';
  if (name === 'email') return 'email';
  if (PHONE_FIELDS.has(name)) return 'tel';
  if (name === 'birthday' && (!field || birthdayTakesDatePicker(field))) return 'date';
  return 'text';
}

export function inputModeFor(name: string): 'numeric' | 'email' | undefined {
  if (PHONE_FIELDS.has(name) || DIGIT_FIELDS.has(name)) return 'numeric';
  if (name === 'email') return 'email';
  return undefined;
}

/** A hint of the expected shape where the label alone does not say it. */
export function formatHintFor(field: Pick<RegistrationField, 'name' | 'patternId' | 'pattern'>): string | null {
  if (field.name === 'birthday' && !birthdayTakesDatePicker(field)) return 'MM-dd-yyyy';
  if (field.name === 'telegram') return '@username';
  return null;
}

export function autoCompleteFor(name: string): string {
  switch (name) {
    case 'username': return 'username';
    case 'password': case 'confirmPassword': return 'new-password';
    case 'email': return 'email';
    case 'mobileNum': return 'tel-national';
    case 'verificationCode': return 'one-time-code';
    case 'fullname': case 'payeeName': return 'name';
    case 'nickname': return 'nickname';
    case 'birthday': return 'bday';
    case 'address': return 'street-address';
    case 'nationality': return 'country-name';
    case 'occupation': return 'organization-title';
    default: return 'off';
  }
}

/** A mobile registration makes the account itself: no username. */
const MOBILE_TAB_NEVER = new Set(['username']);
const MOBILE_TAB_PASSWORDS = new Set(['password', 'confirmPassword']);

/**
 * The fields of one registration tab, in the brand's order. The username tab shows every
 * enabled field; the mobile tab shows the number and the SMS code first (both always
 * required for a register), then every other enabled field but the username, the passwords
 * only when the brand asks for them (MOBILENUMPASSREG3).
 */
export function fieldsForTab(
  fields: readonly RegistrationField[],
  tab: 'username' | 'mobile',
  features: Pick<BrandModel['features'], 'mobileRegisterPassword'>,
): RegistrationField[] {
  if (tab === 'username') return [...fields];
  const byName = new Map(fields.map((f) => [f.name, f]));
  const mobile: RegistrationField = byName.get('mobileNum') ?? { name: 'mobileNum', required: true, pattern: null, patternId: 6, min: null, max: null };
  const code: RegistrationField = byName.get('verificationCode') ?? { name: 'verificationCode', required: true, pattern: null, patternId: 6, min: null, max: null };
  // the number and its code first, then the rest in the brand's order
  const out: RegistrationField[] = [{ ...mobile, required: true }, { ...code, required: true }];
  for (const f of fields) {
    if (f.name === 'mobileNum' || f.name === 'verificationCode' || MOBILE_TAB_NEVER.has(f.name)) continue;
    if (MOBILE_TAB_PASSWORDS.has(f.name) && !features.mobileRegisterPassword) continue;
    out.push(f);
  }
  return out;
}
