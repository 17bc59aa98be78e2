// Brand folders: discovery, reading + caching of the JSON documents, the generated index,
// merchant resolution, and the game catalogue (hand-listed + generated). `reload(code)` drops caches.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { generateGames } from './generate.mjs';

/** A brand's own locale file: locales/<lang>.json, the language code in lower case. */
export const BRAND_LOCALE_FILE = /^[a-z]{2,3}(-[a-z0-9]{2,8})?\.json$/;

export const DEFAULT_BRAND = 'aurora';
const CODE_RE = /^[a-z0-9][a-z0-9_-]*$/i;

/** A brand document that is missing, unreadable or not JSON. */
export class BrandDocError extends Error {
  constructor(file, detail, missing = false) {
    super(`${file}: ${detail}`);
    this.file = file;
    this.detail = detail;
    this.missing = missing;
  }
}

function lineColumn(text, message) {
  const m = /position (\d+)/.exec(message);
  if (!m) return '';
  const pos = Number(m[1]);
  const before = text.slice(0, pos).split('\n');
  return ` (line ${before.length} column ${before[before.length - 1].length + 1})`;
}

function stripSchema(doc) {
  if (doc && typeof doc === 'object' && !Array.isArray(doc) && '$schema' in doc) {
    const rest = { ...doc };
    delete rest.$schema;
    return rest;
  }
  return doc;
}

/**
 * `extra`: { <code>: <folder> } brand folders mounted from elsewhere (preview:brand on a folder
 * outside brands/); an extra code wins over a folder of the same name in brandsDir.
 */
