/**
 * A chunk loader that keeps its answer: once the chunk is in, every later call gets the same
 * settled promise instead of a new `import()`.
 *
 * Why: the browser answers an `import()` of a module it already holds a task later, not a
 * microtask later. A `React.lazy` first rendered after its chunk was prefetched (the landing
 * page, asked for at boot) therefore still suspends past React's one yield: React commits the
 * fallback, and then holds the page back for its 300 ms reveal throttle. A settled promise
 * resolves within that yield, so the page renders in the same pass.
 *
 * A failed load is not kept: the next call (a retry) loads again.
 */
export function rememberLoad<T>(load: () => Promise<T>): () => Promise<T> {
  let kept: Promise<T> | undefined;
  return () => {
    kept ??= load().catch((error: unknown) => {
      kept = undefined;
      throw error;
    });
    return kept;
  };
}
