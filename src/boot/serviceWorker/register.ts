// Registers the service worker (sw.ts, built to /sw.js) in a built site. The caller picks the
// moment (main.tsx: once the first screen is done, src/state/afterFirstScreen.ts), so the
// worker's install never competes with the boot.
// `npm run dev` and `npm run preview:brand` run no build (import.meta.env.PROD is false): no
// worker there (one left on the same address is removed), so live edits show without a reload. A build made with VITE_SERVICE_WORKER=off
// registers none and removes one an earlier build left (its /sw.js removes itself too).
import { cachingOf } from './caching';

/** Is the worker on in this build (VITE_SERVICE_WORKER=off turns it off)? */
export function serviceWorkerWanted(setting: string | undefined): boolean {
  return (setting ?? '').trim().toLowerCase() !== 'off';
}

/**
 * What this page fetched before a worker controlled it that the worker keeps (the brand's
 * documents, the chunks): handed to it once it is active (Workbox's CACHE_URLS message), so the
 * very next visit finds them in its cache, not only the one after.
 */
export function fetchedToKeep(fetched: readonly string[], origin: string): string[] {
  const keep = new Set<string>();
  for (const name of fetched) {
    let url: URL;
    try {
      url = new URL(name);
    } catch {
      continue;
    }
    if (cachingOf(url, origin, false) !== 'network') keep.add(url.href);
  }
  return [...keep];
}

export function startServiceWorker(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  // the development servers too: a worker a built site left on the same address would answer
  // with that build's page and chunks
  if (!import.meta.env.PROD || !serviceWorkerWanted(import.meta.env.VITE_SERVICE_WORKER)) {
    void container
      .getRegistrations()
      .then((registrations) => Promise.all(registrations.map((r) => r.unregister())))
      .catch(() => undefined);
    return;
  }
  // A page the worker answered had its requests cached as they went: handing them over again
  // would only have the worker ask the network for them once more. Otherwise they are handed over
  // the moment the worker takes the page (it claims it on activation): what the page fetched
  // until then is listed, what it fetches later goes through the worker, and what was under way
  // then is listed a moment later (a resource is listed once its reply has arrived).
  if (container.controller === null) {
    const handed = new Set<string>();
    const handOver = () => {
      const fetched = fetchedToKeep(
        performance.getEntriesByType('resource').map((entry) => entry.name),
        window.location.origin,
      ).filter((url) => !handed.has(url));
      fetched.forEach((url) => handed.add(url));
      if (fetched.length > 0) container.controller?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: fetched } });
    };
    container.addEventListener(
      'controllerchange',
      () => {
        handOver();
        window.setTimeout(handOver, 2_000);
      },
      { once: true },
    );
  }
  // a host that serves no /sw.js, or a browser that refuses workers (private mode): the site as before
  container.register('/sw.js').catch(() => undefined);
}
