/**
 * The spec's rule for a chunk: one that fails, or has not arrived after 120000 ms, is an error its
 * place shows with a retry (a page: routes/ChunkBoundary.tsx; a part: ui/lazySlot.tsx), saying
 * which chunk failed or that it took too long.
 */
import { CHUNK_TIMEOUT_MS, ChunkStalled, failedImportUrl } from './importChunk';

export class ChunkLoadError extends Error {
  readonly reason: 'failed' | 'timeout';
  readonly path: string | null;
  constructor(reason: 'failed' | 'timeout', message: string, path: string | null) {
    super(message);
    this.name = 'ChunkLoadError';
    this.reason = reason;
    this.path = path;
  }
}

export function withChunkTimeout<T>(load: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout', 'chunk load timed out', null)), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        const message = error instanceof Error ? error.message : String(error);
        // a fetch given up after the limit (importChunk.ts) may end before this timer: a wait begun later
        const reason = error instanceof ChunkStalled ? 'timeout' : 'failed';
        reject(new ChunkLoadError(reason, message, failedImportUrl(error)?.pathname ?? null));
      },
    );
  });
}
