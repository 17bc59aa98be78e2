// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
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

describe('LazyImage while the page scrolls', () => {
  it('an image that comes near during a scroll loads once it has stayed near for 200 ms; one that only passes is never asked for', async () => {
    let report: (entries: Array<{ isIntersecting: boolean; target: Element }>) => void = () => {};
    class FakeObserver {
      constructor(cb: typeof report) {
        report = cb;
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    const original = globalThis.IntersectionObserver;
    globalThis.IntersectionObserver = FakeObserver as never;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    try {
      // a fresh module: the observer, the last check and the last scroll are the module's
      vi.resetModules();
      const { LazyImage: Fresh } = await import('./LazyImage');
      await renderWithProviders(
        <>
          <Fresh src="/stays.png" alt="" fallback="/f.png" />
          <Fresh src="/passes.png" alt="" fallback="/f.png" />
        </>,
        { brand: {} as never },
      );
      const [stays, passes] = [...document.body.querySelectorAll('img')];
      vi.advanceTimersByTime(1000);
      document.dispatchEvent(new Event('scroll'));
      await act(async () => report([{ isIntersecting: true, target: stays! }, { isIntersecting: true, target: passes! }]));
      expect([stays!.getAttribute('src'), passes!.getAttribute('src')]).toEqual([null, null]);
      await act(async () => vi.advanceTimersByTime(120));
      document.dispatchEvent(new Event('scroll'));
      await act(async () => report([{ isIntersecting: false, target: passes! }]));
      await act(async () => vi.advanceTimersByTime(60));
      expect(stays!.getAttribute('src')).toBeNull();
      await act(async () => vi.advanceTimersByTime(30));
      expect([stays!.getAttribute('src'), passes!.getAttribute('src')]).toEqual(['/stays.png', null]);
      await act(async () => vi.advanceTimersByTime(1000));
      expect(passes!.getAttribute('src')).toBeNull();
    } finally {
      vi.useRealTimers();
      globalThis.IntersectionObserver = original;
    }
  });
});
