/**
 * The platform's three boot calls (spec section 4, "Start"): the permission reply, the
 * registration settings and the vendor lanes. Two make them: boot (src/boot/loadBrand.ts) and
 * public/theme-init.js, which asks them while the framework is still downloading. That script
 * cannot import this module, so `npm run build` writes the requests into it
 * (scripts/publish-brands.mjs, `bootCallTemplates`) with placeholders for the values it finds
 * itself; boot takes an early reply only for the very address it would have asked, so a script
 * that drifted from this file costs a second request, never a wrong reply.
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
