import { describe, expect, it } from 'vitest';
import { cachingOf, type Caching } from './caching';

const ORIGIN = 'https://play.example';

describe('cachingOf', () => {
  const cases: Array<[string, string, boolean, Caching]> = [
    ['the home page', '/', true, 'page'],
    ['an app route', '/lobby/slots', true, 'page'],
    ['a route with a query', '/?merchant=code-a&token=abc', true, 'page'],
    ['a page opened with a preview mode (sets its cookie)', '/?preview=maintenance', true, 'network'],
    ['a navigation to a file', '/register.html', true, 'network'],
    ['a navigation to a brand document', '/brands/code-a/brand.json', true, 'network'],
    ['a navigation to a platform call', '/wps/system/status', true, 'network'],
    ['a navigation to a preview tool', '/__preview/state', true, 'network'],
    ['a navigation to the stand-in CDN', '/cdn/preview-game', true, 'network'],
    ['a hashed chunk', '/assets/LobbyPage-CTF5rEF4.js', false, 'asset'],
    ['the assets folder itself', '/assets/', false, 'network'],
    ['the brands index', '/brands/index.json', false, 'brand'],
    ["a brand's manifest", '/brands/code-a/brand.json', false, 'brand'],
    ["a brand's compiled theme", '/brands/code-b/theme.css', false, 'brand'],
    ["a brand's logo", '/brands/code-b/assets/logo-dark.svg', false, 'brand'],
    ["a brand's wording", '/brands/code-a/locales/en.json', false, 'brand'],
    ['a platform call', '/wps/system/status', false, 'network'],
    ['a relayed platform call', '/wps/relay/GCSGAME_gameList', false, 'network'],
    ['the lottery gateway', '/lgw/games/popular', false, 'network'],
    ["the lottery gateway's second prefix", '/lotto/lgw/games', false, 'network'],
    ['a preview tool', '/__preview/session', false, 'network'],
    ['a stand-in CDN image', '/TCG_GAME_ICONS/a.png', false, 'network'],
    ['the favicon', '/favicon.svg', false, 'network'],
  ];
  it.each(cases)('%s (%s)', (_what, path, navigate, expected) => {
    expect(cachingOf(new URL(path, ORIGIN), ORIGIN, navigate)).toBe(expected);
  });

  it('leaves other origins to the network', () => {
    expect(cachingOf(new URL('https://cdn.example/assets/a.js'), ORIGIN, false)).toBe('network');
    expect(cachingOf(new URL('https://cdn.example/'), ORIGIN, true)).toBe('network');
  });
});
