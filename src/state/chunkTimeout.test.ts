import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, withChunkTimeout } from './chunkTimeout';
import { ChunkStalled } from './importChunk';

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

  it('fails as timeout when the fetch was given up after the limit before this wait ended (a wait begun after a prefetch)', async () => {
    const error = await withChunkTimeout(() => Promise.reject(new ChunkStalled('https://x.test/assets/a.js'))).catch((e: unknown) => e);
    expect(error).toMatchObject({ reason: 'timeout', path: '/assets/a.js' });
  });

  it.each([
    ['a retry address: the path without its query', 'Failed to fetch dynamically imported module: https://x.test/assets/a.js?retry=2', '/assets/a.js'],
    ['a failure that names no address (Safari)', 'Importing a module script failed.', null],
  ])('fails as failed with %s', async (_name, message, path) => {
    const error = await withChunkTimeout(() => Promise.reject(new TypeError(message))).catch((e: unknown) => e);
    expect(error).toMatchObject({ reason: 'failed', path });
  });
});
