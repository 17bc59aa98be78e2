// @vitest-environment jsdom
/**
 * public/theme-init.js starts the platform's boot calls before the framework runs, from requests
 * the build writes into it (scripts/brand/initScript.mjs). Boot reads an early reply only for the
 * address it would have asked itself, so here the script, as published, must ask exactly what the
 * API client would send at boot: the same addresses and the same headers, for every case of the
 * merchant and the stored language.
 */
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeInitScript } from '../../scripts/brand/initScript.mjs';
import * as contract from '../../src/contract/bootCalls';
import { buildUrl, callRequest, configureApi, requestHeaders } from '../../src/api/client';
import { resolveLanguage } from '../../src/i18n/languages';

const INDEX = {
  brands: [
    { code: 'aurora', domains: ['aurora.example'] },
    { code: 'ember', domains: ['ember.example'], locales: ['en'] },
  ],
  default: 'aurora',
};
const ASSETS = ['ty-strings-first-A1.js', 'ty-strings-first-A1.js.gz', 'en-strings-first-B2.js', 'en-strings-login-C3.js', 'framework-D4.js'];
const published = writeInitScript(readFileSync('public/theme-init.js', 'utf8'), INDEX, contract, ASSETS);

interface Asked {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
}

function headerMap(headers: HeadersInit | undefined): Record<string, string> {
  return Object.fromEntries(new Headers(headers).entries());
}

/** What the API client sends for the boot calls before boot configured it (a visitor, no language yet). */
function clientAsks(merchant: string, language: string): Asked[] {
  const values = { merchant, host: window.location.host, language };
  return Object.values(contract.BOOT_CALLS).map(({ spec, params }: contract.BootCall) => {
    const [path, options] = callRequest(spec, { merchantCode: merchant, params: params(values) });
    return { url: buildUrl(path, options.params), method: options.method ?? 'GET', headers: headerMap(requestHeaders(options)) };
  });
}

/** Runs the script; brand.json answers `manifest` (undefined: never answers). */
function runScript(manifest: unknown = {}, script = published): { platform: Asked[]; all: Asked[]; early: Record<string, unknown> | undefined } {
  const asked: Asked[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      asked.push({ url, method: init?.method ?? 'GET', headers: headerMap(init?.headers), ...(init?.body === undefined ? {} : { body: String(init.body) }) });
      if (url.endsWith('/brand.json') && manifest === undefined) return new Promise(() => undefined);
      return Promise.resolve(new Response(JSON.stringify(url.endsWith('/brand.json') ? manifest : {})));
    }),
  );
  window.eval(script);
  const early = (window as unknown as { __bootDocuments?: Record<string, unknown> }).__bootDocuments;
  // `all` grows as the script reads the manifest's reply
  return { platform: asked.filter((a) => a.url.startsWith('/wps/')), all: asked, early };
}

beforeEach(() => {
  document.head.replaceChildren();
  document.documentElement.removeAttribute('data-boot-name');
  localStorage.clear();
  sessionStorage.clear();
  delete (window as unknown as { __bootDocuments?: unknown }).__bootDocuments;
});
afterEach(() => {
  vi.unstubAllGlobals();
  configureApi(null as never);
  window.history.replaceState(null, '', '/');
});

describe('theme-init.js as published', () => {
  it('is minified: every first page load waits for it, and its source is mostly comments', () => {
    const source = readFileSync('public/theme-init.js', 'utf8');
    expect(published).not.toContain('// ');
    // the brands' tables written in and still well under the commented source
    expect(published.length).toBeLessThan(source.length * 0.6);
  });
});

describe('the boot calls theme-init.js starts before the framework', () => {
  it.each([
    ['the default brand, no language chosen', '/', null, 'aurora', contract.BOOT_FALLBACK_LANGUAGE],
    ['a brand the address names, a chosen language', '/?merchant=ember', 'EN', 'ember', 'EN'],
    ['a stored language that is empty (left out of the address, as the client does)', '/', '', 'aurora', ''],
    ['a language that needs escaping', '/?merchant=ember', 'zh CN&x=1', 'ember', 'zh CN&x=1'],
  ])('%s: the same requests the API client would make', (_case, path, storedLanguage, merchant, language) => {
    window.history.replaceState(null, '', path);
    if (storedLanguage !== null) localStorage.setItem('lang', storedLanguage);
    const { platform, early } = runScript();
    const expected = clientAsks(merchant, language);
    expect(platform).toEqual(expected);
    // boot finds each reply under the address it asks
    expect(Object.keys((early?.calls ?? {}) as object).sort()).toEqual(expected.map((e) => e.url).sort());
    expect(early?.code).toBe(merchant);
  });

  it('asks nothing for a merchant the address names that no brand has', () => {
    window.history.replaceState(null, '', '/?merchant=nobody');
    const { platform, early } = runScript();
    expect(platform).toEqual([]);
    expect(early).toBeUndefined();
  });

  it('needs both placeholders in the script it writes into', () => {
    expect(() => writeInitScript('var BRANDS = {};', INDEX, contract, ASSETS)).toThrow(/brands placeholder/);
  });
});

