/**
 * Validation of any document or platform reply by name. Kept apart from `validate.ts` so
 * boot, which needs only the brand documents, does not load every reply validator.
 */
import {
  validateBanners,
  validateEnvelope,
  validateGame,
  validateGameList,
  validateHelp,
  validateLanes,
  validateManifest,
  validatePermission,
  validatePromotions,
  validateRegistration,
  type ValidatorFunction,
} from './generated/validators.js';
import { runValidator } from './validate';
import type { DocumentName, DocumentTypes, Validated } from './documents';

const validators: Record<DocumentName, ValidatorFunction> = {
  manifest: validateManifest,
  permission: validatePermission,
  registration: validateRegistration,
  lanes: validateLanes,
  envelope: validateEnvelope,
  banners: validateBanners,
  help: validateHelp,
  promotions: validatePromotions,
  gameList: validateGameList,
  game: validateGame,
};

/** Validates one document or reply against its schema. */
export function validateDocument<K extends DocumentName>(name: K, data: unknown): Validated<DocumentTypes[K]> {
  return runValidator<DocumentTypes[K]>(name, validators[name], data);
}
