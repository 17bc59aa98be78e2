/**
 * The platform's three boot calls (spec section 4, "Start"): the permission reply, the
 * registration settings and the vendor lanes; and the home page's own first data (HOME_CALLS).
 * Two make each of them: the app (boot, src/boot/loadBrand.ts; the home's query, src/api/queries.ts)
 * and public/theme-init.js, which asks them while the framework is still downloading. That script
 * cannot import this module, so `npm run build` writes the requests into it
 * (scripts/publish-brands.mjs, `bootCallTemplates` and `homeCallTemplates`) with placeholders for
 * the values it finds itself; the app takes an early reply only for the very request it would have
 * made, so a script that drifted from this file costs a second request, never a wrong reply.
 */
import { BASE_HEADERS, type CallSpec } from './callSpec';
import * as gameCalls from './calls/games';
import * as systemCalls from './calls/system';

/** What the boot calls' parameters are made of, all known before the brand is read. */
export interface BootCallValues {
  merchant: string;
  /** the page's host, as `location.host` has it (the permission reply is per domain) */
  host: string;
  /** the player's stored language, else BOOT_FALLBACK_LANGUAGE: the brand's own default is not known yet */
  language: string;
}

/** The language the vendor lanes are asked in when the player has chosen none (the real client's default). */
export const BOOT_FALLBACK_LANGUAGE = 'TY';

export interface BootCall {
  spec: CallSpec;
  params: (values: BootCallValues) => Record<string, string>;
}

export const BOOT_CALLS = {
  permission: { spec: systemCalls.status, params: (v) => ({ url: v.host }) },
  registration: { spec: systemCalls.registerSettings, params: () => ({}) },
  lanes: { spec: gameCalls.vendorLanes, params: (v) => ({ merchant: v.merchant, platform: 'html5-desktop', language: v.language }) },
} as const satisfies Record<string, BootCall>;

/** A boot call as a script without the framework makes it: `{merchant}`, `{host}` and `{language}` stand for the values. */
export interface BootCallTemplate {
  method: string;
  path: string;
  params: Record<string, string>;
  headers: Record<string, string>;
}

const PLACEHOLDERS: BootCallValues = { merchant: '{merchant}', host: '{host}', language: '{language}' };

/**
 * The boot calls for public/theme-init.js. Their headers are a visitor's (no session, no
 * `Language` yet), as the API client sends them before boot has configured it; a boot call
 * with a gating modId would need it here too (the unit test compares the two).
 */
export function bootCallTemplates(): BootCallTemplate[] {
  return Object.values(BOOT_CALLS).map(({ spec, params }: BootCall) => ({
    method: spec.method,
    path: spec.path,
    params: params(PLACEHOLDERS),
    headers: { ...BASE_HEADERS, Merchant: PLACEHOLDERS.merchant },
  }));
}

/** What the home's own first calls are made of: known once the brand's documents name its language. */
export interface HomeCallValues {
  merchant: string;
  /** the language the site starts in (src/i18n's rule: the stored one if the brand has it, else its default) */
  language: string;
}

export interface HomeCall {
  spec: CallSpec;
  /** a POST's JSON body */
  body?: (values: HomeCallValues) => Record<string, string | number>;
  /** a GET's query */
  params?: () => Record<string, string>;
  /** asked on every page a visitor lands on, not only on the home page of a brand open to visitors */
  everyPage?: true;
}

/**
 * A visitor's first data, asked by public/theme-init.js as soon as the brand's language is known
 * (the build writes it in), not once the framework has run and booted: the hot games on the home
 * page of a brand open to visitors (its largest paint on most brands), and on every page the
 * announcements (the banners above a page, whose place is held until they are known and collapses
 * on a page whose group has none; the log-in popup's promotions). The app asks with the same
 * request (src/api/queries.ts) and takes the early reply only for that very request
 * (src/api/earlyCalls.ts). A brand whose permission reply turns the hot games off costs one reply
 * nobody reads: the script reads no flags.
 */
export const HOME_CALLS = {
  hotGames: {
    spec: gameCalls.hotGames,
    body: (v) => ({ merchantCode: v.merchant, isPlatform: 2, platform: 'flash,html5-desktop', language: v.language }),
  },
  announcements: {
    spec: systemCalls.announcements,
    params: () => ({ types: 'B,PL,PU,PR', platform: 'W' }),
    everyPage: true,
  },
} as const satisfies Record<string, HomeCall>;

/** A home call as theme-init.js makes it: `{merchant}` and `{language}` stand for the values in the body and headers. */
export interface HomeCallTemplate {
  method: string;
  /** the path with its query, as the API client writes it */
  url: string;
  body?: Record<string, string | number>;
  headers: Record<string, string>;
  everyPage: boolean;
}

/**
 * The home calls for public/theme-init.js, with a visitor's headers once boot has configured the
 * API client: the merchant, the language, a JSON body's type.
 */
export function homeCallTemplates(): HomeCallTemplate[] {
  return Object.values(HOME_CALLS).map((call: HomeCall) => {
    const query = new URLSearchParams(call.params?.() ?? {}).toString();
    const body = call.body?.({ merchant: PLACEHOLDERS.merchant, language: PLACEHOLDERS.language });
    return {
      method: call.spec.method,
      url: query ? `${call.spec.path}?${query}` : call.spec.path,
      ...(body ? { body } : {}),
      headers: { ...BASE_HEADERS, Merchant: PLACEHOLDERS.merchant, Language: PLACEHOLDERS.language, ...(body ? { 'Content-Type': 'application/json' } : {}) },
      everyPage: call.everyPage === true,
    };
  });
}

/**
 * How an early reply is found: the request's method, address and body, as theme-init.js writes
 * the key and the API client looks it up (src/api/earlyCalls.ts).
 */
export function earlyCallKey(method: string, url: string, body: string | undefined): string {
  return `${method} ${url} ${body ?? ''}`;
}
