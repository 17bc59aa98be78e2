// The site's service worker (issue 18: a repeat visit branded and interactive from cache).
// Built into dist/sw.js by scripts/build-sw.mjs after the site and the brands' documents, which
// also writes the precache list (__PRECACHE__: index.html, theme-init.js and the home's chunks,
// each with its revision) and registered by register.ts in a built site only.
//
// - Pages: the precached index.html, so a repeat visit's first paint waits for no network.
// - The home's chunks: precached; any other hashed chunk from the cache once fetched.
// - The brands' documents (/brands/…): from the cache at once, refreshed behind it for the next
//   visit (stale-while-revalidate); the platform's calls never (caching.ts has the rules).
// - Updates: a new build's worker installs beside the old one and waits (no skipWaiting): the
//   open pages keep the old build's index.html and chunks (the precache keeps both revisions
//   until the new worker activates), and the next visit, once every page of the old build is
//   closed, is the new build's alone.
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { cachingOf, RUNTIME_CACHES } from './caching';

/** The worker's global scope, as far as this file uses it (the app's TypeScript has the DOM's types, not a worker's). */
interface WorkerScope {
  location: Location;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'activate', listener: (event: Event & { waitUntil(promise: Promise<unknown>): void }) => void): void;
}
declare const self: WorkerScope;
/** written by scripts/build-sw.mjs */
declare const __PRECACHE__: PrecacheEntry[];

precacheAndRoute(__PRECACHE__);
cleanupOutdatedCaches();

const page = createHandlerBoundToURL('/index.html');
registerRoute(({ url, request }) => request.mode === 'navigate' && cachingOf(url, self.location.origin, true) === 'page', page);
registerRoute(({ url, request }) => request.mode !== 'navigate' && cachingOf(url, self.location.origin, false) === 'asset', new CacheFirst({ cacheName: RUNTIME_CACHES.asset }));
registerRoute(({ url, request }) => request.mode !== 'navigate' && cachingOf(url, self.location.origin, false) === 'brand', new StaleWhileRevalidate({ cacheName: RUNTIME_CACHES.brand }));

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // the chunks of the build this worker replaces: no page of it is open any more (the worker
      // waited for that), and this build's are other names
      await caches.delete(RUNTIME_CACHES.asset);
      // the page that registered the first worker is served by it from now on, its later chunks cached too
      await self.clients.claim();
    })(),
  );
});
