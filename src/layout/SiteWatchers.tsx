/**
 * Runs what features registered as watchers for everyone (shell/slots.ts, audience 'everyone':
 * the popup notices) a moment after the page has loaded, when the browser is idle, so their
 * chunks (and the sanitiser a notice needs) stay out of the home page's first load. One that
 * fails to load shows nothing.
 */
import { useEffect, useState, type ComponentType } from 'react';
import { registeredWatchers, type WatcherSlot } from '../shell/slots';
import { lazySlot } from '../ui/lazySlot';

const components = new Map<string, ComponentType>();
function watcherComponent(slot: WatcherSlot): ComponentType {
  let component = components.get(slot.id);
  if (!component) {
    // a watcher shows nothing itself: what it opens (a dialog) brings its strings
    component = lazySlot(() => slot.load().then((m) => m.default), null, { strings: 'firstPaint' });
    components.set(slot.id, component);
  }
  return component;
}

/** after the page's load event: the home page has settled, its first load is done */
export const SITE_WATCH_DELAY_MS = 1_500;

export function SiteWatchers() {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let timer: number | undefined;
    let idleId: number | undefined;
    const start = () => {
      timer = window.setTimeout(() => {
        if (typeof window.requestIdleCallback === 'function') idleId = window.requestIdleCallback(() => setIdle(true), { timeout: 3_000 });
        else setIdle(true);
      }, SITE_WATCH_DELAY_MS);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      window.clearTimeout(timer);
      if (idleId !== undefined) window.cancelIdleCallback(idleId);
    };
  }, []);
  if (!idle) return null;
  return (
    <>
      {registeredWatchers('everyone').map((slot) => {
        const Watcher = watcherComponent(slot);
        return <Watcher key={slot.id} />;
      })}
    </>
  );
}
