// What the service worker (sw.ts) does with each request of the site's origin. Pure, so the
// table test beside it pins every rule; the worker itself only wires these to Workbox.

/** How a request is answered on a repeat visit. */
export type Caching =
  /** a page of the app: the precached index.html (the router takes the path from there) */
  | 'page'
  /** a content-hashed file of the build: from the cache once fetched (its name changes with it) */
  | 'asset'
  /** a brand's public document or file: from the cache at once, refreshed behind it for the next visit */
  | 'brand'
  /** never cached by the worker: the platform's calls, preview tools, other origins, anything else */
  | 'network';

/** The worker's own caches (Workbox's precache has its own name). */
export const RUNTIME_CACHES = { asset: 'site-assets', brand: 'site-brands' } as const;

/**
 * First path segments that are never the app's page nor cached: the operator platform's calls
 * (/wps, the lottery gateway /lgw and /lotto/lgw), the preview platform's helpers (/__preview) and
 * its stand-in CDN (/cdn, /TCG_*), and the brands' documents (a navigation there is a file, not a page).
 */
const NOT_PAGES = new Set(['wps', 'lgw', 'lotto', '__preview', 'cdn', 'TCG_GAME_ICONS', 'TCG_PROD_IMAGES', 'brands', 'assets']);
const NEVER_CACHED = new Set(['wps', 'lgw', 'lotto', '__preview']);

/**
 * The caching of a GET request for `url` made by a page of `origin`; `navigate` when it is a
 * navigation (request.mode 'navigate').
 */
export function cachingOf(url: URL, origin: string, navigate: boolean): Caching {
  if (url.origin !== origin) return 'network';
  const first = url.pathname.split('/')[1] ?? '';
  if (NEVER_CACHED.has(first)) return 'network';
  if (navigate) {
    // the preview platform sets its mode cookie from a page's ?preview= (never in production)
    if (url.searchParams.has('preview')) return 'network';
    const last = url.pathname.split('/').pop() ?? '';
    return NOT_PAGES.has(first) || /\.[a-z0-9]+$/i.test(last) ? 'network' : 'page';
  }
  if (first === 'assets' && url.pathname.length > '/assets/'.length) return 'asset';
  if (first === 'brands' && url.pathname.length > '/brands/'.length) return 'brand';
  return 'network';
}
