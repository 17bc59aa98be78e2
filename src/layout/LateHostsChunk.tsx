import { useAtomValue, useSetAtom } from 'jotai';
import type { ComponentType } from 'react';
import { closeOverlayAtom, openOverlaysAtom, registeredOverlay, type OverlayProps, type OverlaySlot } from '../shell/overlays';
import { registeredWatchers, type WatcherSlot } from '../shell/slots';
import { lazySlot } from '../ui/lazySlot';

const overlays = new Map<string, ComponentType<OverlayProps>>();
function overlayComponent(slot: OverlaySlot): ComponentType<OverlayProps> {
  let component = overlays.get(slot.id);
  if (!component) {
    component = lazySlot<OverlayProps>(() => slot.load().then((m) => m.default), null);
    overlays.set(slot.id, component);
  }
  return component;
}

const watchers = new Map<string, ComponentType>();
function watcherComponent(slot: WatcherSlot): ComponentType {
  let component = watchers.get(slot.id);
  if (!component) {
    // a watcher shows nothing itself: what it opens (a dialog) brings its strings
    component = lazySlot(() => slot.load().then((m) => m.default), null, { strings: 'firstPaint' });
    watchers.set(slot.id, component);
  }
  return component;
}

/** The open windows (shell/overlays.ts), each loaded when first opened, and, once `late`, the watchers for everyone. */
export function LateHostsChunk({ late }: { late: boolean }) {
  const open = useAtomValue(openOverlaysAtom);
  const close = useSetAtom(closeOverlayAtom);
  return (
    <>
      {open.map((id) => {
        const slot = registeredOverlay(id);
        if (!slot) return null;
        const Overlay = overlayComponent(slot);
        return <Overlay key={id} close={() => close(id)} />;
      })}
      {late &&
        registeredWatchers('everyone').map((slot) => {
          const Watcher = watcherComponent(slot);
          return <Watcher key={slot.id} />;
        })}
    </>
  );
}
