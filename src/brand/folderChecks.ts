/**
 * The checks of a brand folder that only brand-check can run (it has the folder at hand): they
 * need facts no browser has (which locale files and asset files exist, the fixtures), so boot
 * never loads them; crossCheckBrandFolder adds them to the document checks boot runs.
 */
import type { DocumentError } from './documents';
import { crossCheckBrand, isObject, type CrossCheckInput } from './crossChecks';

type Json = Record<string, unknown>;

export interface FolderCheckInput extends CrossCheckInput {
  /** fixtures/banners.json and fixtures/promotions.json */
  banners?: unknown;
  promotions?: unknown;
  /** upper-case codes of the languages with a file in locales/ (skipped when absent) */
  locales?: readonly string[];
  /** does `assets/<path>` exist in the brand folder (skipped when absent) */
  assetExists?: (path: string) => boolean;
}

/** The manifest's default language has a file in locales/. */
function checkLocaleFile(manifest: unknown, locales: readonly string[] | undefined): DocumentError[] {
  if (!locales || !isObject(manifest) || !isObject(manifest.languages)) return [];
  const { supported, default: lang } = manifest.languages;
  // a default outside `supported` is the document check's error already
  if (typeof lang !== 'string' || !Array.isArray(supported) || !supported.includes(lang) || locales.includes(lang)) return [];
  return [{ document: 'manifest', pointer: '/languages/default', message: `has no locale file (locales/${lang.toLowerCase()}.json; there are ${locales.join(', ') || 'none'})` }];
}

/** Every asset path of the manifest, with its pointer. */
function manifestAssets(manifest: Json): Array<[pointer: string, path: string]> {
  const assets = isObject(manifest.assets) ? manifest.assets : null;
  if (!assets) return [];
  const out: Array<[string, string]> = [];
  const add = (pointer: string, value: unknown) => {
    if (typeof value === 'string') out.push([pointer, value]);
  };
  if (isObject(assets.logo)) for (const mode of ['dark', 'light']) add(`/assets/logo/${mode}`, assets.logo[mode]);
  add('/assets/favicon', assets.favicon);
  add('/assets/responsibility', assets.responsibility);
  if (Array.isArray(assets.paymentIcons)) assets.paymentIcons.forEach((v, i) => add(`/assets/paymentIcons/${i}`, v));
  return out;
}

/**
 * With the folder at hand (brand-check): same-origin asset paths under /brands/ point into this
 * brand's own assets folder (`/brands/<merchantCode>/assets/…`) and name a file that exists.
 * Absolute URLs (a CDN) are not checked.
 */
function checkAssets(manifest: unknown, assetExists: FolderCheckInput['assetExists']): DocumentError[] {
  const errors: DocumentError[] = [];
  if (!assetExists || !isObject(manifest) || typeof manifest.merchantCode !== 'string') return errors;
  const prefix = `/brands/${manifest.merchantCode}/assets/`;
  for (const [pointer, path] of manifestAssets(manifest)) {
    if (!path.startsWith('/brands/')) continue;
    const bare = path.split(/[?#]/)[0] ?? '';
    if (!bare.startsWith(prefix)) {
      errors.push({ document: 'manifest', pointer, message: `must point into this brand's assets (${prefix}…)` });
    } else if (!assetExists(decodeURIComponent(bare.slice(prefix.length)))) {
      errors.push({ document: 'manifest', pointer, message: `names a file that is not in the brand folder (assets/${bare.slice(prefix.length)})` });
    }
  }
  return errors;
}

/** A banner that opens a promotion names one that exists in the promotions. */
function checkBannerLinks(banners: unknown, promotions: unknown): DocumentError[] {
  const errors: DocumentError[] = [];
  if (!Array.isArray(banners) || !Array.isArray(promotions)) return errors;
  const ids = new Set(promotions.filter(isObject).map((p) => String(p.id)));
  banners.forEach((banner, i) => {
    if (!isObject(banner) || banner.linkageType !== 'PROMOTION' || typeof banner.linkage !== 'string') return;
    if (!ids.has(banner.linkage)) {
      errors.push({ document: 'banners', pointer: `/${i}/linkage`, message: `names no promotion of fixtures/promotions.json (${banner.linkage})` });
    }
  });
  return errors;
}

/**
 * Every check of a brand folder: the document checks boot runs (crossCheckBrand), plus
 * - manifest: languages.default has a locale file (when `locales` is given);
 * - manifest assets under /brands/ are in /brands/<merchantCode>/assets/ and exist (when
 *   `assetExists` is given);
 * - banners: a PROMOTION linkage names a promotion (when both fixtures are given; the banner
 *   groups themselves are an enum of the banners schema).
 */
export function crossCheckBrandFolder(input: FolderCheckInput): DocumentError[] {
  return [
    ...crossCheckBrand(input),
    ...checkLocaleFile(input.manifest, input.locales),
    ...checkAssets(input.manifest, input.assetExists),
    ...checkBannerLinks(input.banners, input.promotions),
  ];
}
