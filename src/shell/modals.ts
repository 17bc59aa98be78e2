/** Which dialog is open. One at a time, as on the platform's own sites. */
import { atom } from 'jotai';
import type { ModalState } from './slots';

export type { ModalName, ModalState } from './slots';

export const modalAtom = atom<ModalState | null>(null);
export const openModalAtom = atom(null, (_get, set, next: ModalState) => set(modalAtom, next));
export const closeModalAtom = atom(null, (_get, set) => set(modalAtom, null));

/** The log-in popup's `arg` when the platform ended the session: the popup says so above the form. */
export const LOGIN_AFTER_EXPIRY = 'sessionExpired';
