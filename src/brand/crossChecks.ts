/**
 * Rules a JSON schema cannot express: ones that span documents, or need code (does a regex
 * compile?). The checks read the documents defensively, so they also run on documents that
 * failed their schemas and validateBrandDocuments can report every problem at once; a check
 * whose input is malformed is skipped (the schema error already reports it).
 */
import type { DocumentError } from './documents';
import { FLAG } from './flags';
import { pointerSegment } from './pointer';
import { isAnyPattern, regexError } from './rules';

type Json = Record<string, unknown>;
export const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

/** The four brand documents, validated or raw. */
export interface CrossCheckInput {
  manifest?: unknown;
  permission?: unknown;
  registration?: unknown;
  lanes?: unknown;
}

// Boot runs these checks on every start, on code V8 has not run yet: the valid path does only
// what a rule needs (pointers are written when there is an error to report).

function checkRegistrationRules(document: string, base: string, rules: unknown): DocumentError[] {
  const errors: DocumentError[] = [];
  if (!isObject(rules)) return errors;
  for (const [field, rule] of Object.entries(rules)) {
    if (field.startsWith('$') || !isObject(rule)) continue;
    const at = (key: string) => `${base}/${pointerSegment(field)}/${key}`;
    const { acceptedPattern, minLength, maxLength } = rule;
    if (typeof acceptedPattern === 'string' && !isAnyPattern(acceptedPattern)) {
      const problem = regexError(acceptedPattern);
      if (problem) errors.push({ document, pointer: at('acceptedPattern'), message: `is not a valid regular expression (${problem})` });
    }
    if (typeof minLength === 'number' && typeof maxLength === 'number' && minLength > maxLength) {
      errors.push({ document, pointer: at('maxLength'), message: `must not be less than minLength (${minLength})` });
    }
  }
  return errors;
}

/** The modIds switched on, like flattenWhitelabel but tolerant of malformed nodes. */
function enabledFlags(permission: unknown): Set<string> | null {
  const tree = isObject(permission) && isObject(permission.info) ? permission.info.whitelabel : undefined;
  if (!Array.isArray(tree)) return null;
  const enabled = new Set<string>();
  const visit = (nodes: unknown[]) => {
    for (const n of nodes) {
      if (!isObject(n)) continue;
      if (typeof n.modId === 'string') {
        if (n.enabled === '1') enabled.add(n.modId);
        else enabled.delete(n.modId); // a later node wins, as in flattenWhitelabel
      }
      if (Array.isArray(n.childrenNodes)) visit(n.childrenNodes);
    }
  };
  visit(tree);
  return enabled;
}

function checkManifest(manifest: unknown): DocumentError[] {
  const errors: DocumentError[] = [];
  if (!isObject(manifest) || !isObject(manifest.languages)) return errors;
  const { supported, default: lang } = manifest.languages;
  if (!isStringArray(supported) || typeof lang !== 'string') return errors;
  const about = isObject(manifest.footer) && isObject(manifest.footer.about) ? manifest.footer.about : null;
  if (!supported.includes(lang)) {
    errors.push({ document: 'manifest', pointer: '/languages/default', message: `must be one of languages.supported (${supported.join(', ')})` });
  }
  if (supported.includes(lang) && about && typeof about[lang] !== 'string') {
    errors.push({ document: 'manifest', pointer: '/footer/about', message: `needs a text for the default language ${lang}` });
  }
  for (const code of Object.keys(about ?? {})) {
    if (!supported.includes(code)) {
      errors.push({ document: 'manifest', pointer: `/footer/about/${pointerSegment(code)}`, message: `is not a supported language (${supported.join(', ')})` });
    }
  }
  return errors;
}

/**
 * Registration flags need their fields: USERNAMEREG3 -> username and password, MOBILENUMREG3 ->
 * mobileNum, REGMOBVERF3 -> verificationCode, MOBILENUMPASSREG3 -> password.
 */
function checkFlagsAgainstRegistration(permission: unknown, registration: unknown): DocumentError[] {
  const errors: DocumentError[] = [];
  const flags = enabledFlags(permission);
  if (!flags || !isObject(registration)) return errors;
  const needs: Array<[flag: string, field: string]> = [
    [FLAG.USERNAME_REGISTER, 'username'],
    [FLAG.USERNAME_REGISTER, 'password'],
    [FLAG.MOBILE_REGISTER, 'mobileNum'],
    [FLAG.MOBILE_REGISTER_VERIFICATION, 'verificationCode'],
    [FLAG.MOBILE_REGISTER_PASSWORD, 'password'],
  ];
  for (const [flag, field] of needs) {
    if (!flags.has(flag)) continue;
    const rule = registration[field];
    if (rule === undefined) {
      errors.push({ document: 'registration', pointer: `/${field}`, message: `is required because ${flag} is on` });
    } else if (isObject(rule) && rule.enabled === false) {
      errors.push({ document: 'registration', pointer: `/${field}/enabled`, message: `must be true because ${flag} is on` });
    }
  }
  return errors;
}

function checkLanes(lanes: unknown): DocumentError[] {
  const errors: DocumentError[] = [];
  const list = isObject(lanes) && isObject(lanes.data) ? lanes.data.lanes : undefined;
  if (!Array.isArray(list)) return errors;
  const firstAt = new Map<string, number>();
  list.forEach((lane, i) => {
    if (!isObject(lane) || typeof lane.title !== 'string') return;
    const first = firstAt.get(lane.title);
    if (first === undefined) firstAt.set(lane.title, i);
    else errors.push({ document: 'lanes', pointer: `/data/lanes/${i}/title`, message: `repeats the game type of lane ${first} (${lane.title})` });
  });
  return errors;
}

/**
 * Cross-document and code-only checks of a brand's documents, the ones boot runs (brand-check
 * adds those that need the folder, folderChecks.ts):
 * - manifest: languages.default is one of languages.supported; footer.about has the default
 *   language and no unsupported ones;
 * - registration rules (registration and permission.info.register): acceptedPattern compiles
 *   (as `new RegExp(source)`, no flags) unless "*"/""; minLength <= maxLength;
 * - registration flags on -> the fields they need are present and enabled (checkFlagsAgainstRegistration);
 * - lanes: no game type twice.
 */
export function crossCheckBrand(docs: CrossCheckInput): DocumentError[] {
  const permissionRegister = isObject(docs.permission) && isObject(docs.permission.info) ? docs.permission.info.register : undefined;
  return [
    ...checkManifest(docs.manifest),
    ...checkRegistrationRules('registration', '', docs.registration),
    ...checkRegistrationRules('permission', '/info/register', permissionRegister),
    ...checkFlagsAgainstRegistration(docs.permission, docs.registration),
    ...checkLanes(docs.lanes),
  ];
}
