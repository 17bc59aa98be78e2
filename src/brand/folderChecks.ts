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
  /** upper-case codes of the languages with a file in the site's locales/ (skipped when absent) */
  locales?: readonly string[];
  /**
   * the words: the site's English strings (locales/en.json) and every site locale's, flattened
   * (upper-case code -> keys), and the brand's own locale files as parsed (upper-case code ->
   * document); the per-key rules are skipped when absent
   */
  words?: { english: ReadonlyMap<string, string | null>; site: Readonly<Record<string, ReadonlySet<string>>>; brand: Readonly<Record<string, unknown>> };
  /** does `assets/<path>` exist in the brand folder (skipped when absent) */
  assetExists?: (path: string) => boolean;
  /** the files under assets/ (paths below it) and the text of every document, to find the unused ones (skipped when absent) */
  assetFiles?: readonly string[];
  documentsText?: string;
}

/** The strings of a locale file as dotted keys -> text (non-text leaves as null). */
export function flattenStrings(value: unknown, prefix = '', out: Map<string, string | null> = new Map()): Map<string, string | null> {
  if (!isObject(value)) return out;
  for (const [k, v] of Object.entries(value)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (isObject(v)) flattenStrings(v, key, out);
    else out.set(key, typeof v === 'string' ? v : null);
  }
  return out;
}

const placeholdersOf = (s: string) => [...s.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort().join(', ');
const keyPointer = (key: string) => `/${key.split('.').map((s) => s.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;
/** How many missing keys a finding names before "…". */
const NAMED_KEYS = 5;

/**
 * Every supported language has words: the site's locale file (locales/<lang>.json) or the brand's
 * own (brands/<code>/locales/<lang>.json); a language with neither is refused. A language whose
 * words lack keys of the site's English (locales/en.json) is a warning with their count: those
 * show in English, key by key. (The default language's finding is at languages.default.)
 */
function checkLocaleFile(manifest: unknown, locales: readonly string[] | undefined, words: FolderCheckInput['words']): DocumentError[] {
  if (!locales || !isObject(manifest) || !isObject(manifest.languages)) return [];
  const { supported, default: lang } = manifest.languages;
  if (!Array.isArray(supported)) return [];
  const brandCodes = Object.keys(words?.brand ?? {});
  const there = `there are ${locales.join(', ') || 'none'}${brandCodes.length ? `, and this brand's ${brandCodes.join(', ')}` : ''}`;
  const errors: DocumentError[] = [];
  supported.forEach((code, i) => {
    if (typeof code !== 'string') return;
    // a default outside `supported` is the document check's error already
    const pointer = code === lang ? '/languages/default' : `/languages/supported/${i}`;
    const own = words?.brand[code];
    if (!locales.includes(code) && own === undefined) {
      errors.push({ document: 'manifest', pointer, message: `has no words: no locale file of the site (locales/${code.toLowerCase()}.json) nor of this brand (locales/${code.toLowerCase()}.json in its folder); ${there}`, severity: 'error' });
      return;
    }
    if (!words) return;
    const site = words.site[code];
    const have = (key: string) => site?.has(key) || (own !== undefined && typeof flattenStrings(own).get(key) === 'string');
    const missing = [...words.english.keys()].filter((key) => !have(key));
    if (missing.length === 0) return;
    const named = missing.slice(0, NAMED_KEYS).join(', ') + (missing.length > NAMED_KEYS ? ', …' : '');
    errors.push({ document: 'manifest', pointer, message: `${code}: ${missing.length} of ${words.english.size} keys missing, shown in English (${named})`, severity: 'warning' });
  });
  return errors;
}

/**
 * A brand's own locale files: each names a supported language; each key is one of the site's
 * (locales/en.json) and text that keeps the English text's {{placeholders}}.
 */
function checkBrandLocales(manifest: unknown, words: FolderCheckInput['words']): DocumentError[] {
  if (!words) return [];
  const supported = isObject(manifest) && isObject(manifest.languages) && Array.isArray(manifest.languages.supported) ? manifest.languages.supported : null;
  const errors: DocumentError[] = [];
  for (const [code, doc] of Object.entries(words.brand)) {
    const document = `locales/${code.toLowerCase()}.json`;
    if (!isObject(doc)) {
      errors.push({ document, pointer: '', message: 'must be an object of strings (the keys of the site\'s locales/en.json)', severity: 'error' });
      continue;
    }
    if (supported && !supported.includes(code)) {
      errors.push({ document, pointer: '', message: `is for ${code}, which brand.json languages.supported does not list: never shown`, severity: 'warning' });
    }
    for (const [key, text] of flattenStrings(doc)) {
      const english = words.english.get(key);
      if (english === undefined) {
        errors.push({ document, pointer: keyPointer(key), message: 'is not a key of the site (locales/en.json): never shown', severity: 'warning' });
      } else if (typeof text !== 'string' || text.trim() === '') {
        errors.push({ document, pointer: keyPointer(key), message: 'must be text (the site\'s wording is shown instead)', severity: 'error' });
      } else if (typeof english === 'string' && placeholdersOf(english) !== placeholdersOf(text)) {
        errors.push({ document, pointer: keyPointer(key), message: `must keep the placeholders of the English text (${placeholdersOf(english) || 'none'}); it has ${placeholdersOf(text) || 'none'}`, severity: 'error' });
      }
    }
  }
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
 * - manifest: every supported language has a locale file, the site's or the brand's (when
 *   `locales` is given), and the keys each lacks are counted (when `words` is given); a brand's
 *   own locale file names a supported language, and keys and placeholders of the site's English;
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
    ...checkLocaleFile(input.manifest, input.locales, input.words),
    ...checkBrandLocales(input.manifest, input.words),
    ...checkAssets(input.manifest, input.assetExists),
    ...checkBannerLinks(input.banners, input.promotions, input.games),
    ...checkUniqueIds(input.promotions, 'promotions', idField('id'), 'id', 'id'),
    ...checkUniqueIds(input.banners, 'banners', idField('bannerId'), 'bannerId', 'bannerId'),
    ...checkGames(input.games),
    ...checkUnusedAssets(input.assetFiles, input.documentsText),
  ];
}
