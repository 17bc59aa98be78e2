/**
 * The start sequence (spec section 4, "Start"): resolve the merchant, fetch its manifest,
 * the permission reply, the registration settings and the vendor lanes at once, validate
 * them all, and build the one BrandModel the app reads (with the menu from the vendors per game type
 * when the lanes have no vendor: boot/menuFallback.ts). No request waits for another, nor for the
 * framework: public/theme-init.js asked for the brand's documents and the platform's calls before
 * the framework downloaded, and boot reads their replies once the brands' index confirms the
 * merchant it guessed.
 */
import { buildUrl, call, callFromEarly, request } from '../api/client';
import { keepEarlyCalls, releaseEarlyCalls } from '../api/earlyCalls';
import { BOOT_CALLS, BOOT_FALLBACK_LANGUAGE, type BootCall, type BootCallValues } from '../contract/bootCalls';
import type { BrandModel } from '../brand/model';
import type { DocumentError } from '../brand/documents';
import type { ColorsByMode } from '../theme/tokens';
import { resolveMerchant, type BrandIndex } from './resolveMerchant';

export type BootResult =
  | { kind: 'ready'; brand: BrandModel; colors: ColorsByMode }
  | { kind: 'invalid'; merchantCode: string; errors: DocumentError[] }
  | { kind: 'unknownMerchant'; asked: string }
  | { kind: 'failed'; error: unknown };

function storedMerchant(): string | null {
  try {
    return sessionStorage.getItem('merchantCode');
  } catch {
    return null;
  }
}

function storedLanguage(): string {
  try {
    return localStorage.getItem('lang') ?? BOOT_FALLBACK_LANGUAGE;
  } catch {
    return BOOT_FALLBACK_LANGUAGE;
  }
}

/** What the readers left out or defaulted, in the console: the site shows the rest (the brand's operator runs brand:check). */
function reportFindings(merchantCode: string, findings: readonly DocumentError[]): void {
  console.warn(
    `[${merchantCode}] brand documents: ${findings.length} finding(s); the parts named are left out or defaulted\n` +
      findings.map((f) => `  ${f.severity} ${f.document} ${f.pointer || '/'}: ${f.message}`).join('\n'),
  );
}

/** The brand's own locale files the index lists, as URLs by lower-case code (a code that is not one is skipped). */
/** The brand's own locale files the index lists, lower-case code -> URL. */
function brandLocaleUrls(merchantCode: string, locales: unknown): Record<string, string> {
  const urls: Record<string, string> = {};
  if (!Array.isArray(locales)) return urls;
  for (const code of locales) {
    if (typeof code === 'string' && /^[a-z]{2,3}(-[a-z0-9]{2,8})?$/.test(code)) urls[code] = `/brands/${encodeURIComponent(merchantCode)}/locales/${code}.json`;
  }
  return urls;
}

function withBrandLocales(brand: BrandModel, urls: Record<string, string>): BrandModel {
  if (Object.keys(urls).length === 0) return brand;
  return { ...brand, languages: { ...brand.languages, brandLocales: urls } };
}

export interface LoadBrandHooks {
  /**
   * The brand's manifest as it arrived, not yet read (so read tolerantly), with its own locale
   * files' URLs: called while the platform's boot calls may still be out.
   */
  onManifest?: (manifest: unknown, brandLocales: Readonly<Record<string, string>>) => void;
}

/** The replies public/theme-init.js asked for before the framework ran, for the merchant it resolved. */
interface EarlyDocuments {
  code: string;
  index: Promise<Response | null>;
  manifest: Promise<Response | null>;
  theme: Promise<Response | null>;
  /** the platform's boot calls it made, by the address it asked (absent in a build without them) */
  calls: Readonly<Record<string, Promise<Response | null>>>;
  /** the home's first calls, by request (src/api/earlyCalls.ts); the script adds to it once brand.json is in */
  home: Record<string, unknown>;
}

declare global {
  interface Window {
    __bootDocuments?: unknown;
  }
}

function earlyDocuments(): EarlyDocuments | null {
  const early = window.__bootDocuments;
  delete window.__bootDocuments; // taken once: a second boot (tests, a reload of the app) asks afresh
  if (typeof early !== 'object' || early === null) return null;
  const { code, index, manifest, theme, calls, home } = early as Record<string, unknown>;
  const pending = (p: unknown): p is Promise<Response | null> => p instanceof Promise;
  if (!(typeof code === 'string' && pending(index) && pending(manifest) && pending(theme))) return null;
  const madeCalls: Record<string, Promise<Response | null>> = {};
  if (typeof calls === 'object' && calls !== null) for (const [url, reply] of Object.entries(calls)) if (pending(reply)) madeCalls[url] = reply;
  return { code, index, manifest, theme, calls: madeCalls, home: typeof home === 'object' && home !== null ? (home as Record<string, unknown>) : {} };
}

/** An early reply's document, or the document asked for again when the early one failed or is not there. */
function documentFrom<T>(early: Promise<Response | null> | undefined, path: string): Promise<T> {
  const again = () => request<T>(path, { envelope: false });
  if (!early) return again();
  return early.then((r) => (r?.ok ? (r.json() as Promise<T>) : again())).catch(again);
}

/** How long boot waits for a compiled theme once every document it needs is in. */
export const COMPILED_THEME_GRACE_MS = 1000;

/**
 * The brand's colours compiled ahead of time (theme.json), or null when there are none to have.
 * Never in development, where the engine's code may be newer than any compiled theme: there the
 * site derives the colours itself, as it does whenever a compiled theme is missing or stale.
 */