describe('the first-paint strings theme-init.js asks for before the framework', () => {
  /** what the script put in <head> once the manifest's reply was read */
  async function preloads(manifest: unknown): Promise<string[]> {
    runScript(manifest);
    // the manifest's reply is read in a few promise steps
    for (let step = 0; step < 3; step++) await new Promise((r) => setTimeout(r, 0));
    return [...document.head.querySelectorAll('link[rel="modulepreload"], link[rel="preload"][as="fetch"]')].map((l) => `${l.getAttribute('rel')} ${new URL((l as HTMLLinkElement).href).pathname}`);
  }
  const languages = (supported: unknown, fallback?: unknown) => ({ languages: { supported, default: fallback } });

  it.each([
    ['a first visit: the brand\'s default', '/', null, languages(['EN', 'TY'], 'TY'), 'TY'],
    ['a default the brand does not list: its first language', '/', null, languages(['EN', 'TY'], 'VI'), 'EN'],
    ['a returning player in a language the brand has', '/', 'en', languages(['EN', 'TY'], 'TY'), 'EN'],
    ['a returning player in a language the brand has not: the default (after the stored one\'s own try)', '/', 'vi', languages(['EN', 'TY'], 'TY'), 'TY'],
  ])('%s: the language the site will start in', async (_case, path, stored, manifest, siteLanguage) => {
    window.history.replaceState(null, '', path);
    if (stored !== null) localStorage.setItem('lang', stored);
    const links = await preloads(manifest);
    // the site's own rule (src/i18n): the stored language if the brand has it, else the default
    const { supported, default: fallback } = manifest.languages as { supported: string[]; default: string };
    expect(resolveLanguage(stored, supported, supported.includes(fallback) ? fallback : supported[0]!)).toBe(siteLanguage);
    const chunk = (lng: string) => ASSETS.find((f) => f.startsWith(`${lng.toLowerCase()}-strings-first-`) && f.endsWith('.js'));
    expect(links).toContain(`modulepreload /assets/${chunk(siteLanguage)}`);
    // a returning player's stored language is asked at once too, before the manifest says whether the brand has it
    const expected = new Set([siteLanguage, ...(stored ? [stored.toUpperCase()] : [])].map(chunk).filter(Boolean).map((f) => `modulepreload /assets/${f}`));
    expect(new Set(links)).toEqual(expected);
  });

  it("a brand with its own wording of a language: its file too, as the site's fetch asks it", async () => {
    window.history.replaceState(null, '', '/?merchant=ember');
    const links = await preloads(languages(['EN'], 'EN'));
    expect(links).toEqual(['modulepreload /assets/en-strings-first-B2.js', 'preload /brands/ember/locales/en.json']);
    expect(document.head.querySelector('link[as="fetch"]')!.getAttribute('crossorigin')).toBe('anonymous');
  });

  it('a stored language that names no strings chunk (not even an inherited one) asks nothing for it', async () => {
    window.history.replaceState(null, '', '/');
    localStorage.setItem('lang', 'constructor');
    expect(await preloads({})).toEqual([]);
  });

  it.each([
    ['no languages', {}],
    ['a list that is not one', languages('EN', 'EN')],
    ['no language in the list', languages([1, null], 'EN')],
    ['not JSON', '<html>'],
  ])('an odd manifest (%s) asks nothing: the site fetches the strings as before', async (_case, manifest) => {
    window.history.replaceState(null, '', '/');
    expect(await preloads(manifest)).toEqual([]);
  });
});

