/**
 * Windows that stay open while the player moves around the site (the chat room: minimised or
 * enlarged over every page), unlike a dialog, which is one at a time and closes on navigation.
 * A feature registers its window's loader; the layout's overlay host renders the open ones,
 * each loaded when first opened.
 */
import { atom } from 'jotai';
import type { ComponentType } from 'react';

export interface OverlayProps {
  close: () => void;
}

export interface OverlaySlot {
  id: string;
  load: () => Promise<{ default: ComponentType<OverlayProps> }>;
}

const overlays = new Map<string, OverlaySlot>();

export function registerOverlays(...slots: OverlaySlot[]): void {
  for (const slot of slots) {
    if (overlays.has(slot.id)) throw new Error(`overlay "${slot.id}" is registered twice`);
    overlays.set(slot.id, slot);
  }
}

export function registeredOverlay(id: string): OverlaySlot | undefined {
  return overlays.get(id);
}

/** The open overlays, in the order they were opened. */
export const openOverlaysAtom = atom<readonly string[]>([]);

export const openOverlayAtom = atom(null, (get, set, id: string) => {
  if (!get(openOverlaysAtom).includes(id)) set(openOverlaysAtom, [...get(openOverlaysAtom), id]);
});

export const closeOverlayAtom = atom(null, (get, set, id: string) => {
  set(openOverlaysAtom, get(openOverlaysAtom).filter((o) => o !== id));
});
