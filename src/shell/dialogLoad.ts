import { loadAllStrings, loadLoginStrings } from '../i18n';
import { registeredModal, type ModalName, type ModalSlot } from './slots';

/** A dialog's chunk with the strings beyond the first paint it needs (all of them, or the log-in popup's). */
export function loadDialog(slot: ModalSlot) {
  const loadStrings = slot.strings === 'login' ? loadLoginStrings : loadAllStrings;
  return Promise.all([slot.load(), loadStrings()]).then(([m]) => m);
}

/**
 * Loads a registered dialog before anything opens it: once this resolves, opening it renders the
 * dialog at once, without its loading place. Something that opens by itself (a popup notice)
 * decides once its dialog is in, so what it decided still holds when the dialog shows.
 */
export function loadRegisteredDialog(name: ModalName): Promise<unknown> {
  const slot = registeredModal(name);
  return slot ? loadDialog(slot) : Promise.resolve();
}
