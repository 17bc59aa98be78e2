// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next, initI18n, prefetchManifestStrings } from './index';

/**
 * A first visit's strings start when the brand's manifest arrives (before the brand is read):
 * the brand's own file of the language boot will open in is fetched then, once, and whatever is
 * odd in the unread manifest starts nothing.
 */
const URLS = { en: '/brands/demo/locales/en.json', ty: '/brands/demo/locales/ty.json' };

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function recordFetches(): string[] {
  const fetched: string[] = [];
  vi.stubGlobal('fetch', (url: string) => {
    fetched.push(url);
    return Promise.resolve({ ok: true, json: () => Promise.resolve({ header: { login: `Sign in (${url.slice(-7, -5)})` } }) });
  });
  return fetched;
}

describe('prefetchManifestStrings', () => {
  it.each([
    ['no manifest', null],
    ['a manifest that is a list', []],
    ['no languages', { name: 'Demo' }],
    ['languages that are not a record', { languages: 'EN' }],
    ['no supported list', { languages: { default: 'EN' } }],
    ['an empty supported list', { languages: { supported: [], default: 'EN' } }],
    ['a supported list of no codes', { languages: { supported: [1, null], default: 'EN' } }],
  ])('starts nothing for %s', (_, manifest) => {
    const fetched = recordFetches();
    prefetchManifestStrings(manifest, URLS);
    expect(fetched).toEqual([]);
  });

  it("fetches the file of the player's stored language, else the default (or the first supported), and boot finds it there", async () => {
    const fetched = recordFetches();
    localStorage.setItem('lang', 'FR'); // a language the brand does not offer: the default wins
    prefetchManifestStrings({ languages: { supported: ['TY', 'EN'], default: 'XX' } }, URLS);
    expect(fetched).toEqual([URLS.ty]);
    await initI18n({ supported: ['TY', 'EN'], default: 'TY', brandLocales: URLS });
    expect(fetched).toEqual([URLS.ty]);
    expect(i18next.t('header.login')).toBe('Sign in (ty)');
  });
});
