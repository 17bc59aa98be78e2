/**
 * The GeeTest V4 widget, as the site loads it where the platform's human check is the real
 * provider's (readers/signIn.ts humanCheckSource): its script, its hosts, its languages, and the
 * validate object it hands the page. The site's Content-Security-Policy allows exactly these hosts
 * (scripts/security-headers.mjs, checked against this table by its test).
 *
 * FROM GEETEST'S PUBLIC DOCS (docs.geetest.com/BehaviorVerification/deploy/client/web and
 * …/apirefer/api/web): the script `https://static.geetest.com/v4/gt4.js` defines the global
 * `initGeetest4({ captchaId, product, language, … }, callback(captcha))`; with `product: 'bind'` the
 * widget has no button of its own and `captcha.showCaptcha()` opens it; `captcha.onReady`,
 * `onSuccess`, `onError`, `onClose` take callbacks; `captcha.getValidate()` gives
 * `{ lot_number, captcha_output, pass_token, gen_time }` (the five fields the platform's
 * server-side check sends on to GeeTest's /validate with the `captcha_id`); `reset()`,
 * `destroy()`. The widget's own files (scripts, styles, images) come from static.geetest.com, its
 * API calls (load, verify) from gcaptcha4.geetest.com (its `apiServers` default).
 *
 * DESIGNED (docs/brand-folder-and-endpoints.md, "The human check"): where the settings call names
 * no captcha id, the permission reply's `info.gw.GEETEST_ID` is the V4 captcha id when
 * `gw.GEETEST_VERSION` (or `info.geetestSdkVersion`) says 4 or says nothing (readGeetestId); a
 * V3 id (`gt`) needs a challenge only a server can register, so it is not used.
 */
import { isRecord } from './findings';

export const GEETEST4_SCRIPT_URL = 'https://static.geetest.com/v4/gt4.js';
/** the widget's files */
export const GEETEST4_STATIC_HOST = 'https://static.geetest.com';
/** the widget's API (load, verify) */
export const GEETEST4_API_HOST = 'https://gcaptcha4.geetest.com';

/** The languages the V4 widget speaks (its `language` values), by the platform's language code. */
const LANGUAGES: Readonly<Record<string, string>> = {
  EN: 'eng',
  CN: 'zho',
  TW: 'zho-tw',
  HK: 'zho-hk',
  JA: 'jpn',
  ID: 'ind',
  KO: 'kor',
  RU: 'rus',
  AR: 'ara',
  ES: 'spa',
  PT: 'por',
  FR: 'fra',
  DE: 'deu',
};

/** The widget's language for the site's (a platform code such as EN or zh-tw); English where the widget has none. */
export function geetest4Language(code: string): string {
  const key = code.trim().toUpperCase();
  const chinese = /^ZH(?:-(TW|HK|CN|HANS|HANT))?$/.exec(key);
  const platform = chinese ? (chinese[1] === 'TW' || chinese[1] === 'HK' ? chinese[1] : chinese[1] === 'HANT' ? 'TW' : 'CN') : key.replace(/-.*/, '');
  return LANGUAGES[platform] ?? 'eng';
}

const ID = /^[A-Za-z0-9_-]{1,64}$/;
/** the validate's values go back to the platform: short tokens of safe characters only */
const TOKEN = /^[A-Za-z0-9_.:=+/-]{1,2048}$/;

export interface Geetest4Validate {
  captcha_id: string;
  lot_number: string;
  pass_token: string;
  gen_time: string;
  captcha_output: string;
}

/** The widget's `getValidate()` with the captcha id, or null when it is not a whole, well-formed answer. */
export function readGeetest4Validate(raw: unknown, captchaId: string): Geetest4Validate | null {
  if (!isRecord(raw) || !ID.test(captchaId)) return null;
  const field = (name: string) => {
    const v = raw[name];
    const s = typeof v === 'number' && Number.isFinite(v) ? String(v) : v;
    return typeof s === 'string' && TOKEN.test(s) ? s : null;
  };
  const lot = field('lot_number');
  const output = field('captcha_output');
  const pass = field('pass_token');
  const time = field('gen_time');
  if (!lot || !output || !pass || !time) return null;
  return { captcha_id: captchaId, lot_number: lot, pass_token: pass, gen_time: time, captcha_output: output };
}

/** The V4 captcha id of the permission reply's `info.gw` (DESIGNED, above), or null. */
export function readGeetestId(gw: unknown, sdkVersion?: unknown): string | null {
  if (!isRecord(gw)) return null;
  const id = gw.GEETEST_ID;
  if (typeof id !== 'string' || !ID.test(id)) return null;
  const version = String(gw.GEETEST_VERSION ?? sdkVersion ?? '').trim().toLowerCase().replace(/^v/, '');
  return version === '' || version === '4' || version.startsWith('4.') ? id : null;
}
