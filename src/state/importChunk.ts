/**
 * Lazy chunks that can be loaded again after a failure.
 *
 * Why: a browser keeps a module it failed to fetch as failed for the rest of the document's life
 * (the HTML standard's module map; Chromium does so since version 150). A chunk that failed once
 * (the player was offline, the request was cut) would then fail at once on every later import,
 * without a request, so no Retry could ever load it; nor could any chunk that imports it later.
 *
 * How: the build writes every import of a lazy chunk as `__chunkImport('./X.js', import.meta.url)`
 * (scripts/vite/chunk-import-helper.mjs), and this imports it by its full address (the same
 * module any chunk's static import of it gets).
 * - A chunk not yet imported is fetched first (into the HTTP cache the import then reads), and so
 *   is every chunk it imports statically that the page does not have yet (read from its text:
 *   the build writes a chunk's whole static closure into it, scripts/vite/hoist-imports.mjs). One
 *   that cannot be fetched fails there, before the import, so the module loader never holds its
 *   failure: a page whose shared part (its chips, its lists) failed for a moment loads on Retry.
 *   A chunk a module preload or the page's own scripts have handed to the loader already is
 *   imported straight away.
 * - A chunk whose import failed all the same (the connection dropped in between) is asked under
 *   a `retry` query from then on (which a static host ignores), so the browser fetches it afresh.
 *   Once a retry address has loaded it stays the chunk's address: one module instance.
 * - A chunk the server no longer has (a newer build replaced it) cannot load under any address:
 *   a Retry then loads the page again (`retryChunk`), which brings the new build.
 * - A chunk whose module preload failed (theme-init.js's frame or first-paint strings) is held
 *   failed under the address other chunks import it by. Where it is imported lazily it still loads,
 *   under a retry address (the home shows once the connection is back); a chunk that imports it
 *   statically cannot load in this page, so it fails at once naming that chunk; and from then on
 *   a Retry loads the page again.
 */

declare global {
  /** Imports a lazy chunk from its address now (set below; main.tsx evaluates this module first). */
  var __chunkImport: ChunkImport;
}

/** `specifier` as written in the importing chunk, `base` that chunk's URL (`import.meta.url`). */
export type ChunkImport = (specifier: string, base: string) => Promise<unknown>;

/** The address in the engine's message for a module it could not fetch (Chromium: "Failed to fetch dynamically imported module: <url>"; Firefox: "error loading dynamically imported module: <url>"). Safari names none. */
export function failedImportUrl(error: unknown): URL | null {
  if (!(error instanceof Error)) return null;
  const match = /dynamically imported module:?\s+(\S+)/i.exec(error.message);
  if (!match) return null;
  try {
    return new URL(match[1]!);
  } catch {
    return null;
  }
}

/** A chunk's file name: the key its retries are counted by, whichever chunk imports it. */
const fileOf = (path: string) => path.slice(path.lastIndexOf('/') + 1);

export interface ChunkAddresses {
  /** `./X.js`, or `./X.js?retry=N` once its import has failed N times */
  address(specifier: string): string;
  /** notes a failed import (a failure that names no chunk is not one to retry) */
  noteFailure(error: unknown): void;
  /** the module loader holds this full address as failed: every chunk that imports it statically fails with it */
  heldFailed(url: string): boolean;
}

export function createChunkAddresses(): ChunkAddresses {
  const retries = new Map<string, number>();
  const failed = new Set<string>();
  return {
    address(specifier) {
      const retry = retries.get(fileOf(specifier));
      return retry ? `${specifier}?retry=${retry}` : specifier;
    },
    heldFailed: (url) => failed.has(url),
    noteFailure(error) {
      const url = failedImportUrl(error);
      if (!url) return;
      failed.add(url.href);
      const file = fileOf(url.pathname);
      const failedRetry = Number(url.searchParams.get('retry')) || 0;
      // two imports of one address failing together move it on once, not twice
      retries.set(file, Math.max(retries.get(file) ?? 0, failedRetry + 1));
    },
  };
}

/** The message a browser gives for a chunk it could not fetch, so every failure reads the same (routes/lazyPage.ts shows its address). */
export const fetchFailure = (url: string) => new TypeError(`Failed to fetch dynamically imported module: ${url}`);

/**
 * The server answered that a chunk of this build is not there (404, 410): a newer build has
 * replaced it, with chunks of other names, and only the page loaded again (its new index.html)
 * knows them. No Retry of the old name can load it.
 */
let buildReplaced = false;

/** A chunk of this page's build is gone from the server: a Retry loads the page again instead. */
export const pageBuildReplaced = () => buildReplaced;

/**
 * The module loader holds a failure that chunks of this page import statically: a module preload
 * failed (the frame, which nearly every page and dialog imports, or the first-paint strings), or
 * a chunk that imports a failed one was wanted. Only the page loaded again can load those chunks.
 */
let loaderHoldsFailure = false;

/** What a Retry of a chunk that failed does: `retry` it, or load the page again when no retry in this page can load it. */
export function retryChunk(retry: () => void, reload: () => void = () => window.location.reload()): void {
  if (buildReplaced || loaderHoldsFailure) reload();
  else retry();
}

