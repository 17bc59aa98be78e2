/**
 * Rules that span a brand's documents, on the documents as read (readBrand.ts): what brand:check
 * prints beside each document's own findings. The model (buildBrandModel) applies the fallback
 * each finding names, so none of them changes what the site can show; boot does not run them.
 */
import type { FieldRule } from '../contract/fieldRules';
import { FLAG } from '../contract/flags';
import { effectiveDefaultLanguage } from './buildBrandModel';
import type { BrandDocuments, DocumentError } from './documents';

export { isRecord as isObject } from '../contract/findings';

function checkLanguages(manifest: BrandDocuments['manifest']): DocumentError[] {
  const errors: DocumentError[] = [];
  const { languages, footer } = manifest;
  if (!languages) return errors;
  const { supported, default: lang } = languages;
  if (!supported.includes(lang)) {
    errors.push({ document: 'manifest', pointer: '/languages/default', message: `must be one of languages.supported (${supported.join(', ')}); ${supported[0]} is used`, severity: 'error' });
  }
  const about = footer?.about ?? null;
  const shown = effectiveDefaultLanguage(languages);
  if (about && shown && typeof about[shown] !== 'string') {
    errors.push({ document: 'manifest', pointer: '/footer/about', message: `needs a text for the default language ${shown}`, severity: 'warning' });
  }
  for (const code of Object.keys(about ?? {})) {
    if (!supported.includes(code)) {
      errors.push({ document: 'manifest', pointer: `/footer/about/${code}`, message: `is not a supported language (${supported.join(', ')}); never shown`, severity: 'warning' });
    }
  }
  return errors;
}

/**
 * Registration flags need their fields: USERNAMEREG3 -> username and password, MOBILENUMREG3 ->
 * mobileNum, MOBILENUMPASSREG3 -> password. (The SMS code field follows mobileNum: the real
 * platform has no rule of its own for it.)
 */
function checkFlagsAgainstRegistration(flags: Readonly<Record<string, boolean>>, rules: readonly FieldRule[]): DocumentError[] {
  const errors: DocumentError[] = [];
  const needs: Array<[flag: string, field: string]> = [
    [FLAG.USERNAME_REGISTER, 'username'],
    [FLAG.USERNAME_REGISTER, 'password'],
    [FLAG.MOBILE_REGISTER, 'mobileNum'],
    [FLAG.MOBILE_REGISTER_PASSWORD, 'password'],
  ];
  for (const [flag, field] of needs) {
    if (!flags[flag]) continue;
    const rule = rules.find((r) => r.name === field);
    if (!rule) errors.push({ document: 'registration', pointer: `/${field}`, message: `is required because ${flag} is on`, severity: 'error' });
    else if (!rule.enabled) errors.push({ document: 'registration', pointer: `/${field}/enabled`, message: `must be true because ${flag} is on`, severity: 'error' });
  }
  return errors;
}

/**
 * The status reply's copy of the registration rules (info.register) says what the registration
 * reply says. The form reads the registration settings (GET /wps/system/setting/register,
 * registration.json): that is the one source, and brand:check refuses a folder whose copy says
 * otherwise, so a brand never ships two sets of rules of which the form shows one.
 */
function checkRuleCopies(copy: readonly FieldRule[] | null, rules: readonly FieldRule[]): DocumentError[] {
  if (!copy) return [];
  const errors: DocumentError[] = [];
  const byName = new Map(rules.map((r) => [r.name, r]));
  for (const rule of copy) {
    const other = byName.get(rule.name);
    if (!other) {
      errors.push({ document: 'permission', pointer: `/info/register/${rule.name}`, message: `is not in the registration settings (registration.json, the one source the form reads): remove it here or add it there`, severity: 'error' });
      continue;
    }
    for (const key of ['enabled', 'required', 'pattern', 'patternId', 'min', 'max'] as const) {
      if (rule[key] !== other[key]) {
        errors.push({ document: 'permission', pointer: `/info/register/${rule.name}`, message: `disagrees with the registration settings on ${key} (registration.json, the one source the form reads): make the two copies the same`, severity: 'error' });
        break;
      }
    }
  }
  const inCopy = new Set(copy.map((r) => r.name));
  for (const rule of rules) {
    if (!inCopy.has(rule.name)) {
      errors.push({ document: 'permission', pointer: '/info/register', message: `lacks ${rule.name}, which the registration settings (registration.json, the one source the form reads) have: add it here too`, severity: 'error' });
    }
  }
  return errors;
}

/** Every cross-document finding of a brand's documents. */
export function crossCheckBrand(docs: BrandDocuments): DocumentError[] {
  return [
    ...checkLanguages(docs.manifest),
    ...checkFlagsAgainstRegistration(docs.permission.flags, docs.registration),
    ...checkRuleCopies(docs.permission.register, docs.registration),
  ];
}
