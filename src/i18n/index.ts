/**
 * i18next set up for the brand's languages. Locale files load lazily (one chunk each), so
 * the home page carries only the language it shows. Codes are the platform's upper-case
 * codes; locale files are `locales/<code lower>.json`, English is the fallback for
 * languages without a file.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languageInfo, resolveLanguage } from './languages';

const loaders = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*.json');

function loaderFor(code: string) {
  return loaders[`../../locales/${code.toLowerCase()}.json`];
}

async function ensureResources(code: string): Promise<void> {
  const lng = code.toLowerCase();
  if (i18next.hasResourceBundle(lng, 'translation')) return;
  const load = loaderFor(code) ?? loaderFor('EN');
  if (!load) return;
  const mod = await load();
  i18next.addResourceBundle(lng, 'translation', mod.default, true, true);
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

/** Starts i18next in the language the player chose before, or the brand's default. */
export async function initI18n(languages: { supported: readonly string[]; default: string }): Promise<string> {
  const code = resolveLanguage(readStored('lang'), languages.supported, languages.default);
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: code.toLowerCase(),
      fallbackLng: 'en',
      resources: {},
      interpolation: { escapeValue: false }, // React escapes
      returnNull: false,
    });
  }
  // every locale file carries every key (locales.test.ts), so English is fetched only for a
  // language that has no file of its own: one locale chunk on the home page, not two
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
