import { useSetAtom, useStore, type createStore } from 'jotai';
import { useCallback } from 'react';
import { openModalAtom } from '../shell/modals';
import { accountTypeAtom, isLoggedInAtom, TRIAL_TYPE } from './session';

export interface RequireLoginOptions {
  /**
   * The action needs a real account (member centre, chat, …): a trial (type 4) account gets
   * the in_need_true_account warning instead (spec section 5). Game launches leave it off,
   * since free play exists to play games.
   */
  realAccount?: boolean;
}

/** how long a real-account action waits for the member info that tells the account's type */
const TYPE_WAIT_MS = 15_000;

type Store = ReturnType<typeof createStore>;
type OpenModal = (modal: { name: 'login' } | { name: 'trialWarning' }) => void;

/**
 * Runs `action` for a logged-in player; otherwise opens the login popup (or the trial warning).
 * A session from a token in the address learns its type with the member info: a real-account
 * action pressed before then is answered then, so a trial account never glimpses a real page.
 */
export function requireLogin(store: Store, openModal: OpenModal, action: () => void, options?: RequireLoginOptions): void {
  if (!store.get(isLoggedInAtom)) return openModal({ name: 'login' });
  const decide = (type: number) => (type === TRIAL_TYPE && options?.realAccount ? openModal({ name: 'trialWarning' }) : action());
  const type = store.get(accountTypeAtom);
  if (type !== null || !options?.realAccount) return decide(type ?? 0);
  const stop = store.sub(accountTypeAtom, () => {
    const known = store.get(accountTypeAtom);
    if (known === null) return;
    done();
    if (store.get(isLoggedInAtom)) decide(known);
  });
  const timer = setTimeout(done, TYPE_WAIT_MS);
  function done() {
    stop();
    clearTimeout(timer);
  }
}

export function useRequireLogin(): (action: () => void, options?: RequireLoginOptions) => void {
  const store = useStore();
  const openModal = useSetAtom(openModalAtom);
  return useCallback((action: () => void, options?: RequireLoginOptions) => requireLogin(store, openModal, action, options), [openModal, store]);
}
