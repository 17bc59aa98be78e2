// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18next, initI18n, loadAllStrings } from './index';

/**
 * A brand's own locale files (brands/<code>/locales/<lang>.json): its wording over the site's,
 * key by key, and a language the site has no file for, English under it key by key.
 */
const BRAND_FILES: Record<string, unknown> = {
  '/brands/demo/locales/en.json': { header: { login: 'Sign in to Demo' } },
  '/brands/demo/locales/id.json': { header: { login: 'Masuk' }, account: { codeSent: 'Terkirim ({{n}})' } },
};

afterEach(() => vi.unstubAllGlobals());

describe('brand locale files', () => {
  it('override the keys they name, leave every other key to the site, and give a language of their own with English under it', async () => {
    const fetched: string[] = [];
    vi.stubGlobal('fetch', (url: string) => {
      fetched.push(url);
      const doc = BRAND_FILES[url];
      return Promise.resolve({ ok: doc !== undefined, json: () => Promise.resolve(doc) });
    });
    const english = (await import('../../locales/en.json')).default as { header: Record<string, string>; account: Record<string, string> };
    await initI18n({
      supported: ['EN', 'ID'],
      default: 'EN',
      brandLocales: { en: '/brands/demo/locales/en.json', id: '/brands/demo/locales/id.json' },
    });
    await loadAllStrings();
    expect(i18next.t('header.login')).toBe('Sign in to Demo');
    expect(i18next.t('header.register')).toBe(english.header.register);
    // the site's second part came after the brand's file: the brand's word still wins
    expect(i18next.t('account.codeSent', { n: 5 })).toBe(english.account.codeSent!.replace('{{n}}', '5'));

    await changeLanguage('ID');
    expect(document.documentElement.lang).toBe('id');
    expect(i18next.t('header.login')).toBe('Masuk');
    expect(i18next.t('account.codeSent', { n: 5 })).toBe('Terkirim (5)');
    // a key the brand's Indonesian leaves out reads in English
    expect(i18next.t('header.register')).toBe(english.header.register);
    // each file is fetched once
    expect(fetched.filter((u) => u.endsWith('/id.json'))).toHaveLength(1);
  });
});
