import { describe, expect, it } from 'vitest';
import { LAZY_CACHE_SIZE, attemptSource, createLruSet, loadableFrom, preloadMargin, throttleDelay } from './lazyImageRules';

describe('preloadMargin', () => {
  it.each([
    [1.3, '0px 30% 30% 0px'],
    [1, '0px 0% 0% 0px'],
    [2, '0px 100% 100% 0px'],
    [0.5, '0px 0% 0% 0px'],
  ])('%s viewports -> %s', (preload, margin) => {
    expect(preloadMargin(preload)).toBe(margin);
  });
});

describe('throttleDelay', () => {
  it.each([
    ['never ran', -Infinity, 1000, 0],
    ['ran 200 ms ago', 800, 1000, 0],
    ['ran 50 ms ago', 950, 1000, 150],
    ['ran just now', 1000, 1000, 200],
  ])('%s', (_name, last, now, delay) => {
    expect(throttleDelay(last, now)).toBe(delay);
  });
});

describe('loadableFrom (an image near while the page scrolls waits one interval)', () => {
  it.each([
    ['near after a render, nothing ever scrolled: at once', 1000, -Infinity, 1000],
    ['near 300 ms after the last scroll: at once', 1000, 700, 1000],
    ['near exactly one interval after the last scroll: at once', 1000, 800, 1000],
    ['near 199 ms after the last scroll: after 200 ms', 1000, 801, 1200],
    ['near in the frame of a scroll: after 200 ms', 1000, 996, 1200],
  ])('%s', (_name, arrivedAt, lastScrollAt, from) => {
    expect(loadableFrom(arrivedAt, lastScrollAt)).toBe(from);
  });
});

describe('attemptSource', () => {
  it.each([
    ['first try', '/a.png', 0, { url: '/a.png', failed: false }],
    ['second try', '/a.png', 1, { url: '/a.png?retry=1', failed: false }],
    ['third try keeps the query', '/a.png?v=2', 2, { url: '/a.png?v=2&retry=2', failed: false }],
    ['after 3 failures: the fallback', '/a.png', 3, { url: '/f.png', failed: true }],
    ['no source: the fallback at once', '', 0, { url: '/f.png', failed: true }],
  ])('%s', (_name, src, failures, expected) => {
    expect(attemptSource(src, failures, '/f.png')).toEqual(expected);
  });
});

describe('createLruSet', () => {
  it.each([
    ['keeps up to the limit', 3, ['a', 'b', 'c'], [], ['a', 'b', 'c'], []],
    ['drops the oldest beyond it', 3, ['a', 'b', 'c', 'd'], [], ['b', 'c', 'd'], ['a']],
    ['a look-up makes an entry recent', 3, ['a', 'b', 'c'], ['a'], ['a', 'c'], ['b']],
  ])('%s', (_name, limit, added, touched, kept, dropped) => {
    const lru = createLruSet(limit);
    added.slice(0, limit).forEach((k) => lru.add(k));
    touched.forEach((k) => lru.has(k));
    added.slice(limit).forEach((k) => lru.add(k));
    if (touched.length) lru.add('d');
    for (const k of kept) expect(lru.has(k)).toBe(true);
    for (const k of dropped) expect(lru.has(k)).toBe(false);
  });

  it(`holds ${LAZY_CACHE_SIZE} entries by default`, () => {
    const lru = createLruSet();
    for (let i = 0; i <= LAZY_CACHE_SIZE; i++) lru.add(`/img/${i}.png`);
    expect(lru.size).toBe(LAZY_CACHE_SIZE);
    expect(lru.has('/img/0.png')).toBe(false);
    expect(lru.has(`/img/${LAZY_CACHE_SIZE}.png`)).toBe(true);
  });
});
