/**
 * How a reader checks a part of a document beyond what it reads field by field. Boot passes its
 * checks in code (codeCheck.ts: the shapes the site relies on and every value that reaches a
 * sink); brand:check, and boot for a brand it cannot open, pass the schemas' every-error checks
 * (contract/sectionChecks.ts, a chunk of its own). The reader leaves out or defaults each part
 * that fails, with the reasons as findings. `passAll` adds nothing to the reader's own code (the
 * vendor lanes, read field by field, need nothing more).
 */
import type { Finding } from '../findings';

/** The parts of documents that degrade on their own. */
export type SectionName =
  | 'manifest.theme'
  | 'manifest.assets'
  | 'manifest.languages'
  | 'manifest.footer'
  | 'manifest.lottery'
  | 'manifest.layout'
  | 'manifest.domains'
  | 'manifest.loginedToHomePage'
  | 'manifest.vendorCategories'
  | 'manifest.currency'
  | 'manifest.registration'
  | 'manifest.menu'
  | 'permission.location'
  | 'permission.resource'
  | 'permission.customerService'
  | 'permission.analytics'
  | 'permission.cdnBase'
  | 'permission.domainRoute'
  | 'permission.mainDomain'
  | 'lanes.lane'
  | 'lanes.card'
  | 'lanes.classify';

/** Every problem of `value` as that section (empty when it passes); pointers are prefixed with `at`. */
export type SectionCheck = (section: SectionName, value: unknown, at: string) => Finding[];

export const passAll: SectionCheck = () => [];

/** How deep a value nests (objects and arrays), counted without recursion; stops once past `limit`. */
export function depthExceeds(value: unknown, limit: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (typeof v !== 'object' || v === null) continue;
    if (depth > limit) return true;
    for (const child of Array.isArray(v) ? v : Object.values(v)) if (typeof child === 'object' && child !== null) stack.push([child, depth + 1]);
  }
  return false;
}

/** No document the site reads nests deeper than this, but for the whitelabel tree, read apart. */
export const MAX_DOCUMENT_DEPTH = 16;
