/**
 * The every-error check of each part of the brand documents (the contract's SectionCheck), with
 * readable messages: what brand:check always runs, and boot loads only to list every problem of a
 * brand it cannot open. A chunk of its own: most boots never need it.
 */
import { sectionValidators } from './generated/validators.js';
import type { SectionCheck } from './readers/check';
import { validatorErrors } from './schemaErrors';

export const sectionCheck: SectionCheck = (section, value, at) =>
  validatorErrors('', sectionValidators[section], value).map(({ pointer, message, severity }) => ({ pointer: `${at}${pointer}`, message, severity }));
