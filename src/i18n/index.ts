/**
 * i18next set up for the brand's languages. Each locale file loads lazily in three chunks (see
 * sections.ts): the sections the first paint needs, at boot, the log-in popup's with it
 * (`loadLoginStrings`), and the rest with the first page, modal or part that is not on the home
 * page (`loadAllStrings`, which brings the log-in popup's too). Codes are the platform's
 * upper-case codes; locale files are `locales/<code lower>.json`, English is the fallback for
 * languages without a file.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import localeParts from 'virtual:locale-parts';
import { isRecord } from '../contract/findings';
import { loadedNow, rememberLoad } from '../state/rememberLoad';
import { languageInfo, resolveLanguage } from './languages';

type Part = 'shell' | 'login' | 'rest';

function partsFor(code: string) {
  return localeParts[code.toLowerCase()] ?? localeParts.en;
}

/** the brand's own locale files, lower-case code -> URL (BrandModel languages.brandLocales) */
let brandLocales: Readonly<Record<string, string>> = {};
/** each brand file as fetched, laid over the site's strings again after every part of them arrives */
const brandStrings = new Map<string, Promise<Messages | null>>();

type Messages = Record<string, unknown>;

/**
 * The brand's strings for a language, fetched once: its wording of any key, over the site's. A
 * file that does not come or is not an object is no wording (brand:check names what is wrong).
 */
function brandPart(lng: string, url: string | undefined = brandLocales[lng]): Promise<Messages | null> {
  if (!url) return Promise.resolve(null);
  let pending = brandStrings.get(lng);
  if (!pending) {
    pending = fetch(url, { headers: { Accept: 'application/json' } })
      .then((r) => (r.ok ? r.json() : null))
      .then((doc: unknown) => (doc && typeof doc === 'object' && !Array.isArray(doc) ? (doc as Messages) : null))
      .catch(() => null);
    brandStrings.set(lng, pending);
  }
  return pending;
}

async function applyBrandPart(lng: string): Promise<void> {
  const own = await brandPart(lng);
  if (own) i18next.addResourceBundle(lng, 'translation', own, true, true);
}
/** once a page beyond the first paint asked for every string, language switches load every part */
let everyString = false;
/** once the log-in popup asked for its strings, language switches load them too */
let loginStrings = false;

/**
 * Each part's load, shared by every caller while it is on its way and kept once it is in: a
 * later call settles within microtasks, where a new import() of the chunk would answer a task
 * later (state/rememberLoad.ts says why that matters to a page's first render). A failed part
 * is forgotten, so the next call loads it again.
 */
const parts = new Map<string, () => Promise<void>>();

function ensurePart(code: string, part: Part): Promise<void> {
  const lng = code.toLowerCase();
  const key = `${lng}/${part}`;
  let load = parts.get(key);
  if (!load) {
    load = rememberLoad(() => loadPart(code, lng, part));
    parts.set(key, load);
  }
  return load();
}

async function loadPart(code: string, lng: string, part: Part): Promise<void> {
  const load = partsFor(code)?.[part];
  if (!load) return;
  // a language only the brand has: the site's English under it, then the brand's words over it,
  // so a key the brand leaves out reads in English
  const [mod] = await Promise.all([load(), brandPart(lng)]);
  i18next.addResourceBundle(lng, 'translation', mod.default, true, true);
  await applyBrandPart(lng);
}

function ensureResources(code: string): Promise<unknown> {
  return Promise.all([
    ensurePart(code, 'shell'),
    everyString || loginStrings ? ensurePart(code, 'login') : undefined,
    everyString ? ensurePart(code, 'rest') : undefined,
  ]);
}

/** Loads the log-in popup's strings beyond the first paint for the current language (sections.ts LOGIN_SECTIONS). */
export function loadLoginStrings(): Promise<unknown> {
  loginStrings = true;
  return ensurePart(currentLanguageCode(), 'login');
}

/**
 * Loads the strings beyond the first paint for the current language. Lazy pages, modals and
 * parts await it beside their own chunk.
 */
export function loadAllStrings(): Promise<unknown> {
  everyString = true;
  const code = currentLanguageCode();
  return Promise.all([ensurePart(code, 'login'), ensurePart(code, 'rest')]);
}

