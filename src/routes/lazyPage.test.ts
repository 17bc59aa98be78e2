import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, failedChunkPath, withChunkTimeout } from './lazyPage';

afterEach(() => vi.useRealTimers());

describe('withChunkTimeout', () => {
  it('resolves with the module when it arrives in time', async () => {
    await expect(withChunkTimeout(() => Promise.resolve({ default: 1 }))).resolves.toEqual({ default: 1 });
  });

  it('fails as timeout when the chunk has not arrived after 120000 ms', async () => {
    vi.useFakeTimers();
    const pending = withChunkTimeout(() => new Promise(() => {}));
    const assertion = expect(pending).rejects.toMatchObject({ reason: 'timeout' });
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    pending.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await assertion;
  });

  it('fails as failed with the request path of the missing chunk', async () => {
    const error = await withChunkTimeout(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://a.localhost:4173/assets/LobbyPage-abc.js')),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({ reason: 'failed', path: '/assets/LobbyPage-abc.js' });
  });
});

describe('failedChunkPath', () => {
  it.each([
    ['Unable to preload CSS for /assets/Home-1.css', '/assets/Home-1.css'],
    ['Failed to fetch dynamically imported module: https://x.test/assets/a.js', '/assets/a.js'],
    ['something else', null],
  ])('%s', (message, path) => expect(failedChunkPath(message)).toBe(path));
});
