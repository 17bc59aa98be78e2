/**
 * A brand's manifest (brands/<code>/brand.json, the analogue of the real client's per-merchant
 * config) read section by section: a section that fails its schema is replaced by its default
 * (the base theme, the brand's name for a logo, English, no footer text, …) and reported, so one
 * broken section never takes the brand down. Only a manifest without a usable merchant code and
 * name is unusable.
 */
import type { BrandManifest } from '../generated/types';
import { isRecord, type Finding, type JsonObject } from '../findings';
import type { GameCategory } from '../gameCategories';
import { depthExceeds, MAX_DOCUMENT_DEPTH, type SectionCheck, type SectionName } from './check';

/** The manifest with each section either as written (it passed its schema) or null (the site's default applies). */
export interface Manifest {
  merchantCode: string;
  name: string;
  domains: string[];
  theme: BrandManifest['theme'] | null;
  assets: BrandManifest['assets'] | null;
  languages: BrandManifest['languages'] | null;
  footer: BrandManifest['footer'] | null;
  lottery: BrandManifest['lottery'] | null;
  layout: BrandManifest['layout'] | null;
  loginedToHomePage: boolean;
  currency: BrandManifest['currency'] | null;
  /** brand-level values of registration (the title's bonus amount) */
  registration: BrandManifest['registration'] | null;
  /** the left bar's category order */
  menu: BrandManifest['menu'] | null;
  /** vendors of the SPORTS lane with entries of their own */
  vendorCategories: Partial<Record<GameCategory, string[]>> | null;
}

export type ManifestReading = { ok: true; value: Manifest; findings: Finding[] } | { ok: false; findings: Finding[] };

const MERCHANT_CODE = /^[a-z0-9][a-z0-9-]{1,30}$/;

export function readManifest(raw: unknown, check: SectionCheck): ManifestReading {
  if (!isRecord(raw)) return { ok: false, findings: [{ pointer: '', message: 'must be an object (the brand manifest)', severity: 'error' }] };
  if (depthExceeds(raw, MAX_DOCUMENT_DEPTH)) return { ok: false, findings: [{ pointer: '', message: `nests deeper than ${MAX_DOCUMENT_DEPTH} levels`, severity: 'error' }] };
  const unusable: Finding[] = [];
  if (typeof raw.merchantCode !== 'string' || !MERCHANT_CODE.test(raw.merchantCode)) {
    unusable.push({ pointer: '/merchantCode', message: "must be 2-31 lower-case letters, digits or '-', starting with a letter or digit", severity: 'error' });
  }
  if (typeof raw.name !== 'string' || raw.name.trim() === '' || raw.name.length > 80) {
    unusable.push({ pointer: '/name', message: 'must be the brand name (1-80 characters)', severity: 'error' });
  }
  if (unusable.length > 0) return { ok: false, findings: unusable };

  const findings: Finding[] = [];
  const doc: JsonObject = raw;
  /** the section as written when present and valid; null otherwise (absent optional sections are no finding) */
  function section<K extends keyof Manifest>(key: K, name: SectionName, required: boolean): Manifest[K] | null {
    const value = doc[key as string];
    if (value === undefined) {
      if (required) findings.push({ pointer: `/${key}`, message: 'is required: the default applies', severity: 'error' });
      return null;
    }
    const problems = check(name, value, `/${key}`);
    if (problems.length > 0) {
      findings.push(...problems.map((p) => ({ ...p, message: `${p.message} (the default ${key} applies)` })));
      return null;
    }
    return value as Manifest[K];
  }

  return {
    ok: true,
    findings,
    value: {
      merchantCode: raw.merchantCode as string,
      name: raw.name as string,
      domains: section('domains', 'manifest.domains', true) ?? [],
      theme: section('theme', 'manifest.theme', true),
      assets: section('assets', 'manifest.assets', true),
      languages: section('languages', 'manifest.languages', true),
      footer: section('footer', 'manifest.footer', true),
      lottery: section('lottery', 'manifest.lottery', true),
      layout: section('layout', 'manifest.layout', true),
      loginedToHomePage: section('loginedToHomePage', 'manifest.loginedToHomePage', false) ?? false,
      vendorCategories: section('vendorCategories', 'manifest.vendorCategories', false),
      currency: section('currency', 'manifest.currency', false),
      registration: section('registration', 'manifest.registration', false),
      menu: section('menu', 'manifest.menu', false),
    },
  };
}
