/**
 * The preview client: injected into the page ONLY by `npm run preview:brand`
 * (scripts/brand/preview-server.mjs adds `<script type="module" src="/src/preview/main.ts">`);
 * nothing in the app imports it, so builds never contain it.
 *
 * - an overlay with the brand check's errors when an edit breaks the brand (and the same lines
 *   on the console), gone as soon as the edit is fixed;
 * - a locale file edit swaps the strings in place;
 * - a small floating toolbar: theme, language, brand, site status, log in as a seed account.
 *   `?toolbar=off` (remembered for the tab) hides it, e.g. for screenshots.
 */
import { getDefaultStore } from 'jotai';
import { changeLanguage, currentLanguageCode, i18next, loadAllStrings } from '../i18n';
import { storedThemeModeAtom, themeModeAtom, type ThemeMode } from '../theme/themeMode';
import { createOverlay, type CheckError } from './overlay';
import { createToolbar, type PreviewInfo } from './toolbar';

declare global {
  interface Window {
    /** set once the preview client runs (tests wait for it) */
    __brandPreview?: { ready: boolean; info: PreviewInfo | null };
  }
}

const state: NonNullable<Window['__brandPreview']> = { ready: false, info: null };
window.__brandPreview = state;

// previewTools is not a first-paint section: until it arrives the labels are empty (not raw
// keys), and the toolbar and overlay refresh once it has (withAllStrings below)
const t = (key: string, options?: Record<string, unknown>) => i18next.t(`previewTools.${key}`, { defaultValue: '', ...options });

function pageMerchant(): string | null {
  return new URLSearchParams(location.search).get('merchant');
}

async function fetchInfo(): Promise<PreviewInfo> {
  const merchant = pageMerchant();
  const res = await fetch(`/__preview/info${merchant ? `?merchant=${encodeURIComponent(merchant)}` : ''}`, { cache: 'no-store' });
  if (!res.ok) throw new Error(`preview info: HTTP ${res.status}`);
  return (await res.json()) as PreviewInfo;
}

function reportToConsole(code: string, errors: readonly CheckError[]): void {
  console.error(`[brand preview] ${code}: the brand check found ${errors.length} error(s):\n${errors.map((e) => `  ${e.text}`).join('\n')}`);
}

const overlay = createOverlay(t);

async function reloadLocale(locale: string): Promise<void> {
  const lng = locale.toLowerCase();
  if (!i18next.hasResourceBundle(lng, 'translation')) return;
  const mod = (await import(/* @vite-ignore */ `/locales/${lng}.json?import&t=${Date.now()}`)) as { default: Record<string, unknown> };
  i18next.addResourceBundle(lng, 'translation', mod.default, true, true);
  // re-render every translated string
  await i18next.changeLanguage(i18next.language);
}

async function start(): Promise<void> {
  const hideToolbar = (() => {
    const param = new URLSearchParams(location.search).get('toolbar');
    try {
      if (param) sessionStorage.setItem('previewToolbar', param);
      return (param ?? sessionStorage.getItem('previewToolbar')) === 'off';
    } catch {
      return param === 'off';
    }
  })();

  let info: PreviewInfo | null = null;
  try {
    info = await fetchInfo();
  } catch (err) {
    console.warn('[brand preview] no preview server answer:', err);
  }
  state.info = info;
  if (info && !info.check.ok) {
    overlay.show(info.code, info.check.errors);
    reportToConsole(info.code, info.check.errors);
  }

  const store = getDefaultStore();
  const toolbar = hideToolbar || !info
    ? null
    : createToolbar({
        t,
        info,
        theme: () => store.get(themeModeAtom),
        setTheme: (mode: ThemeMode) => store.set(storedThemeModeAtom, mode),
        language: () => currentLanguageCode(),
        setLanguage: (code: string) => changeLanguage(code),
      });
  if (toolbar) {
    store.sub(themeModeAtom, () => toolbar.refresh());
    i18next.on('languageChanged', () => toolbar.refresh());
  }
  i18next.on('languageChanged', () => overlay.refresh());
  // the toolbar's and overlay's strings (previewTools) are not among the first-paint sections
  const withAllStrings = () =>
    void loadAllStrings().then(() => {
      toolbar?.refresh();
      overlay.refresh();
    });
  if (i18next.isInitialized) withAllStrings();
  else i18next.on('initialized', withAllStrings);

  const hot = import.meta.hot;
  if (hot) {
    hot.on('brand:invalid', (data: { code: string; errors: CheckError[] }) => {
      if (info && data.code !== info.code) return;
      overlay.show(data.code, data.errors);
      reportToConsole(data.code, data.errors);
    });
    hot.on('brand:changed', (data: { code: string | null; locale?: string }) => {
      if (data.locale) {
        void reloadLocale(data.locale);
        return;
      }
      if (info && data.code !== info.code) return;
      overlay.hide();
      void fetchInfo().then((next) => {
        info = next;
        state.info = next;
        toolbar?.update(next);
      }, () => undefined);
    });
  }
  state.ready = true;
}

void start();
