/**
 * Runs what features registered as watchers (shell/slots.ts registerWatchers) for a player who may
 * enter the personal centre (not a trial), 20 s after the header painted, when the browser is idle; each
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

/**
 * Watchers start a while after the header painted, when the browser is idle: they poll slowly
 * anyway, and this keeps their chunk and the strings it brings out of the home page's load.
 */
export const WATCH_DELAY_MS = 20_000;

const whenIdle = (run: () => void): (() => void) => {
  let idle: number | null = null;
  const timer = window.setTimeout(() => {
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(run, { timeout: 4_000 });
    else run();
  }, WATCH_DELAY_MS);
  return () => {
    window.clearTimeout(timer);
    if (idle !== null) window.cancelIdleCallback(idle);
  };
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
