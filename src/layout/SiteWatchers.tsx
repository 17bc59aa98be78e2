/**
 * Runs what features registered as watchers for everyone (shell/slots.ts, audience 'everyone':
 * the popup notices) once the first paint is done and the browser is idle, so their chunks stay
 * out of the home page's load. One that fails to load shows nothing.
 */
import { useEffect, useState, type ComponentType } from 'react';
import { registeredWatchers, type WatcherSlot } from '../shell/slots';
import { lazySlot } from '../ui/lazySlot';

const components = new Map<string, ComponentType>();
function watcherComponent(slot: WatcherSlot): ComponentType {
  let component = components.get(slot.id);
  if (!component) {
    component = lazySlot(() => slot.load().then((m) => m.default), null);
    components.set(slot.id, component);
  }
  return component;
}

export function SiteWatchers() {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(() => setIdle(true), 1_000);
      return () => window.clearTimeout(timer);
    }
    const id = window.requestIdleCallback(() => setIdle(true), { timeout: 3_000 });
    return () => window.cancelIdleCallback(id);
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
