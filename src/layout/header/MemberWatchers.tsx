/**
 * Runs what features registered as watchers (shell/slots.ts registerWatchers) for a player who may
 * enter the personal centre (not a trial), once the browser is idle after the header painted; each
 * is its own chunk, and one that fails to load shows nothing rather than a retry in the header.
 */
import { useAtomValue } from 'jotai';
import { useEffect, useState, type ComponentType } from 'react';
import { memberCentreAtom } from '../../session/session';
import { registeredWatchers, type WatcherSlot } from '../../shell/slots';
import { lazySlot } from '../../ui/lazySlot';

const components = new Map<string, ComponentType>();
function watcherComponent(slot: WatcherSlot): ComponentType {
  let component = components.get(slot.id);
  if (!component) {
    component = lazySlot(() => slot.load().then((m) => m.default), null);
    components.set(slot.id, component);
  }
  return component;
}

const whenIdle = (run: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 4_000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 1_500);
  return () => window.clearTimeout(id);
};

export function MemberWatchers() {
  const open = useAtomValue(memberCentreAtom);
  const [idle, setIdle] = useState(false);
  useEffect(() => (open ? whenIdle(() => setIdle(true)) : undefined), [open]);
  if (!open || !idle) return null;
  return (
    <>
      {registeredWatchers().map((slot) => {
        const Watcher = watcherComponent(slot);
        return <Watcher key={slot.id} />;
      })}
    </>
  );
}