/**
 * Whether the strings beyond the first paint are already in for the current language, every one
 * of them or the log-in popup's: a part that needs them can then render without waiting.
 */
export function stringsInNow(which: 'all' | 'login'): boolean {
  const lng = currentLanguageCode().toLowerCase();
  const isIn = (part: Part) => {
    const load = parts.get(`${lng}/${part}`);
    return load !== undefined && loadedNow(load) !== undefined;
  };
  return isIn('login') && (which === 'login' || isIn('rest'));
}

function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function applyDocumentLanguage(code: string): void {
  const info = languageInfo(code);
  document.documentElement.lang = info.htmlLang;
  document.documentElement.dir = info.dir ?? 'ltr';
}

/**
 * On a repeat visit the player's language is known before the brand is: its first-paint strings
 * download beside the brand's documents instead of after them (the module loader keeps the
 * chunk for initI18n). A language the brand turns out not to offer costs that one small chunk.
 */
export function prefetchStoredStrings(): void {
  const stored = readStored('lang');
  if (stored) void partsFor(stored)?.shell?.().catch(() => undefined);
}

/**
 * On a first visit the language is known once the brand's manifest arrives, while the platform's
 * boot calls are still out: the first-paint strings (the site's part and the brand's own file)
 * start then instead of after the brand is read, a round trip less before the first render. The
 * manifest is not read yet, so anything odd in it starts nothing (initI18n fetches as before).
 * For a landing page beyond the home (`every`), the strings beyond the first paint start then too.
 */
export function prefetchManifestStrings(manifest: unknown, brandLocaleUrls: Readonly<Record<string, string>>, every = false): void {
  const languages = isRecord(manifest) ? manifest.languages : undefined;
  if (!isRecord(languages) || !Array.isArray(languages.supported)) return;
  const supported = languages.supported.filter((c): c is string => typeof c === 'string');
  const fallback = typeof languages.default === 'string' && supported.includes(languages.default) ? languages.default : supported[0];
  if (!fallback) return;
  const lng = resolveLanguage(readStored('lang'), supported, fallback).toLowerCase();
  const parts = partsFor(lng);
  for (const part of every ? (['shell', 'login', 'rest'] as const) : (['shell'] as const)) void parts?.[part]?.().catch(() => undefined);
  void brandPart(lng, brandLocaleUrls[lng]);
}

/** Starts i18next in the language the player chose before, or the brand's default. */
export async function initI18n(languages: { supported: readonly string[]; default: string; brandLocales?: Readonly<Record<string, string>> | undefined }): Promise<string> {
  brandLocales = languages.brandLocales ?? {};
  const code = resolveLanguage(readStored('lang'), languages.supported, languages.default);
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: code.toLowerCase(),
      fallbackLng: 'en',
      resources: {},
      interpolation: { escapeValue: false }, // React escapes
      returnNull: false,
      // a key shown before its section loaded (or a typo) is reported, not silently shown
      saveMissing: true,
      missingKeyHandler: (_lngs, _ns, key, fallbackValue) => {
        if (fallbackValue === key) console.warn(`missing string: ${key}`);
      },
    });
  }
  // every locale file carries every key (locales.test.ts), so English is fetched only for a
  // language that has no file of its own
  await ensureResources(code);
  await i18next.changeLanguage(code.toLowerCase());
  applyDocumentLanguage(code);
  return code;
}

/** Switches at once and remembers the choice (`lang`, and the one before it in `hisLang`). */
export async function changeLanguage(code: string): Promise<void> {
  // remembered before the locale chunk arrives, so a reload right away keeps the choice
  try {
    const previous = localStorage.getItem('lang');
    if (previous && previous !== code) localStorage.setItem('hisLang', previous);
    localStorage.setItem('lang', code);
  } catch {
    /* storage blocked: the choice lasts for this page */
  }
  await ensureResources(code);
  await i18next.changeLanguage(code.toLowerCase());
  applyDocumentLanguage(code);
}

/** The current platform language code (upper case) for the `Language` header. */
export function currentLanguageCode(): string {
  return (i18next.language || 'en').toUpperCase();
}

export { i18next };
