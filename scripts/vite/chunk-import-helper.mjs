/**
 * With `build.modulePreload: false` no lazy chunk has dependencies to preload, yet Vite 8 still
 * wraps every dynamic import in its preload helper and ships the helper (0.6 KiB gzipped, on the
 * home page): link-tag bookkeeping that never runs here and a `vite:preloadError` event nothing
 * listens to. This answers the helper's module with a pass-through, so a dynamic import behaves
 * exactly as written: its promise resolves with the module or rejects with the loader's error,
 * which the app's chunk boundaries handle (routes/ChunkBoundary).
 */
export const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';

export function noPreloadHelper() {
  return {
    name: 'no-preload-helper',
    apply: 'build',
    enforce: 'pre',
    load: {
      filter: { id: /^\0vite\/preload-helper\.js$/ },
      handler(id) {
        if (id !== PRELOAD_HELPER_ID) return null;
        return 'export const __vitePreload = (load) => load();';
      },
    },
  };
}
