// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadedImages, preloadImages } from './preloadImages';

const made: Array<{ src: string; fetchPriority: string; onload: (() => void) | null }> = [];
class FakeImage {
  src = '';
  fetchPriority = 'auto';
  onload: (() => void) | null = null;
  constructor() {
    made.push(this);
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  made.length = 0;
});

describe('preloadImages', () => {
  it('asks for each address at once, at high priority, and once only', () => {
    vi.stubGlobal('Image', FakeImage);
    preloadImages(['/p/a.png', '/p/b.png', '/p/a.png', '']);
    preloadImages(['/p/b.png']);
    expect(made.map((i) => [i.src, i.fetchPriority])).toEqual([
      ['/p/a.png', 'high'],
      ['/p/b.png', 'high'],
    ]);
  });

  it('counts a picture loaded once it is in, so a LazyImage mounted with it shows it at once', () => {
    vi.stubGlobal('Image', FakeImage);
    preloadImages(['/p/c.png']);
    expect(loadedImages.has('/p/c.png')).toBe(false);
    made[0]!.onload!();
    expect(loadedImages.has('/p/c.png')).toBe(true);
    // loaded already: nothing more to ask
    preloadImages(['/p/c.png']);
    expect(made).toHaveLength(1);
  });

  it('does nothing where there are no images (Node)', () => {
    vi.stubGlobal('Image', undefined);
    expect(() => preloadImages(['/p/d.png'])).not.toThrow();
  });
});