function fetchCompiledTheme(merchantCode: string, early: Promise<Response | null> | undefined): Promise<unknown> {
  if (import.meta.env.DEV) return Promise.resolve(null);
  return documentFrom<unknown>(early, `/brands/${encodeURIComponent(merchantCode)}/theme.json`).catch(() => null);
}

/**
 * The platform's boot calls for a merchant: the permission reply, the registration settings and
 * the vendor lanes, each read from theme-init.js's early request when it asked that very address.
 */
function platformCalls(merchantCode: string, location: Location, early: EarlyDocuments['calls'] = {}) {
  const values: BootCallValues = { merchant: merchantCode, host: location.host, language: storedLanguage() };
  const make = ({ spec, params }: BootCall) => {
    const opts = { merchantCode, params: params(values) };
    const made = early[buildUrl(spec.path, opts.params)];
    return made ? callFromEarly<unknown>(made, spec, opts) : call<unknown>(spec, opts);
  };
  return Promise.all([
    make(BOOT_CALLS.permission),
    make(BOOT_CALLS.registration),
    // a failed lanes call costs only the lanes: the menu then falls back to the vendors per game type
    make(BOOT_CALLS.lanes).catch(() => null),
  ]);
}

/** `pending`'s value, or null if it has not come `ms` after this call: an optional document never holds boot up. */
function within<T>(pending: Promise<T>, ms: number): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  return Promise.race([pending, late]).finally(() => clearTimeout(timer));
}

export async function loadBrand(location: Location = window.location, hooks: LoadBrandHooks = {}): Promise<BootResult> {
  // The readers, boot's checks and the model builder are a chunk of their own, fetched while the
  // documents are (compileHints in vite.config.ts has V8 compile it off the main thread as it
  // streams in). The schemas' validators load only for a brand the site cannot open.
  const fromDocuments = import('../brand/acceptBrandDocuments');
  const early = earlyDocuments();
  // theme-init.js resolved the merchant by the same rules: its calls start now, and are used only
  // if the index confirms that merchant (otherwise they are dropped and asked again)
  const guessed = early ? platformCalls(early.code, location, early.calls) : null;
  guessed?.catch(() => undefined);
  try {
    const index = await documentFrom<BrandIndex>(early?.index, '/brands/index.json');
    const resolved = resolveMerchant(location, index, storedMerchant());
    const confirmed = resolved.ok && early?.code === resolved.code ? early : null;
    if (confirmed) keepEarlyCalls(confirmed.home);
    else if (early) releaseEarlyCalls(early.home); // asked for a merchant the index does not confirm
    if (!resolved.ok) return { kind: 'unknownMerchant', asked: resolved.asked };
    const merchantCode = resolved.code;

    const compiledThemeReply = fetchCompiledTheme(merchantCode, confirmed?.theme);
    const localeUrls = brandLocaleUrls(merchantCode, index.brands.find((b) => b.code === merchantCode)?.locales);
    const manifestReply = documentFrom<unknown>(confirmed?.manifest, `/brands/${encodeURIComponent(merchantCode)}/brand.json`);
    // a hook that throws costs only what it would have started early
    void manifestReply.then((m) => hooks.onManifest?.(m, localeUrls)).catch(() => undefined);
    const [manifest, [permission, registration, lanes]] = await Promise.all([manifestReply, (confirmed && guessed) ?? platformCalls(merchantCode, location)]);
    const compiledTheme = await within(compiledThemeReply, COMPILED_THEME_GRACE_MS);

    const docs = { manifest, permission, registration, lanes };
    const { acceptCompiledTheme, codeCheck, readBrandDocuments, buildBrandModel } = await fromDocuments;
    // User Timing marks: `npm run size` reads them to print what reading costs in the browser
    performance.mark('brand:validate:start');
    let reading = readBrandDocuments(docs, codeCheck);
    performance.measure('brand:validate', 'brand:validate:start');
    // a brand the site cannot open: read again with the schemas' every-error checks, so the
    // invalid-config screen lists every problem at once, not only those boot's checks look for
    if (!reading.ok) reading = readBrandDocuments(docs, (await import('../contract/sectionChecks')).sectionCheck);
    if (!reading.ok) return { kind: 'invalid', merchantCode, errors: reading.findings };
    if (reading.findings.length > 0) reportFindings(merchantCode, reading.findings);
    let accepted = reading.documents;
    // no vendor in the lanes (an empty list, or the call failed): the menu comes from the vendors
    // per game type instead (boot/menuFallback.ts); a normal boot makes no such call
    if (!accepted.lanes.some((lane) => lane.cards.length > 0)) accepted = { ...accepted, lanes: await (await import('./menuFallback')).lanesFromVendorGameTypes(merchantCode) };
    // the compiled theme is a brand document too, but derived: a bad one is ignored, never reported
    const compiled = accepted.manifest.theme && acceptCompiledTheme(compiledTheme, accepted.manifest.theme);
    performance.mark('brand:model:start');
    const brand = withBrandLocales(buildBrandModel(accepted), localeUrls);
    performance.measure('brand:model', 'brand:model:start');
    // colour maths (polished) loads only for a brand published without a usable compiled theme
    const colors = compiled ?? (await import('../theme/themeCompiler')).deriveColors(brand.theme.seeds);
    return { kind: 'ready', brand, colors };
  } catch (error) {
    return { kind: 'failed', error };
  }
}