describe("a visitor's first calls theme-init.js starts once the brand's language is known", () => {
  /** What the script asked of the platform beyond boot's calls, and the keys it filed the replies under. */
  async function homeCalls(manifest: unknown): Promise<{ asked: Asked[]; keys: string[] }> {
    const { all, early } = runScript(manifest);
    for (let step = 0; step < 3; step++) await new Promise((r) => setTimeout(r, 0));
    const boot = new Set(Object.keys((early?.calls ?? {}) as object));
    return { asked: all.filter((a) => a.url.startsWith('/wps/') && !boot.has(a.url)), keys: Object.keys((early?.home ?? {}) as object) };
  }
  /** What the API client sends for the hot games once boot configured it for a visitor. */
  function clientAsksHotGames(merchant: string, language: string): Asked {
    configureApi({ merchantCode: merchant, getLanguage: () => language, getToken: () => null, onSessionExpired: () => undefined });
    const { spec, body } = contract.HOME_CALLS.hotGames;
    const [path, options] = callRequest(spec, { body: body({ merchant, language }) });
    return { url: buildUrl(path, options.params), method: options.method ?? 'GET', headers: headerMap(requestHeaders(options)), body: JSON.stringify(options.body) };
  }
  /** What the API client sends for the announcements (every page's banners) once boot configured it for a visitor. */
  function clientAsksAnnouncements(merchant: string, language: string): Asked {
    configureApi({ merchantCode: merchant, getLanguage: () => language, getToken: () => null, onSessionExpired: () => undefined });
    const { spec, params } = contract.HOME_CALLS.announcements;
    const [path, options] = callRequest(spec, { params: params() });
    return { url: buildUrl(path, options.params), method: options.method ?? 'GET', headers: headerMap(requestHeaders(options)) };
  }
  const keyOf = (a: Asked) => contract.earlyCallKey(a.method, a.url, a.body);
  const brand = (supported: string[], fallback: string, more: Record<string, unknown> = {}) => ({ languages: { supported, default: fallback }, ...more });

  it.each([
    ["a first visit to the default brand's home: in the brand's default", '/', null, brand(['EN', 'TY'], 'TY'), 'aurora', 'TY'],
    ['a returning player in a language the brand has', '/?merchant=ember', 'en', brand(['EN', 'TY'], 'TY'), 'ember', 'EN'],
    ['a returning player in a language the brand has not: the default', '/', 'vi', brand(['EN', 'TY'], 'TY'), 'aurora', 'TY'],
    ["a brand whose manifest names the platform's merchant code: that code, as the client sends it", '/', null, brand(['TY'], 'TY', { merchantCode: 'AUR01' }), 'AUR01', 'TY'],
  ])('%s: the request the API client would make, filed under the key it looks up', async (_case, path, stored, manifest, merchant, language) => {
    window.history.replaceState(null, '', path);
    if (stored !== null) localStorage.setItem('lang', stored);
    const { asked, keys } = await homeCalls(manifest);
    const expected = [clientAsksHotGames(merchant, language), clientAsksAnnouncements(merchant, language)];
    expect(asked).toEqual(expected);
    expect(keys).toEqual(expected.map(keyOf));
  });

  it.each([
    ['another page', '/register', brand(['TY'], 'TY')],
    ['a logged-in-only brand (its visitors land on the log-in, whose popup shows the promotions)', '/', brand(['TY'], 'TY', { loginedToHomePage: true })],
  ])('on %s: the announcements alone, as the client asks them', async (_case, path, manifest) => {
    window.history.replaceState(null, '', path);
    const { asked, keys } = await homeCalls(manifest);
    const expected = clientAsksAnnouncements('aurora', 'TY');
    expect(asked).toEqual([expected]);
    expect(keys).toEqual([keyOf(expected)]);
  });

  it.each([
    ['a player with a session', '/', () => sessionStorage.setItem('token', 'abc'), brand(['TY'], 'TY')],
    ['a session handed over in the address', '/?token=abc', () => undefined, brand(['TY'], 'TY')],
    ['a manifest without languages', '/', () => undefined, {}],
  ])('asks nothing more on %s', async (_case, path, arrange, manifest) => {
    window.history.replaceState(null, '', path);
    arrange();
    const { asked, keys } = await homeCalls(manifest);
    expect(asked).toEqual([]);
    expect(keys).toEqual([]);
  });
});

