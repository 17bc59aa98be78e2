import { describe, expect, it } from 'vitest';
import { fetchedToKeep, serviceWorkerWanted } from './register';

describe('serviceWorkerWanted', () => {
  it.each([
    [undefined, true],
    ['', true],
    ['on', true],
    ['off', false],
    [' OFF ', false],
  ])('VITE_SERVICE_WORKER=%j: %s', (setting, wanted) => {
    expect(serviceWorkerWanted(setting)).toBe(wanted);
  });
});

describe('fetchedToKeep', () => {
  const origin = 'https://play.example';
  it('keeps the brand documents and chunks of the site, once each, and nothing else', () => {
    expect(
      fetchedToKeep(
        [
          `${origin}/brands/index.json`,
          `${origin}/brands/code-a/brand.json`,
          `${origin}/assets/shell-a.js`,
          `${origin}/assets/shell-a.js`,
          `${origin}/wps/system/status`,
          `${origin}/lgw/games/popular`,
          `${origin}/theme-init.js`,
          'https://cdn.example/assets/icon.png',
          'not a url',
        ],
        origin,
      ),
    ).toEqual([`${origin}/brands/index.json`, `${origin}/brands/code-a/brand.json`, `${origin}/assets/shell-a.js`]);
  });
});
