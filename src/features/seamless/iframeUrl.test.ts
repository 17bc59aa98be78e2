import { describe, expect, it } from 'vitest';
import { IFRAME_URL_KEY, sessionIframeUrl } from './iframeUrl';

function memory(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
}

describe('sessionIframeUrl', () => {
  it.each<[string, string, Record<string, string>, string | null, string | undefined]>([
    ['taken from the address and kept', '?iframeUrl=https%3A%2F%2Fm.example.test%2Fg', {}, 'https://m.example.test/g', 'https://m.example.test/g'],
    ['the kept one when the address has none', '', { [IFRAME_URL_KEY]: 'https://m.example.test/kept' }, 'https://m.example.test/kept', 'https://m.example.test/kept'],
    ['a new one replaces the kept one', '?iframeUrl=https://n.example.test/', { [IFRAME_URL_KEY]: 'https://m.example.test/kept' }, 'https://n.example.test/', 'https://n.example.test/'],
    ['an unsafe one is refused and not kept', '?iframeUrl=javascript:alert(1)', { [IFRAME_URL_KEY]: 'https://m.example.test/kept' }, null, 'https://m.example.test/kept'],
    ['a tampered kept one is not used', '', { [IFRAME_URL_KEY]: 'http://m.example.test/' }, null, 'http://m.example.test/'],
    ['none', '', {}, null, undefined],
  ])('%s', (_name, search, initial, expected, kept) => {
    const storage = memory(initial);
    expect(sessionIframeUrl(search, storage)).toBe(expected);
    expect(storage.map.get(IFRAME_URL_KEY)).toBe(kept);
  });
});
