import { createStore } from 'jotai';
import { RESET } from 'jotai/utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  brandDefaultModeAtom,
  rawThemeModeStorage,
  readStoredThemeMode,
  storedThemeModeAtom,
  THEME_STORAGE_KEY,
  themeModeAtom,
} from './themeMode';

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

function throwingStorage(): Storage {
  const boom = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  return { length: 0, clear: boom, getItem: boom, key: boom, removeItem: boom, setItem: boom };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('raw theme storage', () => {
  it('uses the key "theme"', () => {
    expect(THEME_STORAGE_KEY).toBe('theme');
  });

  it.each([
    ['dark', 'dark'],
    ['light', 'light'],
    ['"dark"', null], // JSON-quoted values are not ours
    ['auto', null],
    ['', null],
  ])('reads %j as %j', (stored, expected) => {
    vi.stubGlobal('localStorage', memoryStorage({ theme: stored }));
    expect(readStoredThemeMode()).toBe(expected);
  });

  it('writes the bare word, not JSON', () => {
    const storage = memoryStorage();
    vi.stubGlobal('localStorage', storage);
    rawThemeModeStorage.setItem('theme', 'light');
    expect(storage.getItem('theme')).toBe('light');
    rawThemeModeStorage.setItem('theme', null);
    expect(storage.getItem('theme')).toBeNull();
  });

  it('survives a storage that throws on every call', () => {
    vi.stubGlobal('localStorage', throwingStorage());
    expect(readStoredThemeMode()).toBeNull();
    expect(rawThemeModeStorage.getItem('theme', null)).toBeNull();
    expect(() => rawThemeModeStorage.setItem('theme', 'dark')).not.toThrow();
    expect(() => rawThemeModeStorage.removeItem('theme')).not.toThrow();
  });

  it('survives a missing localStorage (non-browser)', () => {
    vi.stubGlobal('localStorage', undefined);
    expect(readStoredThemeMode()).toBeNull();
    expect(() => rawThemeModeStorage.setItem('theme', 'dark')).not.toThrow();
  });
});

describe('theme mode atoms', () => {
  it('falls back to the brand default, then dark, when nothing is stored', () => {
    vi.stubGlobal('localStorage', memoryStorage());
    const store = createStore();
    expect(store.get(storedThemeModeAtom)).toBeNull();
    expect(store.get(themeModeAtom)).toBe('dark');
    store.set(brandDefaultModeAtom, 'light');
    expect(store.get(themeModeAtom)).toBe('light');
  });

  it('a stored choice beats the brand default', () => {
    vi.stubGlobal('localStorage', memoryStorage({ theme: 'dark' }));
    const store = createStore();
    store.set(brandDefaultModeAtom, 'light');
    // mounting (what a component does) reads the storage again; `getOnInit` read it at import
    const unsubscribe = store.sub(themeModeAtom, () => {});
    expect(store.get(themeModeAtom)).toBe('dark');
    unsubscribe();
  });

  it('writing the mode persists the bare word; RESET forgets it', () => {
    const storage = memoryStorage();
    vi.stubGlobal('localStorage', storage);
    const store = createStore();
    store.set(brandDefaultModeAtom, 'dark');
    store.set(themeModeAtom, 'light');
    expect(store.get(themeModeAtom)).toBe('light');
    expect(storage.getItem('theme')).toBe('light');
    store.set(themeModeAtom, RESET);
    expect(storage.getItem('theme')).toBeNull();
    expect(store.get(themeModeAtom)).toBe('dark');
  });

  it('keeps working in memory when storage throws', () => {
    vi.stubGlobal('localStorage', throwingStorage());
    const store = createStore();
    expect(store.get(themeModeAtom)).toBe('dark');
    store.set(themeModeAtom, 'light');
    expect(store.get(themeModeAtom)).toBe('light');
  });
});
