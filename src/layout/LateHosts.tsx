/**
 * What the page hosts a moment after it has loaded, as one chunk out of the home page's first
 * load: the watchers for everyone (the popup notices) and the windows that outlive a page (the
 * chat room). A window opened before then loads the chunk at once.
 * (state/afterFirstScreen.ts: the moment)
 */
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { openOverlaysAtom } from '../shell/overlays';
import { lazySlot } from '../ui/lazySlot';
import { afterFirstScreen } from '../state/afterFirstScreen';

// the hosts show no strings of their own: what they open brings its strings
const Hosts = lazySlot(() => import('./LateHostsChunk').then((m) => m.LateHostsChunk), null, { strings: 'firstPaint' });

export function LateHosts() {
  const overlays = useAtomValue(openOverlaysAtom);
  const [late, setLate] = useState(false);
  useEffect(() => afterFirstScreen(() => setLate(true)), []);
  return late || overlays.length > 0 ? <Hosts late={late} /> : null;
}
