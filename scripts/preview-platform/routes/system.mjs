// /wps/system/* and the announcements relay: the brand's permission and registration documents,
// help topics and announcements (banners, promotions, player and popup notices).
import { applyStatusMode } from '../faults.mjs';

const clone = (value) => JSON.parse(JSON.stringify(value));
const list = (doc, key) => (Array.isArray(doc) ? doc : Array.isArray(doc?.[key]) ? doc[key] : []);

/**
 * GET /wps/system/status — the permission document. In preview the CDN lists are rewritten to this
 * server's /cdn so images never leave the machine; then the preview mode (maintenance, region,
 * broken) is applied. Any unreadable brand document of the merchant makes this call fail.
 */
function status({ store, code, origin, mode }) {
  store.doc(code, 'brand.json');
  store.doc(code, 'registration.json');
  const value = clone(store.doc(code, 'permission.json'));
  if (value.info && typeof value.info === 'object') {
    value.info.imageCDNs = [`${origin}/cdn`];
    value.info.launchGameCDNs = [`${origin}/cdn`];
  }
  return applyStatusMode(value, mode);
}

function register({ store, code }) {
  return store.doc(code, 'registration.json');
}

/** help.json: { topics: { EN: [...], TY: [...] } } (a bare { EN: [...] } map is accepted too). */
function helpCenter({ store, code, query }) {
  const doc = store.doc(code, 'fixtures/help.json', { optional: true }) ?? {};
  const byLang = doc.topics && typeof doc.topics === 'object' ? doc.topics : doc;
  const langs = Object.keys(byLang).filter((k) => Array.isArray(byLang[k]));
  const wanted = (query.get('lang') ?? query.get('language') ?? '').toUpperCase();
  let fallback;
  try {
    fallback = store.doc(code, 'brand.json')?.languages?.default ?? null;
  } catch {
    fallback = null;
  }
  const lang = [wanted, fallback, 'EN', langs[0]].find((l) => l && langs.includes(l));
  return lang ? byLang[lang] : [];
}

const TYPE_KEYS = { B: 'banners', PL: 'player', PU: 'popup', PR: 'promotion' };

function announcements({ store, code, query }) {
  const types = (query.get('types') ?? 'B,PL,PU,PR').split(',').map((t) => t.trim().toUpperCase());
  const notices = store.doc(code, 'fixtures/announcements.json', { optional: true }) ?? {};
  const all = {
    banners: list(store.doc(code, 'fixtures/banners.json', { optional: true }), 'banners'),
    player: list(notices, 'player'),
    popup: list(notices, 'popup'),
    promotion: list(store.doc(code, 'fixtures/promotions.json', { optional: true }), 'promotions'),
  };
  const value = { banners: [], player: [], popup: [], promotion: [] };
  for (const t of types) if (TYPE_KEYS[t]) value[TYPE_KEYS[t]] = all[TYPE_KEYS[t]];
  return value;
}

export const systemRoutes = [
  { method: 'GET', path: '/wps/system/status', handler: status },
  { method: 'GET', path: '/wps/system/setting/register', handler: register },
  { method: 'GET', path: '/wps/system/helpCenter', handler: helpCenter },
  { method: 'GET', path: '/wps/relay/MCSFE_getListAnnouncements', handler: announcements },
];
