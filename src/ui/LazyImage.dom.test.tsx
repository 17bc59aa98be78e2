// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { LAZY_IMAGE_ATTEMPTS, LazyImage } from './LazyImage';
import { renderWithProviders } from './testing/renderWithProviders';

const img = () => document.body.querySelector('img')!;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('LazyImage', () => {
  it('shows the fallback at once when there is no picture (an img without src neither loads nor fails)', async () => {
    await renderWithProviders(<LazyImage src="" alt="" fallback="/TCG_GAME_ICONS/default.png" />, { brand: {} as never });
    expect(img().getAttribute('src')).toBe('/TCG_GAME_ICONS/default.png');
    expect(img().dataset.state).toBe('error');
  });

  it(`retries a failing picture ${LAZY_IMAGE_ATTEMPTS - 1} more times under distinct URLs, then shows the fallback`, async () => {
    await renderWithProviders(<LazyImage src="/a.png" alt="" fallback="/f.png" />, { brand: {} as never });
    const seen = [img().getAttribute('src')];
    for (let i = 0; i < LAZY_IMAGE_ATTEMPTS; i++) {
      await act(async () => img().dispatchEvent(new Event('error')));
      seen.push(img().getAttribute('src'));
    }
    expect(seen).toEqual(['/a.png', '/a.png?retry=1', '/a.png?retry=2', '/f.png']);
  });
});

describe('LazyImage near the viewport', () => {
  it('holds the picture back until the observer reports it near, then shows a loaded one at once when mounted again', async () => {
    const observed: Array<(entries: Array<{ isIntersecting: boolean; target: Element }>) => void> = [];
    const targets: Element[] = [];
    class FakeObserver {
      constructor(cb: (entries: Array<{ isIntersecting: boolean; target: Element }>) => void) {
        observed.push(cb);
      }
      observe(el: Element) {
        targets.push(el);
      }
      unobserve() {}
      disconnect() {}
    }
    const original = globalThis.IntersectionObserver;
    globalThis.IntersectionObserver = FakeObserver as never;
    try {
      const first = await renderWithProviders(<LazyImage src="/near.png" alt="" fallback="/f.png" />, { brand: {} as never });
      expect(img().getAttribute('src')).toBeNull();
      await act(async () => observed[0]!([{ isIntersecting: true, target: targets[0]! }]));
      expect(img().getAttribute('src')).toBe('/near.png');
      await act(async () => img().dispatchEvent(new Event('load')));
      await act(async () => first.root.unmount());
      document.body.innerHTML = '';
      await renderWithProviders(<LazyImage src="/near.png" alt="" fallback="/f.png" />, { brand: {} as never });
      expect(img().getAttribute('src')).toBe('/near.png');
      expect(img().dataset.state).toBe('loaded');
    } finally {
      globalThis.IntersectionObserver = original;
    }
  });

  it('asks for a priority picture at once, with high fetch priority, where a plain one waits for the observer', async () => {
    class SilentObserver {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    const original = globalThis.IntersectionObserver;
    globalThis.IntersectionObserver = SilentObserver as never;
    try {
      await renderWithProviders(<LazyImage src="/first.png" alt="" fallback="/f.png" priority />, { brand: {} as never });
      expect(img().getAttribute('src')).toBe('/first.png');
      expect(img().getAttribute('fetchpriority')).toBe('high');
      document.body.innerHTML = '';
      await renderWithProviders(<LazyImage src="/later.png" alt="" fallback="/f.png" />, { brand: {} as never });
      expect(img().getAttribute('src')).toBeNull();
      expect(img().hasAttribute('fetchpriority')).toBe(false);
    } finally {
      globalThis.IntersectionObserver = original;
    }
  });
});