describe('what the build published of each brand.json: the strings and the home calls start without its reply', () => {
  const MANIFESTS = {
    aurora: { languages: { supported: ['EN', 'TY'], default: 'TY' }, merchantCode: 'AUR01', theme: { primary: '#a1b2c3' }, name: 'Aurora Casino' },
    ember: { languages: { supported: ['EN'], default: 'EN' }, loginedToHomePage: true },
  };
  const withFacts = writeInitScript(readFileSync('public/theme-init.js', 'utf8'), INDEX, contract, ASSETS, MANIFESTS);
  const links = () => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => new URL((l as HTMLLinkElement).href).pathname);
  const hotGames = (all: Asked[]) => all.filter((a) => a.url === contract.HOME_CALLS.hotGames.spec.path);
  const announcements = (all: Asked[]) => all.filter((a) => a.url.startsWith(`${contract.HOME_CALLS.announcements.spec.path}?`));

  it("asks the brand's strings, hot games and announcements while brand.json has not answered, in its language and under its merchant code", async () => {
    const { all, early } = runScript(undefined, withFacts);
    await Promise.resolve();
    expect(links()).toEqual(['/assets/ty-strings-first-A1.js']);
    const [hot] = hotGames(all);
    expect(JSON.parse(hot!.body!)).toMatchObject({ merchantCode: 'AUR01', language: 'TY' });
    expect(announcements(all)).toHaveLength(1);
    expect(Object.keys(early!.home as object)).toHaveLength(2);
  });

  it('a logged-in-only brand: its strings at once, no home call', async () => {
    window.history.replaceState(null, '', '/?merchant=ember');
    const { all } = runScript(undefined, withFacts);
    await Promise.resolve();
    expect(links()).toEqual(['/assets/en-strings-first-B2.js']);
    expect(hotGames(all)).toEqual([]);
    expect(announcements(all)).toHaveLength(1);
  });

  it('the published facts are what counts, not a brand.json changed since (the site asks again for what it needs)', async () => {
    const { all } = runScript({ languages: { supported: ['EN'], default: 'EN' } }, withFacts);
    for (let step = 0; step < 3; step++) await new Promise((r) => setTimeout(r, 0));
    expect(links()).toEqual(['/assets/ty-strings-first-A1.js']);
    expect(hotGames(all)).toHaveLength(1);
  });

  it('writes in only what the script reads of brand.json', () => {
    expect(withFacts).not.toContain('#a1b2c3');
    expect(withFacts).toMatch(/merchantCode:\W?AUR01\W/);
    expect(withFacts).toContain('Aurora Casino'); // the splash's text
  });

  describe("the brand's name over the page until the site's first screen is in", () => {
    const shown = () => document.documentElement.getAttribute('data-boot-name');
    const keep = (paint: Record<string, unknown>) => localStorage.setItem('brandPaint', JSON.stringify({ mode: 'dark', colors: {}, logo: null, ...paint }));

    it.each([
      ['a first visit: the name the build published', '/', () => undefined, 'Aurora Casino'],
      ['a brand published without a name: the one kept from the last visit', '/?merchant=ember', () => keep({ code: 'ember', name: '  Ember Kept  ' }), 'Ember Kept'],
      ["another brand's kept name: none", '/?merchant=ember', () => keep({ code: 'aurora', name: 'Aurora Kept' }), null],
      ['a kept name that is not text: none', '/?merchant=ember', () => keep({ code: 'ember', name: { html: '<b>x</b>' } }), null],
      ['a merchant the build does not know: none', '/?merchant=nobody', () => undefined, null],
    ])('%s', (_case, path, arrange, name) => {
      window.history.replaceState(null, '', path);
      arrange();
      runScript({}, withFacts);
      expect(shown()).toBe(name);
    });

    it('is text of at most 80 characters, never markup', () => {
      const long = writeInitScript(readFileSync('public/theme-init.js', 'utf8'), INDEX, contract, ASSETS, { aurora: { ...MANIFESTS.aurora, name: `<img src=x onerror=alert(1)>${'x'.repeat(100)}` } });
      runScript({}, long);
      expect(shown()).toHaveLength(80);
      expect(shown()?.startsWith('<img src=x')).toBe(true);
      expect(document.querySelector('img')).toBeNull();
    });
  });

  it('a brand whose brand.json the build could not read: from the reply, as before', async () => {
    const partial = writeInitScript(readFileSync('public/theme-init.js', 'utf8'), INDEX, contract, ASSETS, { ember: MANIFESTS.ember });
    runScript(undefined, partial);
    await Promise.resolve();
    expect(links()).toEqual([]);
  });
});
