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
import { buildUrl, callRequest, requestHeaders } from '../../src/api/client';

const INDEX = {
  brands: [
    { code: 'aurora', domains: ['aurora.example'] },
    { code: 'ember', domains: ['ember.example'] },
  ],
  default: 'aurora',
};
const published = writeInitScript(readFileSync('public/theme-init.js', 'utf8'), INDEX, contract);

interface Asked {
  url: string;
  method: string;
  headers: Record<string, string>;
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

function runScript(): { platform: Asked[]; early: Record<string, unknown> | undefined } {
  const asked: Asked[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      asked.push({ url, method: init?.method ?? 'GET', headers: headerMap(init?.headers) });
      return Promise.resolve(new Response('{}'));
    }),
  );
  window.eval(published);
  const early = (window as unknown as { __bootDocuments?: Record<string, unknown> }).__bootDocuments;
  return { platform: asked.filter((a) => a.url.startsWith('/wps/')), early };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  delete (window as unknown as { __bootDocuments?: unknown }).__bootDocuments;
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
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
    expect(() => writeInitScript('var BRANDS = {};', INDEX, contract)).toThrow(/brands placeholder/);
  });
});