export function createBrandStore(brandsDir, { log = () => {}, extra = {} } = {}) {
  const root = resolve(brandsDir);
  const mounted = new Map(Object.entries(extra).map(([code, dir]) => [code, resolve(dir)]));
  const docs = new Map(); // `${code}/${file}` -> parsed document
  const catalogues = new Map(); // code -> catalogue
  let codeList = null;
  let scannedAt = -1; // mtime of brandsDir when codeList was made: a folder added or removed re-scans

  function displayPath(abs) {
    const rel = relative(process.cwd(), abs);
    return rel.startsWith('..') ? abs : rel.split('\\').join('/');
  }

  function rootMtime() {
    try {
      return statSync(root).mtimeMs;
    } catch {
      return 0;
    }
  }

  function codes() {
    const mtime = rootMtime();
    if (codeList && mtime === scannedAt) return codeList;
    scannedAt = mtime;
    let entries;
    try {
      entries = readdirSync(root, { withFileTypes: true });
    } catch {
      entries = [];
    }
    codeList = entries
      .filter((e) => e.isDirectory() && CODE_RE.test(e.name) && !e.name.startsWith('_'))
      .map((e) => e.name)
      .filter((name) => !mounted.has(name));
    codeList = [...codeList, ...mounted.keys()].sort();
    return codeList;
  }

  const has = (code) => typeof code === 'string' && codes().includes(code);
  const defaultCode = () => (has(DEFAULT_BRAND) ? DEFAULT_BRAND : codes()[0] ?? null);

  /**
   * Reads brands/<code>/<file> as JSON (cached, `$schema` removed).
   * Throws BrandDocError; with `optional`, a missing file yields null instead.
   */
  function doc(code, file, { optional = false } = {}) {
    const key = `${code}/${file}`;
    if (docs.has(key)) return docs.get(key);
    const abs = join(brandDir(code), file);
    let text;
    try {
      text = readFileSync(abs, 'utf8');
    } catch (err) {
      if (err.code === 'ENOENT' && optional) {
        docs.set(key, null);
        return null;
      }
      throw new BrandDocError(displayPath(abs), err.code === 'ENOENT' ? 'file not found' : err.message, err.code === 'ENOENT');
    }
    let parsed;
    try {
      parsed = JSON.parse(text);
    } catch (err) {
      const error = new BrandDocError(displayPath(abs), `${err.message}${lineColumn(text, err.message)}`);
      log(`[preview-platform] ${error.message}`);
      throw error;
    }
    parsed = stripSchema(parsed);
    docs.set(key, parsed);
    return parsed;
  }

  /**
   * A recorded reply of the brand for a request path: replies/<path>.json (e.g.
   * replies/wps/relay/GCSGAME_newGameVendor.json for /wps/relay/GCSGAME_newGameVendor), or null.
   * Cached like the documents; an unreadable recording is a BrandDocError like any brand file.
   */
  function recordedReply(code, pathname) {
    const segments = pathname.split('/').filter(Boolean);
    if (segments.length === 0 || segments.some((s) => s === '.' || s === '..' || s.includes('\\'))) return null;
    return doc(code, `replies/${segments.join('/')}.json`, { optional: true });
  }

  /**
   * The brand's status reply value and registration rules: its recorded replies when it has them
   * (replies/wps/system/status.json, replies/wps/system/setting/register.json, enveloped or not),
   * else permission.json and registration.json.
   */
  function platformDoc(code, path, file) {
    const recorded = recordedReply(code, path);
    if (recorded === null) return doc(code, file);
    return recorded && typeof recorded === 'object' && !Array.isArray(recorded) && 'success' in recorded ? recorded.value : recorded;
  }
  const permission = (code) => platformDoc(code, '/wps/system/status', 'permission.json');
  /** The value of a recorded reply (an envelope's `value`, or the recording as it is), or null without one. */
  function recordedValue(code, pathname) {
    const recorded = recordedReply(code, pathname);
    if (recorded === null) return null;
    return recorded && typeof recorded === 'object' && !Array.isArray(recorded) && 'success' in recorded ? recorded.value : recorded;
  }
  const registration = (code) => platformDoc(code, '/wps/system/setting/register', 'registration.json');

  function domainsOf(code) {
    try {
      const manifest = doc(code, 'brand.json');
      return Array.isArray(manifest?.domains) ? manifest.domains.filter((d) => typeof d === 'string') : [];
    } catch {
      return [];
    }
  }

  /** lower-case codes of the brand's own locale files (brands/<code>/locales/<lang>.json) */
  function localesOf(code) {
    try {
      return readdirSync(join(brandDir(code), 'locales'))
        .filter((f) => BRAND_LOCALE_FILE.test(f))
        .map((f) => f.slice(0, -'.json'.length))
        .sort();
    } catch {
      return [];
    }
  }

  function index() {
    return {
      default: defaultCode(),
      brands: codes().map((code) => {
        const locales = localesOf(code);
        return { code, domains: domainsOf(code), ...(locales.length > 0 ? { locales } : {}) };
      }),
    };
  }

  function codeForDomain(hostname) {
    const host = hostname.toLowerCase();
    return codes().find((code) => domainsOf(code).some((d) => d.toLowerCase() === host)) ?? null;
  }

  /**
   * Which brand a request is for. Order: Merchant header (API calls only), host `<code>.localhost`,
   * `?merchant=`, a domain of a brand.json, the default brand.
   * `requested` is set when the caller named a merchant explicitly (header or query) —
   * an unknown explicit merchant is an error for API calls.
   */
  function resolveMerchant({ header, hostname, query, api }) {
    if (api && header) return { code: has(header) ? header : null, requested: header, source: 'header' };
    const host = (hostname || '').toLowerCase();
    if (host.endsWith('.localhost')) {
      const label = host.split('.')[0];
      if (has(label)) return { code: label, requested: label, source: 'host' };
    }
    if (query) return { code: has(query) ? query : null, requested: query, source: 'query' };
    const byDomain = host ? codeForDomain(host) : null;
    if (byDomain) return { code: byDomain, requested: null, source: 'domain' };
    return { code: defaultCode(), requested: null, source: 'default' };
  }

  /**
   * The games of a brand that records its game list (replies/wps/relay/GCSGAME_gameList.json) and
   * vendor lanes: the recorded games (value.games or value.list) and the lanes' vendors by game
   * type, so the game list, launches, favourites and the vendor game types answer from them.
   */
  function recordedCatalogue(code) {
    const list = recordedValue(code, '/wps/relay/GCSGAME_gameList');
    if (list === null) return null;
    const games = Array.isArray(list?.games) ? list.games : Array.isArray(list?.list) ? list.list : [];
    const lanes = recordedValue(code, '/wps/relay/GCSGAME_newGameVendor')?.data?.lanes;
    const vendors = {};
    for (const lane of Array.isArray(lanes) ? lanes : []) {
      if (typeof lane?.title !== 'string' || !Array.isArray(lane.cards)) continue;
      vendors[lane.title.toUpperCase()] = lane.cards.filter((c) => typeof c?.vassalage === 'string');
    }
    // the real list may not say how many games match: a recording without totalCount answers without it
    return { vendors, classify: {}, games, listed: games.length, recorded: { totalCount: list && typeof list === 'object' && 'totalCount' in list } };
  }

  /** fixtures/games.json + generated games, with lookup tables (or the brand's recorded games). */
  function catalogue(code) {
    if (catalogues.has(code)) return catalogues.get(code);
    const recorded = recordedCatalogue(code);
    if (recorded) {
      catalogues.set(code, recorded);
      return recorded;
    }
    const raw = doc(code, 'fixtures/games.json', { optional: true }) ?? {};
    const vendors = raw.vendors && typeof raw.vendors === 'object' ? raw.vendors : {};
    const classify = raw.classify && typeof raw.classify === 'object' ? raw.classify : {};
    const games = Array.isArray(raw.games) ? [...raw.games] : [];
    const listed = games.length;
    for (const [gameType, spec] of Object.entries(raw.generate ?? {})) {
      const vendorCodes = spec.vendors ?? (vendors[gameType] ?? []).map((v) => v.vassalage);
      games.push(...generateGames({ gameType, count: spec.count, seed: spec.seed, vendors: vendorCodes, startNodeId: spec.startNodeId }));
    }
    const result = { vendors, classify, games, listed };
    catalogues.set(code, result);
    return result;
  }

  function reload(code) {
    codeList = null;
    if (!code) {
      docs.clear();
      catalogues.clear();
      return;
    }
    for (const key of [...docs.keys()]) if (key.startsWith(`${code}/`)) docs.delete(key);
    catalogues.delete(code);
  }

  function brandDir(code) {
    return mounted.get(code) ?? join(root, code);
  }

  function exists(path) {
    try {
      return statSync(path).isFile();
    } catch {
      return false;
    }
  }

  return { root, codes, has, defaultCode, doc, recordedReply, recordedValue, permission, registration, index, resolveMerchant, catalogue, reload, brandDir, exists };
}
