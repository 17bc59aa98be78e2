/**
 * Lazy pages with the spec's chunk rules: a chunk that fails, or has not arrived after
 * 120000 ms, is an error the boundary shows with a retry. React.lazy caches a rejected
 * import, so a retry gets a fresh lazy component. Pages beyond home also need the strings
 * beyond the first paint: they load beside the chunk.
 */
import type { ComponentType, LazyExoticComponent } from 'react';
import { loadAllStrings, stringsInNow } from '../i18n';
import type { PageLoader } from '../shell/slots';
import { withChunkTimeout } from '../state/chunkTimeout';
import { lazyNow, loadedNow } from '../state/rememberLoad';

const pages = new Map<string, LazyExoticComponent<ComponentType>>();

/** One lazy component per route id and load generation; a retry asks for the next generation. `load` is the registered, remembered one (shell/slots.ts). */
export function lazyPage(id: string, load: PageLoader, generation = 0): LazyExoticComponent<ComponentType> {
  const key = `${id}#${generation}`;
  let page = pages.get(key);
  if (!page) {
    // a page whose chunk and strings are already in (prefetched at boot or on a hover) renders
    // in the pass that first meets it, without its loading place (state/rememberLoad.ts)
    page = lazyNow(
      () => (stringsInNow('all') ? loadedNow(load)?.value : undefined),
      () => withChunkTimeout(() => Promise.all([load(), loadAllStrings()]).then(([module]) => module)),
    );
    pages.set(key, page);
  }
  return page;
}
