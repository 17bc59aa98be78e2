/**
 * Validation of brand documents and platform replies with the validators compiled ahead of
 * time from `schemas/` (no code generation at run time, so it works under a strict CSP).
 * Errors come back as JSON pointers with readable messages.
 */
import {
  patternMessages,
  validateLanes,
  validateManifest,
  validatePermission,
  validateRegistration,
  type ValidationError,
  type ValidatorFunction,
} from './generated/validators.js';
import { crossCheckBrand } from './crossChecks';
import { pointerSegment } from './pointer';
import type { BrandDocuments, DocumentError, DocumentName, DocumentTypes, UncheckedBrandDocuments, Validated } from './documents';

export type { BrandDocuments, DocumentError, DocumentName, DocumentTypes, UncheckedBrandDocuments, Validated } from './documents';

/**
 * Only the four documents boot needs: the reply validators live in `validateDocument.ts`, so
 * the home page does not carry them.
 */
const brandValidators = {
  manifest: validateManifest,
  permission: validatePermission,
  registration: validateRegistration,
  lanes: validateLanes,
} satisfies Partial<Record<DocumentName, ValidatorFunction>>;

/** Runs one compiled validator and maps its errors to pointers and messages. */
export function runValidator<T>(document: string, validate: ValidatorFunction, data: unknown): Validated<T> {
  if (validate(data)) return { ok: true, value: data as T };
  return { ok: false, errors: toDocumentErrors(document, validate.errors) };
}


const TYPE_NAMES: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  null: 'null',
  array: 'a list',
  object: 'an object',
};

function describeTypes(type: unknown): string {
  const list = (Array.isArray(type) ? type : String(type).split(',')).map((t) => TYPE_NAMES[String(t)] ?? String(t));
  return list.length > 1 ? `${list.slice(0, -1).join(', ')} or ${list[list.length - 1]}` : (list[0] ?? 'valid');
}

const plural = (n: unknown, word: string) => `${String(n)} ${word}${n === 1 ? '' : 's'}`;

/** A readable message for one ajv error (the validators are compiled with messages off). */
function messageFor(e: ValidationError): string {
  const p = e.params;
  switch (e.keyword) {
    case 'required':
      return 'is required';
    case 'additionalProperties':
      return 'is not a known property (check the spelling)';
    case 'type':
      return `must be ${describeTypes(p.type)}`;
    case 'enum':
      return `must be one of ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    case 'const':
      return `must be ${JSON.stringify(p.allowedValue)}`;
    case 'pattern':
      return patternMessages[String(p.pattern)] ?? `must match the pattern ${String(p.pattern)}`;
    case 'minLength':
      return `must be at least ${plural(p.limit, 'character')} long`;
    case 'maxLength':
      return `must be at most ${plural(p.limit, 'character')} long`;
    case 'minItems':
      return `must have at least ${plural(p.limit, 'item')}`;
    case 'maxItems':
      return `must have at most ${plural(p.limit, 'item')}`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `must be ${p.comparison === '>' ? 'greater than' : 'at least'} ${String(p.limit)}`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `must be ${p.comparison === '<' ? 'less than' : 'at most'} ${String(p.limit)}`;
    case 'uniqueItems':
      return `must not repeat items (items ${String(p.j)} and ${String(p.i)} are the same)`;
    case 'minProperties':
      return `must have at least ${plural(p.limit, 'property')}`;
    case 'propertyNames':
      return 'has an invalid property name';
    default:
      return `is not valid (${e.keyword})`;
  }
}

/** Maps ajv errors to pointer + message, one per problem. */
export function toDocumentErrors(document: string, errors: readonly ValidationError[] | null | undefined): DocumentError[] {
  const out: DocumentError[] = [];
  const seen = new Set<string>();
  const list = errors ?? [];
  for (const e of list) {
    const err = e as ValidationError & { propertyName?: string };
    let pointer = err.instancePath;
    let message = messageFor(err);
    if (err.keyword === 'required') pointer += `/${pointerSegment(String(err.params.missingProperty))}`;
    else if (err.keyword === 'additionalProperties') pointer += `/${pointerSegment(String(err.params.additionalProperty))}`;
    else if (err.keyword === 'propertyNames') {
      // the inner error (with propertyName set) says what is wrong with the name
      if (list.some((x) => (x as { propertyName?: string }).propertyName === err.params.propertyName && x !== e)) continue;
      pointer += `/${pointerSegment(String(err.params.propertyName))}`;
    } else if (typeof err.propertyName === 'string') {
      pointer += `/${pointerSegment(err.propertyName)}`;
      message = `is not an allowed name: ${message}`;
    }
    // an anyOf of patterns (colours) fails with one error per branch and then its own: the
    // branches' messages say what is wrong, the anyOf adds nothing
    if (err.keyword === 'anyOf' && list.some((x) => x !== e && x.instancePath === err.instancePath && x.keyword !== 'anyOf')) continue;
    const key = `${pointer}\u0000${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ document, pointer, message });
  }
  return out;
}

function validateBrandDocument<K extends keyof typeof brandValidators>(name: K, data: unknown): Validated<DocumentTypes[K]> {
  return runValidator<DocumentTypes[K]>(name, brandValidators[name], data);
}

/**
 * Validates the four documents a brand is built from and the rules that span documents
 * (crossCheckBrand), collecting every error of every document at once (the cross checks read
 * the documents defensively, so they run even where a schema failed). Boot runs the quicker
 * yes-or-no `acceptBrandDocuments` (same schemas, same cross checks) and this only to say why
 * the documents were refused.
 */
export function validateBrandDocuments(docs: UncheckedBrandDocuments): Validated<BrandDocuments> {
  const manifest = validateBrandDocument('manifest', docs.manifest);
  const permission = validateBrandDocument('permission', docs.permission);
  const registration = validateBrandDocument('registration', docs.registration);
  const lanes = validateBrandDocument('lanes', docs.lanes);
  const errors: DocumentError[] = [];
  for (const r of [manifest, permission, registration, lanes]) if (!r.ok) errors.push(...r.errors);
  errors.push(...crossCheckBrand(docs));
  if (errors.length > 0 || !manifest.ok || !permission.ok || !registration.ok || !lanes.ok) return { ok: false, errors };
  return { ok: true, value: { manifest: manifest.value, permission: permission.value, registration: registration.value, lanes: lanes.value } };
}
