/**
 * How the build imports its lazy chunks.
 *
 * - Every import of a lazy chunk is written `__chunkImport('./X.js', import.meta.url)`, so a chunk
 *   that could not be fetched is fetched again on the next import, which a browser itself would
 *   not do (src/state/importChunk.ts).
 * - Vite 8 wraps dynamic imports in its preload helper. With `build.modulePreload: false` no lazy
 *   chunk has dependencies to preload, yet the helper would still ship (0.6 KiB gzipped on the
 *   home page): link-tag bookkeeping that never runs here and a `vite:preloadError` event nothing
 *   listens to. Its module is answered with a pass-through instead.
 */
export const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';

/**
 * A lazy chunk's import as the bundler writes it: a relative `.js` address in any quotes (when
 * chunks are rendered, the hash in a name is still a placeholder such as `!~{00a}~`).
 */
const CHUNK_IMPORT = /\bimport\((["'`])(\.{1,2}\/[^"'`\s()]+\.js)\1\)/g;

/** `code` with each lazy chunk's import made through `__chunkImport`. */
export function importsThroughChunkImport(code) {
  return code.replace(CHUNK_IMPORT, (_whole, quote, specifier) => `__chunkImport(${quote}${specifier}${quote}, import.meta.url)`);
}

export function chunkImportHelper() {
  return {
    name: 'chunk-import-helper',
    apply: 'build',
    enforce: 'pre',
    load: {
      filter: { id: /^\0vite\/preload-helper\.js$/ },
      handler(id) {
        if (id !== PRELOAD_HELPER_ID) return null;
        return 'export const __vitePreload = (load) => load();';
      },
    },
    renderChunk(code) {
      const rewritten = importsThroughChunkImport(code);
      return rewritten === code ? null : { code: rewritten, map: null };
    },
  };
}
