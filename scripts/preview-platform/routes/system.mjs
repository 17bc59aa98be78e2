// /wps/system/* and the announcements relay: the brand's permission and registration documents,
// help topics and announcements (banners, promotions, player and popup notices).
import { referralEnabled } from './rewards.mjs';
import { contract } from '../contract.mjs';
import { HttpError } from '../envelope.mjs';
import { applyStatusMode } from '../faults.mjs';
import { accountOfSession } from './account.mjs';
import { readAnnouncementIds } from './messages.mjs';

const clone = (value) => JSON.parse(JSON.stringify(value));
const list = (doc, key) => (Array.isArray(doc) ? doc : Array.isArray(doc?.[key]) ? doc[key] : []);

/**
 * GET /wps/system/status — the permission document (the brand's recorded reply when it has one,
 * else permission.json). permission.json's CDN lists are rewritten to this server's /cdn (a
 * same-origin path) so images never leave the machine; a recording keeps its own (absent or
 * empty lists mean the site's own origin, where this server answers the CDN paths too); a
 * configured phone-auth service (`info.sms`) becomes this server's stand-in. Then the
 * preview mode (maintenance, region, broken, degraded) is applied. Any unreadable brand document
 * of the merchant makes this call fail.
 */
function status({ store, code, mode }) {
  store.doc(code, 'brand.json');
  store.registration(code);
  const value = clone(store.permission(code));
  const recorded = store.recordedReply(code, contract.CALLS.status.path) !== null;
  if (!recorded && value.info && typeof value.info === 'object') {
    value.info.imageCDNs = ['/cdn'];
    value.info.launchGameCDNs = ['/cdn'];
    // the phone-auth service a brand configures is stood in for by this server's (routes/account.mjs)
    if (value.info.sms && typeof value.info.sms === 'object' && contract.readSwitch(value.info.sms.firebase).on) {
      value.info.sms = { firebase: value.info.sms.firebase, standIn: contract.PHONE_AUTH_STAND_IN_BASE };
    }
  }
  return applyStatusMode(value, mode);
}

function register({ store, code }) {
  return store.registration(code);
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

function announcements(ctx) {
  const { store, code, query } = ctx;
  const types = (query.get('types') ?? 'B,PL,PU,PR').split(',').map((t) => t.trim().toUpperCase());
  const notices = store.doc(code, 'fixtures/announcements.json', { optional: true }) ?? {};
  const all = {
    banners: list(store.doc(code, 'fixtures/banners.json', { optional: true }), 'banners'),
    // a logged-in player's read marks (MCSFE_markAnnouncementAsRead)
    player: list(notices, 'player').map((n) => ({ ...n, read: readAnnouncementIds(ctx).has(String(n.id ?? '')) || n.read === true })),
    popup: list(notices, 'popup'),
    promotion: list(store.doc(code, 'fixtures/promotions.json', { optional: true }), 'promotions'),
  };
  const value = { banners: [], player: [], popup: [], promotion: [] };
  for (const t of types) if (TYPE_KEYS[t]) value[TYPE_KEYS[t]] = all[TYPE_KEYS[t]];
  return value;
}

/** GET /wps/session/touch: the session is alive (the session check before it answers 401 when not). */
function sessionTouch() {
  return null;
}

/** PUT /wps/member/language body { language }: the player's language, kept on the account (the platform's own messages follow it). */
function updateLanguage(ctx) {
  const language = typeof ctx.body?.language === 'string' ? ctx.body.language.trim().toUpperCase() : '';
  if (!/^[A-Z]{2,3}(?:[-_][A-Z0-9]{2,4})?$/.test(language)) throw new HttpError(200, 'validation.error', 'language: must be a language code', { field: 'language' });
  const account = accountOfSession(ctx);
  account.language = language;
  return null;
}

/**
 * GET MCSFE_getMerchantAvailablePromotions: the merchant's promotions that are on, by type
 * (`REFERRAL.enabled`: the invite-friends page). A brand turns referral on with `referral: true`
 * in fixtures/rewards.json, or answers with its recorded reply
 * (replies/wps/relay/MCSFE_getMerchantAvailablePromotions.json); otherwise none is on.
 */
function availablePromotions({ store, code }) {
  return referralEnabled(store, code) ? { REFERRAL: { enabled: true } } : {};
}

/**
 * GET /wps/system/country: the dialing codes (fixtures/countries.json `{ countries, current }` when the
 * brand has one; else the Philippines, the platform's default market, alone).
 */
function country({ store, code }) {
  const doc = store.doc(code, 'fixtures/countries.json', { optional: true });
  if (doc) return doc;
  const ph = { countryCode: 'PH', countryDialingCode: '63' };
  return { countries: [ph], currentCountryCode: ph };
}

/**
 * GET /wps/system/domainRoute: the merchant's affiliate domains (the main domain and its `aff`
 * sub-domain) and its download resources, read from the permission document.
 */
function domainRoute({ store, code }) {
  const info = store.permission(code)?.info ?? {};
  const main = typeof info.mainDomain === 'string' ? info.mainDomain : null;
  const downloads = new Set(['ANDROID', 'IOS', 'MOBILECONFIG']);
  return {
    domainList: main ? [{ domain: main }, { domain: `aff.${main}` }] : [],
    resources: (Array.isArray(info.resources) ? info.resources : []).filter((r) => downloads.has(String(r?.resourceType).toUpperCase())),
  };
}

export const systemRoutes = [
  { call: 'status', handler: status, recorded: 'handler' },
  { call: 'registerSettings', handler: register, recorded: 'handler' },
  { call: 'helpCenter', handler: helpCenter },
  { call: 'announcements', handler: announcements },
  { call: 'sessionTouch', handler: sessionTouch },
  { call: 'updateLanguage', handler: updateLanguage },
  { call: 'availablePromotions', handler: availablePromotions },
  { call: 'country', handler: country },
  { call: 'domainRoute', handler: domainRoute },
];
