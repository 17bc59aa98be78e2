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
  /** fixtures/banners.json, fixtures/promotions.json and fixtures/games.json */
  banners?: unknown;
  promotions?: unknown;
  games?: unknown;
  /** upper-case codes of the languages with a file in locales/ (skipped when absent) */
  locales?: readonly string[];
  /** does `assets/<path>` exist in the brand folder (skipped when absent) */
  assetExists?: (path: string) => boolean;
  /** the files under assets/ (paths below it) and the text of every document, to find the unused ones (skipped when absent) */
  assetFiles?: readonly string[];
  documentsText?: string;
}

/** Every supported language has words: a file in locales/ (the default language's finding is at languages.default). */
function checkLocaleFile(manifest: unknown, locales: readonly string[] | undefined): DocumentError[] {
  if (!locales || !isObject(manifest) || !isObject(manifest.languages)) return [];
  const { supported, default: lang } = manifest.languages;
  if (!Array.isArray(supported)) return [];
  const there = `there are ${locales.join(', ') || 'none'}`;
  const errors: DocumentError[] = [];
  supported.forEach((code, i) => {
    if (typeof code !== 'string' || locales.includes(code)) return;
    // a default outside `supported` is the document check's error already
    const pointer = code === lang ? '/languages/default' : `/languages/supported/${i}`;
    errors.push({ document: 'manifest', pointer, message: `has no locale file (locales/${code.toLowerCase()}.json; ${there}): the site would show it in English`, severity: 'error' });
  });
  return errors;
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

/** The linkage types and redirects the site follows (src/contract/readers/banners.ts bannerTarget). */
const LINKAGE_TYPES = ['URL', 'P', 'PROMOTION', 'G', 'GAME'];
const REDIRECTS = ['REDIRECT_URL', 'PROMO', 'GAME_LINKAGE'];

/** vendors of fixtures/games.json: game type -> vendor codes (null when there is no games fixture). */
function vendorsByType(games: unknown): Map<string, Set<string>> | null {
  if (!isObject(games) || !isObject(games.vendors)) return null;
  const out = new Map<string, Set<string>>();
  for (const [type, list] of Object.entries(games.vendors)) {
    out.set(type, new Set((Array.isArray(list) ? list : []).filter(isObject).map((v) => String(v.vassalage))));
  }
  return out;
}

/** A game type that is a category of the games fixture, and a vendor that sells it; null when both exist. */
function missingVendor(vendors: Map<string, Set<string>>, vendor: string, gameType: string | null): string | null {
  if (gameType !== null) {
    const of = vendors.get(gameType);
    if (!of) return `names a game category the brand does not have (${gameType}; there are ${[...vendors.keys()].join(', ')})`;
    return of.has(vendor) ? null : `names a vendor that is not in the ${gameType} category (${vendor})`;
  }
  return [...vendors.values()].some((v) => v.has(vendor)) ? null : `names a vendor the brand does not have (${vendor})`;
}

/**
 * Banners: one that opens a promotion names one that exists; one that opens a game names a vendor
 * and category of fixtures/games.json; a linkage type or redirect the site does not follow is an
 * error (the banner would open nothing); a group the site never shows is a warning.
 */
function checkBannerLinks(banners: unknown, promotions: unknown, games: unknown): DocumentError[] {
  const errors: DocumentError[] = [];
  if (!Array.isArray(banners)) return errors;
  const ids = new Set((Array.isArray(promotions) ? promotions : []).filter(isObject).map((p) => String(p.id)));
  const vendors = vendorsByType(games);
  banners.forEach((banner, i) => {
    if (!isObject(banner)) return;
    if (typeof banner.groupName === 'string' && !(BANNER_GROUPS as readonly string[]).includes(banner.groupName)) {
      errors.push({ document: 'banners', pointer: `/${i}/groupName`, message: `is a group the site never shows (${BANNER_GROUPS.join(', ')})`, severity: 'warning' });
    }
    const redirect = typeof banner.redirect === 'string' ? banner.redirect.toUpperCase() : '';
    const linkageType = typeof banner.linkageType === 'string' ? banner.linkageType.toUpperCase() : '';
    if (redirect && !REDIRECTS.includes(redirect)) {
      errors.push({ document: 'banners', pointer: `/${i}/redirect`, message: `is not a redirect the site follows (${REDIRECTS.join(', ')}): the banner opens nothing`, severity: 'error' });
    } else if (!redirect && linkageType && !LINKAGE_TYPES.includes(linkageType)) {
      errors.push({ document: 'banners', pointer: `/${i}/linkageType`, message: `is not a linkage type the site follows (${LINKAGE_TYPES.join(', ')}): the banner opens nothing`, severity: 'error' });
    }
    const target = bannerTarget(banner);
    const linkPointer = redirect === 'PROMO' ? `/${i}/redirectPromotionId` : redirect === 'GAME_LINKAGE' ? `/${i}/gameLinkageMapping` : `/${i}/linkage`;
    if (target.kind === 'promotion' && Array.isArray(promotions) && !ids.has(target.id)) {
      errors.push({ document: 'banners', pointer: linkPointer, message: `names no promotion of fixtures/promotions.json (${target.id})`, severity: 'error' });
    }
    if (target.kind === 'game' && vendors) {
      const problem = missingVendor(vendors, target.vendor, target.gameType);
      const pointer = !redirect && (banner.vendor !== undefined || banner.vassalage !== undefined) ? `/${i}/${banner.vendor !== undefined ? 'vendor' : 'vassalage'}` : linkPointer;
      if (problem) errors.push({ document: 'banners', pointer, message: `${problem} in fixtures/games.json`, severity: 'error' });
    }
  });
  return errors;
}

/** Each item's id is its own: a second item with the same id is an error at the second one. */
function checkUniqueIds(list: unknown, document: string, idOf: (item: Json) => string | null, field: string, what: string): DocumentError[] {
  const errors: DocumentError[] = [];
  if (!Array.isArray(list)) return errors;
  const first = new Map<string, number>();
  list.forEach((item, i) => {
    if (!isObject(item)) return;
    const id = idOf(item);
    if (id === null) return;
    const seen = first.get(id);
    if (seen === undefined) first.set(id, i);
    else errors.push({ document, pointer: `/${i}/${field}`, message: `repeats the ${what} of item ${seen} (${id}): ids must be unique`, severity: 'error' });
  });
  return errors;
}

const idField = (field: string) => (item: Json) => (item[field] === undefined || item[field] === null ? null : String(item[field]));

/** Games: unique nodeId, unique gameId per vendor, and a vendor and category that exist in the fixture's vendors. */
function checkGames(games: unknown): DocumentError[] {
  if (!isObject(games) || !Array.isArray(games.games)) return [];
  const prefix = (errors: DocumentError[]) => errors.map((e) => ({ ...e, pointer: `/games${e.pointer}` }));
  const errors = [
    ...prefix(checkUniqueIds(games.games, 'games', idField('nodeId'), 'nodeId', 'nodeId')),
    ...prefix(checkUniqueIds(games.games, 'games', (g) => (g.gameId === undefined ? null : `${String(g.vassalage)}/${String(g.gameId)}`), 'gameId', 'vendor and gameId')),
  ];
  const vendors = vendorsByType(games);
  if (!vendors) return errors;
  games.games.forEach((game, i) => {
    if (!isObject(game) || typeof game.vassalage !== 'string' || typeof game.gameType !== 'string') return;
    const problem = missingVendor(vendors, game.vassalage, game.gameType);
    if (problem) errors.push({ document: 'games', pointer: `/games/${i}/${vendors.has(game.gameType) ? 'vassalage' : 'gameType'}`, message: `${problem} (its vendors list)`, severity: 'error' });
  });
  return errors;
}

/** A file under assets/ that no document names (as `assets/<path>`) is shipped for nothing: a warning. */
function checkUnusedAssets(assetFiles: readonly string[] | undefined, documentsText: string | undefined): DocumentError[] {
  if (!assetFiles || documentsText === undefined) return [];
  return assetFiles
    .filter((path) => !documentsText.includes(`assets/${path}`) && !documentsText.includes(`assets/${encodeURI(path)}`))
    .map((path) => ({ document: `assets/${path}`, pointer: '', message: 'is not named by any document of the brand: remove it, or name it where it is meant to show', severity: 'warning' as const }));
}

/**
 * The checks only a brand folder allows (brand:check adds them to the findings of the documents'
 * readers, which boot runs too):
 * - manifest: every supported language has a locale file (when `locales` is given);
 * - manifest assets under /brands/ are in /brands/<merchantCode>/assets/ and exist (when
 *   `assetExists` is given);
 * - banners: a banner opening a promotion names one that exists, one opening a game a vendor and
 *   category that exist; a linkage type the site does not follow is an error; a banner of a group
 *   the site never shows is a warning;
 * - unique ids: promotions' id, banners' bannerId, games' nodeId and gameId per vendor; a game's
 *   vendor and category exist in the fixture's vendors;
 * - an asset file no document names is a warning (when `assetFiles` and `documentsText` are given).
 */
export function crossCheckBrandFolder(input: FolderCheckInput): DocumentError[] {
  return [
    ...checkLocaleFile(input.manifest, input.locales),
    ...checkAssets(input.manifest, input.assetExists),
    ...checkBannerLinks(input.banners, input.promotions, input.games),
    ...checkUniqueIds(input.promotions, 'promotions', idField('id'), 'id', 'id'),
    ...checkUniqueIds(input.banners, 'banners', idField('bannerId'), 'bannerId', 'bannerId'),
    ...checkGames(input.games),
    ...checkUnusedAssets(input.assetFiles, input.documentsText),
  ];
}
