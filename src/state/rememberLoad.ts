/**
 * A chunk loader that keeps its answer: once the chunk is in, every later call gets the same
 * settled promise instead of a new `import()`, and `loadedNow` reads the answer synchronously.
 *
 * Why: the browser answers an `import()` of a module it already holds a task later, not a
 * microtask later. A `React.lazy` first rendered after its chunk was prefetched (the landing
 * page, asked for at boot) therefore still suspends past React's one yield: React commits the
 * fallback, and then holds the page back for its 500 ms reveal throttle. A settled promise
 * resolves within that yield, so the page renders in the same pass of a transition; in an urgent
 * update React shows the fallback even for that, so `lazyNow` answers synchronously instead.
 *
 * A failed load is not kept: the next call (a retry) loads again.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** What each remembered loader holds once its load has settled well. */
const answers = new WeakMap<() => Promise<unknown>, { value: unknown }>();

export function rememberLoad<T>(load: () => Promise<T>): () => Promise<T> {
  let kept: Promise<T> | undefined;
  const remembered = () => {
    kept ??= load().then(
      (value) => {
        answers.set(remembered, { value });
        return value;
      },
      (error: unknown) => {
        kept = undefined;
        throw error;
      },
    );
    return kept;
  };
  return remembered;
}

/** The answer of a remembered loader whose load has come in; undefined before, after a failure, or for any other function. */
export function loadedNow<T>(load: () => Promise<T>): { value: T } | undefined {
  return answers.get(load) as { value: T } | undefined;
}

/**
 * `React.lazy` whose loader answers synchronously when `now()` already has the module, so the
 * part renders in the pass that first meets it, urgent or not (React's lazy initializer reads a
 * thenable's callback before it decides to suspend). Otherwise it waits for `load()`.
 */
export function lazyNow<P extends object>(
  now: () => { default: ComponentType<P> } | undefined,
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => {
    const module = now();
    if (!module) return load();
    // a thenable that calls back at once; as a promise it is already resolved
    const answer: PromiseLike<{ default: ComponentType<P> }> = { then: (done) => Promise.resolve(done ? done(module) : module) as never };
    return answer as Promise<{ default: ComponentType<P> }>;
  });
}
