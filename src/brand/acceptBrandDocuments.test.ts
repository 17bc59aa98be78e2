/**
 * Boot's yes-or-no check (acceptBrandDocuments) against the validators that list every error
 * (validateBrandDocuments): the same documents pass and fail, for every brand folder and every
 * broken document the validate tests use.
 */
import { describe, expect, it } from 'vitest';
import { acceptBrandDocuments } from './acceptBrandDocuments';
import { BAD_COLOURS, BAD_URLS, BROKEN, GOOD_COLOURS, GOOD_URLS, accent, assetsAt, changed, rawBase, type RawDocs } from './brokenDocs';
import { crossCheckBrand } from './crossChecks';
import type { UncheckedBrandDocuments } from './documents';
import { BRAND_CODES, rawBrandDocuments } from './testDocs';
import { validateBrandDocuments } from './validate';

/** Documents that are not objects at all, one document at a time. */
const notObjects: Array<[string, (d: RawDocs) => void]> = (['manifest', 'permission', 'registration', 'lanes'] as const).flatMap((name) =>
  [null, [], 'text'].map((value): [string, (d: RawDocs) => void] => [`${name} is ${JSON.stringify(value)}`, (d) => (d[name] = value)]),
);

/** Every fixture above, valid and not, as [name, documents]. */
const fixtures: Array<[string, UncheckedBrandDocuments]> = [
  ...BRAND_CODES.map((code): [string, UncheckedBrandDocuments] => [`brand folder ${code}`, rawBrandDocuments(code)]),
  ['the neutral base documents', rawBase()],
  ...BROKEN.map(([name, mutate]): [string, UncheckedBrandDocuments] => [name, changed(mutate)]),
  ...notObjects.map(([name, mutate]): [string, UncheckedBrandDocuments] => [name, changed(mutate)]),
  ...[...GOOD_URLS, ...BAD_URLS].map((url): [string, UncheckedBrandDocuments] => [`asset URL ${JSON.stringify(url)}`, changed(assetsAt(url))]),
  ...[...GOOD_COLOURS, ...BAD_COLOURS].map((c): [string, UncheckedBrandDocuments] => [`colour ${JSON.stringify(c)}`, changed(accent(c))]),
];

describe('acceptBrandDocuments', () => {
  it.each(BRAND_CODES)('accepts brand folder %s and hands its documents back', (code) => {
    const docs = rawBrandDocuments(code);
    expect(acceptBrandDocuments(docs)).toBe(docs);
  });

  it('accepts the neutral base documents', () => {
    expect(acceptBrandDocuments(rawBase())).not.toBeNull();
  });

  it('the broken cases include a schema error in each of the four documents, and cross-check errors', () => {
    const crossChecked = (mutate: (d: RawDocs) => void) => crossCheckBrand(changed(mutate)).length > 0;
    const schemaOnly = BROKEN.filter(([, mutate]) => !crossChecked(mutate)).map(([, , error]) => error.document);
    expect([...new Set(schemaOnly)].sort()).toEqual(['lanes', 'manifest', 'permission', 'registration']);
    expect(BROKEN.filter(([, mutate]) => crossChecked(mutate)).length).toBeGreaterThanOrEqual(3);
  });

  it.each(BROKEN)('refuses: %s', (_name, mutate) => {
    expect(acceptBrandDocuments(changed(mutate))).toBeNull();
  });

  it.each(notObjects)('refuses: %s', (_name, mutate) => {
    expect(acceptBrandDocuments(changed(mutate))).toBeNull();
  });

  it.each(fixtures)('agrees with validateBrandDocuments: %s', (_name, docs) => {
    expect(acceptBrandDocuments(docs) !== null).toBe(validateBrandDocuments(docs).ok);
  });
});
