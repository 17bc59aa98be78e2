/** Which modal is open. One at a time, as on the platform's own sites. */
import { atom } from 'jotai';

export type ModalName =
  | 'login'
  | 'register'
  | 'help'
  | 'appDownload'
  | 'changePassword'
  | 'forgetPassword'
  | 'announcement'
  | 'registerSuccess'
  /** mobile registration: the auto-generated account (spec: dialog titled register_success) */
  | 'registerAccount'
  | 'afterLogin'
  | 'logoutConfirm'
  /** a trial (type 4) account tried a gated action: in_need_true_account */
  | 'trialWarning';

export interface ModalState {
  name: ModalName;
  /** e.g. the help topic tag or the login popup's initial tab */
  arg?: string;
  /** in-memory values a modal shows (never persisted), e.g. the auto-generated account */
  data?: Readonly<Record<string, string>>;
}

export const modalAtom = atom<ModalState | null>(null);
export const openModalAtom = atom(null, (_get, set, next: ModalState) => set(modalAtom, next));
export const closeModalAtom = atom(null, (_get, set) => set(modalAtom, null));
