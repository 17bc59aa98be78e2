/**
 * The check boot runs on every start: are the four brand documents valid, yes or no? The same
 * schemas and cross checks as `validateBrandDocuments` (validate.ts), with validators that stop
 * at the first error and build no error details (generated/bootValidators.js): less than half
 * the code, and on a cold start, code V8 has not run yet is most of what a check costs. Nothing
 * here explains a failure: boot then loads validate.ts, which lists every error with its pointer.
 */
import {
  validateCompiledTheme,
  validateLanes,
  validateManifest,
  validatePermission,
  validateRegistration,
  warmPatterns,
} from './generated/bootValidators.js';
import { compiledColors } from '../theme/compiledTheme';
import type { ColorsByMode, SeedsByMode } from '../theme/tokens';
import { crossCheckBrand } from './crossChecks';
import type { BrandDocuments, UncheckedBrandDocuments } from './documents';
import type { CompiledTheme } from './generated/types';

// Boot fetches this chunk beside the documents, so it runs while they are on their way: the
// validators' patterns are compiled then, not inside the check (a cold pattern costs V8 two
// compiles, one on its first run and one to machine code on its second).
warmPatterns();

/** The documents, typed, when every schema and cross check passes; otherwise null. */
export function acceptBrandDocuments(docs: UncheckedBrandDocuments): BrandDocuments | null {
  const valid =
    validateManifest(docs.manifest) &&
    validatePermission(docs.permission) &&
    validateRegistration(docs.registration) &&
    validateLanes(docs.lanes) &&
    crossCheckBrand(docs).length === 0;
  return valid ? (docs as BrandDocuments) : null;
}

/**
 * The brand's colours from its compiled theme (`theme.json`), when that passes its schema and
 * was compiled by this build's engine from these seeds; otherwise null, and boot derives them.
 * A bad compiled theme never refuses the brand: it is derived data, the manifest is the source.
 */
export function acceptCompiledTheme(doc: unknown, seeds: SeedsByMode): ColorsByMode | null {
  return validateCompiledTheme(doc) ? compiledColors(doc as CompiledTheme, seeds, __THEME_ENGINE__) : null;
}

// Boot builds its model from the documents this accepts, right after: from here buildBrandModel
// (with the rules and flags it shares with the cross checks) comes in this chunk, compiled ahead
// like the check, instead of in the entry chunk, where V8 compiles each function on its first call.
export { buildBrandModel } from './buildBrandModel';
