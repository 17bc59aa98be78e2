/**
 * Reads a brand's four documents with the contract's readers: tolerant of what the real platform
 * sends, strict where a value reaches CSS, an href/src or the DOM. A broken part degrades (left
 * out or defaulted) and is reported; only a manifest without a merchant code and name or a status
 * reply without a whitelabel tree makes the brand unusable. Boot and brand:check run this same
 * code: boot with its checks in code (contract/readers/codeCheck.ts), brand:check with the schemas'
 * every-error ones, and the rules that span documents (crossChecks.ts) on top.
 */
import { readFieldRules } from '../contract/fieldRules';
import type { Finding } from '../contract/findings';
import type { SectionCheck } from '../contract/readers/check';
import { readLanes } from '../contract/readers/games';
import { readManifest } from '../contract/readers/manifest';
import { readPermission } from '../contract/readers/permission';
import type { BrandReading, DocumentError, UncheckedBrandDocuments } from './documents';

const tag = (document: string) => (f: Finding): DocumentError => ({ document, ...f });

export function readBrandDocuments(raw: UncheckedBrandDocuments, check: SectionCheck): BrandReading {
  const manifest = readManifest(raw.manifest, check);
  const permission = readPermission(raw.permission, check);
  const findings: DocumentError[] = [...manifest.findings.map(tag('manifest')), ...permission.findings.map(tag('permission'))];
  if (!manifest.ok || !permission.ok) return { ok: false, findings };
  const registration = readFieldRules(raw.registration);
  const lanes = readLanes(raw.lanes, check);
  findings.push(...registration.findings.map(tag('registration')), ...lanes.findings.map(tag('lanes')));
  const documents = { manifest: manifest.value, permission: permission.value, registration: registration.value, lanes: lanes.lanes };
  return { ok: true, documents, findings };
}
