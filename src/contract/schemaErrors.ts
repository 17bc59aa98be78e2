/**
 * Readable messages for the errors of the schema validators compiled ahead of time (they are
 * compiled with messages off): one per problem, with its JSON pointer.
 */
import type { ValidationError, ValidatorFunction } from './generated/validators.js';
import { patternMessages } from './generated/validators.js';
import { pointerSegment, type Finding } from './findings';

/** A finding in a named document. */
export interface DocumentFinding extends Finding {
  document: string;
}

/** Runs one compiled validator: [] when `data` passes, else every problem with its pointer. */
export function validatorErrors(document: string, validate: ValidatorFunction, data: unknown): DocumentFinding[] {
  return validate(data) ? [] : toDocumentErrors(document, validate.errors);
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
export function toDocumentErrors(document: string, errors: readonly ValidationError[] | null | undefined): DocumentFinding[] {
  const out: DocumentFinding[] = [];
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
    // "or null" (an optional value): the other branch's message says what the value should be
    const nullBranch = err.keyword === 'type' && String(err.params.type) === 'null';
    if (nullBranch && list.some((x) => x !== e && x.instancePath === err.instancePath && x.keyword !== 'anyOf')) continue;
    const key = `${pointer}\u0000${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ document, pointer, message, severity: 'error' });
  }
  return out;
}
