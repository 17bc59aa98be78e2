/**
 * The start-up calls beside the permission reply: the dialing codes (GET /wps/system/country) and
 * the merchant's domain routes (GET /wps/system/domainRoute). The real client keeps
 * `countryCode.countries[]` of `{ countryDialingCode, countryCode }` and a current entry, and the
 * route reply's `domainList[]` (affiliate domains) and `resources[]` (the download QR codes); the
 * exact nesting is not in its public code, so each reader takes the readings seen (a bare list, the
 * value itself) and drops an entry it cannot trust.
 */
import { isRecord } from '../findings';
import { safeUrl } from '../safeUrl';
import type { Resource } from './permission';

export interface Country {
  /** ISO 3166 alpha-2, upper case (the flag image's name) */
  code: string;
  /** digits only, e.g. "63" */
  dialingCode: string;
}

export interface Countries {
  countries: Country[];
  /** the visitor's own (the platform's current entry), else the first, else null */
  current: Country | null;
}

function countryOf(raw: unknown): Country | null {
  if (!isRecord(raw)) return null;
  const code = typeof raw.countryCode === 'string' ? raw.countryCode.trim().toUpperCase() : '';
  const dial = String(raw.countryDialingCode ?? raw.dialingCode ?? '').trim().replace(/^\+/, '');
  return /^[A-Z]{2}$/.test(code) && /^\d{1,4}$/.test(dial) ? { code, dialingCode: dial } : null;
}

export function readCountries(raw: unknown): Countries {
  const value = isRecord(raw) ? raw : {};
  const list = Array.isArray(raw) ? raw : Array.isArray(value.countries) ? value.countries : Array.isArray(value.list) ? value.list : [];
  const countries: Country[] = [];
  for (const entry of list) {
    const c = countryOf(entry);
    if (c && !countries.some((k) => k.code === c.code)) countries.push(c);
  }
  const named = countryOf(value.currentCountryCode ?? value.current ?? value.currentCountry);
  const current = named ? (countries.find((c) => c.code === named.code) ?? named) : (countries[0] ?? null);
  if (named && !countries.some((c) => c.code === named.code)) countries.unshift(named);
  return { countries, current };
}

export interface DomainRoutes {
  /** host names (lower case), from plain names or https URLs */
  domains: string[];
  resources: Resource[];
}

const HOST = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;

function hostOf(raw: unknown): string | null {
  const text = typeof raw === 'string' ? raw : isRecord(raw) ? [raw.domain, raw.url, raw.domainName].find((v) => typeof v === 'string') : undefined;
  if (typeof text !== 'string') return null;
  const trimmed = text.trim().toLowerCase();
  if (HOST.test(trimmed)) return trimmed;
  const url = safeUrl(trimmed);
  if (!url || url.startsWith('/')) return null;
  const host = new URL(url).hostname;
  return HOST.test(host) ? host : null;
}

export function readDomainRoutes(raw: unknown): DomainRoutes {
  const value = isRecord(raw) ? raw : {};
  const domains: string[] = [];
  for (const entry of Array.isArray(value.domainList) ? value.domainList : []) {
    const host = hostOf(entry);
    if (host && !domains.includes(host)) domains.push(host);
  }
  const resources: Resource[] = [];
  for (const r of Array.isArray(value.resources) ? value.resources : []) {
    if (!isRecord(r) || typeof r.resourceType !== 'string') continue;
    const url = safeUrl(r.url);
    if (!url) continue;
    resources.push({ type: r.resourceType, url, qrCodeUrl: safeUrl(r.qrCodeUrl), label: typeof r.labelNameEn === 'string' ? r.labelNameEn : null });
  }
  return { domains, resources };
}
