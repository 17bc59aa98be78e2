/**
 * The one URL rule, over a table of hostile and good URLs: the run-time check (safeUrl) and the
 * schemas' format (every-error validator of a CDN base, which is a safeUrl) agree on every one, so
 * a document the schemas pass holds only URLs the site uses, and the other way round.
 */
import { describe, expect, it } from 'vitest';
import { validatePermissionCdnBase } from './generated/validators.js';
import { joinUrl, safeImageUrl, safeUrl } from './safeUrl';
import { GOOD_URLS, HOSTILE_URLS } from './testVectors';

describe('safeUrl', () => {
  it.each(GOOD_URLS)('lets %s through', (url) => {
    expect(safeUrl(url)).toBe(url);
  });

  it.each(HOSTILE_URLS)('refuses %j', (url) => {
    expect(safeUrl(url)).toBeNull();
  });

  it.each([...GOOD_URLS, ...HOSTILE_URLS])('agrees with the schema format: %j', (url) => {
    expect(validatePermissionCdnBase(url)).toBe(safeUrl(url) !== null);
  });

  it.each([null, undefined, 42, {}, `https://a.b/${'x'.repeat(2050)}`])('refuses %j', (value) => {
    expect(safeUrl(value)).toBeNull();
  });
});

describe('safeImageUrl: image URLs as the platform writes them', () => {
  it.each([
    ['https://img.example.test/banner 1.png', 'https://img.example.test/banner%201.png'],
    ['https://img.example.test/ব্যানার.png', `https://img.example.test/${encodeURIComponent('ব্যানার')}.png`],
    ['/cdn/banners/a b.svg?t=Spring Sale', '/cdn/banners/a%20b.svg?t=Spring%20Sale'],
    ['/already%20encoded.png', '/already%20encoded.png'],
  ])('encodes %j', (input, output) => {
    expect(safeImageUrl(input)).toBe(output);
  });

  it.each(HOSTILE_URLS.filter((u) => !u.includes(' ')))('refuses %j', (url) => {
    expect(safeImageUrl(url)).toBeNull();
  });

  it('refuses a tab or newline inside, even though spaces are encoded', () => {
    expect(safeImageUrl('https://a.b/x\ty.png')).toBeNull();
    expect(safeImageUrl('https://a.b/x\ny.png')).toBeNull();
  });
});

describe('joinUrl', () => {
  it.each([
    ['https://cdn.test/', '/TCG_GAME_ICONS/PT/a.png', 'https://cdn.test/TCG_GAME_ICONS/PT/a.png'],
    ['/cdn', 'TCG_GAME_ICONS/default.png', '/cdn/TCG_GAME_ICONS/default.png'],
    ['', '/TCG_GAME_ICONS/default.png', '/TCG_GAME_ICONS/default.png'],
  ])('%j + %j -> %j', (base, path, url) => {
    expect(joinUrl(base, path)).toBe(url);
  });
  it('refuses a join that leaves the rule (a path that makes //host)', () => {
    expect(joinUrl('', '//evil.example/x.png')).toBe('/evil.example/x.png');
    expect(joinUrl('https://cdn.test', '\\evil')).toBeNull();
  });
});
