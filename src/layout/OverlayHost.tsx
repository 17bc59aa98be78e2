import { useAtomValue, useSetAtom } from 'jotai';
import type { ComponentType } from 'react';
import { closeOverlayAtom, openOverlaysAtom, registeredOverlay, type OverlayProps, type OverlaySlot } from '../shell/overlays';
import { lazySlot } from '../ui/lazySlot';

const components = new Map<string, ComponentType<OverlayProps>>();
function overlayComponent(slot: OverlaySlot): ComponentType<OverlayProps> {
  let component = components.get(slot.id);
  if (!component) {
    component = lazySlot<OverlayProps>(() => slot.load().then((m) => m.default), null);
    components.set(slot.id, component);
  }
  return component;
}

/** The open windows that outlive a page (shell/overlays.ts), each loaded when first opened. */
export function OverlayHost() {
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
    </>
  );
}
