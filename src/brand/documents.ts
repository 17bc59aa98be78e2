/**
 * The documents a brand is built from, as the contract's readers leave them: each part either as
 * the platform (or the brand folder) wrote it, once it passed its schema, or defaulted, with what
 * was wrong as findings. Raw types are the schemas' (src/contract/generated/types.ts).
 */
import type { FieldRule } from '../contract/fieldRules';
import type { Finding } from '../contract/findings';
import type { Manifest } from '../contract/readers/manifest';
import type { Permission } from '../contract/readers/permission';
import type { VendorLane } from '../contract/readers/games';

export type * from '../contract/generated/types';

/** The four documents a BrandModel is built from, after reading. */
export interface BrandDocuments {
  manifest: Manifest;
  permission: Permission;
  /** the fields of GET /wps/system/setting/register, in document order */
  registration: FieldRule[];
  lanes: VendorLane[];
}

export type BrandDocumentName = keyof BrandDocuments;

/** The four documents as fetched, before any check. */
export type UncheckedBrandDocuments = Record<BrandDocumentName, unknown>;

/** One finding in one document; `pointer` is a JSON pointer into it ("" is the whole document). */
export interface DocumentError extends Finding {
  document: string;
}

/** The documents read: usable (with what was wrong on the way), or unusable as a whole (the invalid-config screen). */
export type BrandReading = { ok: true; documents: BrandDocuments; findings: DocumentError[] } | { ok: false; findings: DocumentError[] };
