/**
 * The light/dark choice. The player's choice persists in `localStorage.theme` as the bare word
 * `dark` or `light` (other scripts, e.g. an inline pre-paint script, read it that way, so it is
 * not JSON-encoded). Without a stored choice the brand's `defaultMode` applies, and dark is the
 * global default. Storage that throws (private mode, blocked cookies) degrades to in-memory.
 */
import { atom, useAtom } from 'jotai';
import { RESET } from 'jotai/utils';
import { useCallback } from 'react';
import { DEFAULT_THEME_MODE, isThemeMode, type ThemeMode } from './baseThemes';

export { DEFAULT_THEME_MODE, isThemeMode, type ThemeMode };

export const THEME_STORAGE_KEY = 'theme';

/** jotai's synchronous storage shape (not exported by jotai/utils). */
export interface ThemeModeStorage {
  getItem: (key: string, initialValue: ThemeMode | null) => ThemeMode | null;
  setItem: (key: string, value: ThemeMode | null) => void;
  removeItem: (key: string) => void;
  subscribe?: (key: string, callback: (value: ThemeMode | null) => void, initialValue: ThemeMode | null) => (() => void) | undefined;
}

function localStorageOrNull(): Storage | null {
  try {
    // merely touching `localStorage` throws a SecurityError in some locked-down browsers
    return typeof globalThis.localStorage === 'undefined' ? null : globalThis.localStorage;
  } catch {
    return null;
  }
}

/** Reads the stored mode; anything but `dark`/`light` (or a throwing storage) is "no choice". */
export function readStoredThemeMode(key = THEME_STORAGE_KEY): ThemeMode | null {
  try {
    const value = localStorageOrNull()?.getItem(key);
    return isThemeMode(value) ? value : null;
  } catch {
    return null;
  }
}

/** jotai storage keeping the raw word (not JSON) and swallowing storage errors. */
export const rawThemeModeStorage: ThemeModeStorage = {
  getItem(key, initialValue) {
    return readStoredThemeMode(key) ?? initialValue;
  },
  setItem(key, value) {
    try {
      const storage = localStorageOrNull();
      if (value === null) storage?.removeItem(key);
      else storage?.setItem(key, value);
    } catch {
      // quota exceeded / private mode: the choice lives for this session only
    }
  },
  removeItem(key) {
    try {
      localStorageOrNull()?.removeItem(key);
    } catch {
      // ignore, as above
    }
  },
  subscribe(key, callback, initialValue) {
    if (typeof window === 'undefined' || typeof window.addEventListener !== 'function') return undefined;
    // another tab changed the choice
    const onStorage = (event: StorageEvent) => {
      if (event.key !== key || event.storageArea !== localStorageOrNull()) return;
      callback(isThemeMode(event.newValue) ? event.newValue : initialValue);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  },
};

type StoredUpdate = ThemeMode | null | typeof RESET | ((prev: ThemeMode | null) => ThemeMode | null);

/** What this store wrote or heard from another tab; `undefined` until then (storage is read instead). */
const heardThemeModeAtom = atom<ThemeMode | null | undefined>(undefined);

/**
 * The player's stored choice, `null` when none: read from storage on the first read (so the first
 * render is in the right mode), written through to it, kept in step with other tabs while in use.
 * Hand-made rather than jotai's atomWithStorage, whose JSON storage and options the home page
 * would carry for one word.
 */
export const storedThemeModeAtom = atom(
  (get) => {
    const heard = get(heardThemeModeAtom);
    return heard === undefined ? rawThemeModeStorage.getItem(THEME_STORAGE_KEY, null) : heard;
  },
  (get, set, update: StoredUpdate) => {
    const next = typeof update === 'function' ? update(get(storedThemeModeAtom)) : update === RESET ? null : update;
    set(heardThemeModeAtom, next);
    if (next === null) rawThemeModeStorage.removeItem(THEME_STORAGE_KEY);
    else rawThemeModeStorage.setItem(THEME_STORAGE_KEY, next);
  },
);
heardThemeModeAtom.onMount = (setHeard) => rawThemeModeStorage.subscribe?.(THEME_STORAGE_KEY, (value) => setHeard(value), null);

/** The brand's default; `BrandThemeProvider` keeps it in sync with the brand model. */
export const brandDefaultModeAtom = atom<ThemeMode>(DEFAULT_THEME_MODE);

/**
 * The effective mode: stored choice, else brand default. Writing a mode stores it;
 * writing `null` (or `RESET`) forgets the choice and falls back to the brand default.
 */
export const themeModeAtom = atom(
  (get) => get(storedThemeModeAtom) ?? get(brandDefaultModeAtom),
  (_get, set, next: ThemeMode | null | typeof RESET) => set(storedThemeModeAtom, next),
);

/** `[mode, setMode, toggle]`; the mode is the stored choice or `brandDefault`. */
export function useThemeMode(
  brandDefault: ThemeMode = DEFAULT_THEME_MODE,
): [mode: ThemeMode, setMode: (mode: ThemeMode) => void, toggle: () => void] {
  const [stored, setStored] = useAtom(storedThemeModeAtom);
  const mode = stored ?? brandDefault;
  const setMode = useCallback((next: ThemeMode) => setStored(next), [setStored]);
  const toggle = useCallback(
    () => setStored((prev) => ((prev ?? brandDefault) === 'dark' ? 'light' : 'dark')),
    [setStored, brandDefault],
  );
  return [mode, setMode, toggle];
}