/** A chunk's static imports as the build writes them (`from"./x.js"`, and the closure hoisted in as `import"./x.js"`); lazy imports go through `__chunkImport` and are not among them. */
const STATIC_IMPORT = /\b(?:from|import)\s*(["'])(\.{1,2}\/[^"'\s]+\.js)\1/g;

/** The full addresses of the chunks `code` (the chunk at `url`) imports statically. */
export function staticImportsOf(code: string, url: string): string[] {
  return [...new Set(Array.from(code.matchAll(STATIC_IMPORT), (match) => new URL(match[2]!, url).href))];
}

/** The spec's limit for a chunk to arrive (state/chunkTimeout.ts says so where it was wanted). */
export const CHUNK_TIMEOUT_MS = 120_000;

/** A chunk's fetch given up after the limit: it failed as any fetch does, and took too long. */
export class ChunkStalled extends TypeError {
  constructor(url: string) {
    super(fetchFailure(url).message);
    this.name = 'ChunkStalled';
  }
}

/**
 * Fetches a chunk whole, into the HTTP cache, and answers the chunks it imports statically; fails
 * as an import would. A fetch still not done after the limit is given up, so the next import asks
 * afresh instead of waiting on the same stalled request.
 */
export async function fetchChunk(url: string, limitMs = CHUNK_TIMEOUT_MS): Promise<string[]> {
  const stalled = new AbortController();
  const timer = setTimeout(() => stalled.abort(), limitMs);
  try {
    const failure = () => (stalled.signal.aborted ? new ChunkStalled(url) : fetchFailure(url));
    const response = await fetch(url, { signal: stalled.signal }).catch(() => null);
    if (response && (response.status === 404 || response.status === 410)) buildReplaced = true;
    if (!response?.ok) throw failure();
    const code = await response.text().catch(() => Promise.reject(failure()));
    return staticImportsOf(code, url);
  } finally {
    clearTimeout(timer);
  }
}

/** A chunk the page has already handed to the module loader: its own module scripts (index.html's) and its `<link rel="modulepreload">`s (theme-init.js's frame and first-paint strings). */
function inDocument(url: string): boolean {
  if (typeof document === 'undefined') return false;
  const scripts = document.querySelectorAll<HTMLScriptElement>('script[type="module"][src]');
  const preloads = document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]');
  return [...scripts].some((script) => script.src === url) || [...preloads].some((link) => link.href === url);
}

export interface ChunkImportWays {
  /** fetches a chunk whole before its first import and answers its static imports' full addresses (fails as an import would) */
  fetchFirst?: (url: string) => Promise<string[]>;
  /** the browser's `import()` of a full address */
  importModule?: (url: string) => Promise<unknown>;
  /** the module loader has this chunk already: fetching it first would only ask for it twice */
  preloaded?: (url: string) => boolean;
}

/**
 * Imports a chunk from its address now, fetching a chunk it has not imported yet first; an import
 * that fails moves the address on.
 */
export function createChunkImport(
  addresses: ChunkAddresses,
  { fetchFirst = fetchChunk, importModule = (url) => import(/* @vite-ignore */ url), preloaded = inDocument }: ChunkImportWays = {},
): ChunkImport {
  // chunks the module loader holds as loaded: each one imported here, with its static imports
  const loaded = new Set<string>();
  const known = (url: string) => loaded.has(url) || preloaded(url);
  // imports of one chunk at once (a player's header and home sections) share its fetch
  const fetching = new Map<string, Promise<string[]>>();
  const fetchOnce = (url: string) => {
    let fetched = fetching.get(url);
    if (!fetched) {
      fetched = fetchFirst(url).finally(() => fetching.delete(url));
      fetching.set(url, fetched);
    }
    return fetched;
  };
  /**
   * Fetches `url` and, at once, each of its static imports the page does not have; `fetched`
   * gathers those, `reached` every static import met (the page's own ones too).
   */
  const fetchClosure = async (url: string, fetched: Set<string>, reached: Set<string>): Promise<void> => {
    const imports = await fetchOnce(url);
    for (const dep of imports) reached.add(dep);
    const fresh = imports.filter((dep) => !fetched.has(dep) && !known(dep));
    for (const dep of fresh) fetched.add(dep);
    await Promise.all(fresh.map((dep) => fetchClosure(dep, fetched, reached)));
  };
  return async (specifier, base) => {
    const url = new URL(addresses.address(specifier), base).href;
    const closure = new Set([url]);
    if (!known(url)) {
      const reached = new Set<string>();
      await fetchClosure(url, closure, reached);
      const held = [...reached].find((dep) => addresses.heldFailed(dep));
      if (held) {
        loaderHoldsFailure = true;
        throw fetchFailure(held);
      }
    }
    try {
      const module = await importModule(url);
      for (const chunk of closure) loaded.add(chunk);
      return module;
    } catch (error) {
      addresses.noteFailure(error);
      // a chunk the page preloaded is one its other chunks import statically (the frame: nearly
      // every page and dialog): they cannot load in this page any more
      if (preloaded(url)) loaderHoldsFailure = true;
      throw error;
    }
  };
}

globalThis.__chunkImport = createChunkImport(createChunkAddresses());
