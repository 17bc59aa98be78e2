/**
 * The checks of a brand folder that only brand-check can run (it has the folder at hand): they
 * need facts no browser has (which locale files and asset files exist, the fixtures), so boot
 * never loads them; crossCheckBrandFolder adds them to the document checks boot runs.
 */
import { isRecord as isObject, type JsonObject as Json } from '../contract/findings';
import { BANNER_GROUPS, bannerTarget } from '../contract/readers/banners';
import type { DocumentError } from './documents';

export interface FolderCheckInput {
  /** brand.json as written */
  manifest?: unknown;
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
  return [{ document: 'manifest', pointer: '/languages/default', message: `has no locale file (locales/${lang.toLowerCase()}.json; there are ${locales.join(', ') || 'none'})`, severity: 'error' }];
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
      errors.push({ document: 'manifest', pointer, message: `must point into this brand's assets (${prefix}…)`, severity: 'error' });
    } else if (!assetExists(decodeURIComponent(bare.slice(prefix.length)))) {
      errors.push({ document: 'manifest', pointer, message: `names a file that is not in the brand folder (assets/${bare.slice(prefix.length)})`, severity: 'error' });
    }
  }
  return errors;
}

/** A banner that opens a promotion (linkageType P or PROMOTION, or redirect PROMO) names one that exists in the promotions. */
function checkBannerLinks(banners: unknown, promotions: unknown): DocumentError[] {
  const errors: DocumentError[] = [];
  if (!Array.isArray(banners)) return errors;
  const ids = new Set((Array.isArray(promotions) ? promotions : []).filter(isObject).map((p) => String(p.id)));
  banners.forEach((banner, i) => {
    if (!isObject(banner)) return;
    if (typeof banner.groupName === 'string' && !(BANNER_GROUPS as readonly string[]).includes(banner.groupName)) {
      errors.push({ document: 'banners', pointer: `/${i}/groupName`, message: `is a group the site never shows (${BANNER_GROUPS.join(', ')})`, severity: 'warning' });
    }
    const target = bannerTarget(banner);
    if (!Array.isArray(promotions) || target.kind !== 'promotion' || ids.has(target.id)) return;
    const pointer = banner.redirect ? `/${i}/redirectPromotionId` : `/${i}/linkage`;
    errors.push({ document: 'banners', pointer, message: `names no promotion of fixtures/promotions.json (${target.id})`, severity: 'error' });
  });
  return errors;
}

/**
 * The checks only a brand folder allows (brand:check adds them to the findings of the documents'
 * readers, which boot runs too):
 * - manifest: languages.default has a locale file (when `locales` is given);
 * - manifest assets under /brands/ are in /brands/<merchantCode>/assets/ and exist (when
 *   `assetExists` is given);
 * - banners: a banner opening a promotion names one that exists; a banner of a group the site
 *   never shows is a warning.
 */
export function crossCheckBrandFolder(input: FolderCheckInput): DocumentError[] {
  return [
    ...checkLocaleFile(input.manifest, input.locales),
    ...checkAssets(input.manifest, input.assetExists),
    ...checkBannerLinks(input.banners, input.promotions),
  ];
}
