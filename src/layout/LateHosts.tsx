/**
 * What the page hosts a moment after it has loaded, as one chunk out of the home page's first
 * load: the watchers for everyone (the popup notices) and the windows that outlive a page (the
 * chat room). A window opened before then loads the chunk at once.
 */
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { openOverlaysAtom } from '../shell/overlays';
import { lazySlot } from '../ui/lazySlot';

// the hosts show no strings of their own: what they open brings its strings
const Hosts = lazySlot(() => import('./LateHostsChunk').then((m) => m.LateHostsChunk), null, { strings: 'firstPaint' });

/** after the page's load event: the home page has settled, its first load is done */
export const LATE_HOSTS_DELAY_MS = 3_000;
/**
 * Marked on the page's performance timeline when the late hosts start: `npm run size` counts the
 * first screen as what was fetched before it, however late the page went idle.
 */
export const LATE_HOSTS_MARK = 'late-hosts';

const goLate = (setLate: (late: boolean) => void) => {
  performance.mark(LATE_HOSTS_MARK);
  setLate(true);
};

export function LateHosts() {
  const overlays = useAtomValue(openOverlaysAtom);
  const [late, setLate] = useState(false);
  useEffect(() => {
    let timer: number | undefined;
    let idleId: number | undefined;
    const start = () => {
      timer = window.setTimeout(() => {
        if (typeof window.requestIdleCallback === 'function') idleId = window.requestIdleCallback(() => goLate(setLate), { timeout: 3_000 });
        else goLate(setLate);
      }, LATE_HOSTS_DELAY_MS);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      window.clearTimeout(timer);
      if (idleId !== undefined) window.cancelIdleCallback(idleId);
    };
  }, []);
  return late || overlays.length > 0 ? <Hosts late={late} /> : null;
}
