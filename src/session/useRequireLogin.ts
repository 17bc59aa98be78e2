import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { openModalAtom } from '../shell/modals';
import { isLoggedInAtom, isTrialAtom } from './session';

export interface RequireLoginOptions {
  /**
   * The action needs a real account (member centre, chat, …): a trial (type 4) account gets
   * the in_need_true_account warning instead (spec section 5). Game launches leave it off,
   * since free play exists to play games.
   */
  realAccount?: boolean;
}

/** Runs `action` for a logged-in player; otherwise opens the login popup (or the trial warning). */
export function useRequireLogin(): (action: () => void, options?: RequireLoginOptions) => void {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const trial = useAtomValue(isTrialAtom);
  const openModal = useSetAtom(openModalAtom);
  return useCallback(
    (action: () => void, options?: RequireLoginOptions) => {
      if (!loggedIn) openModal({ name: 'login' });
      else if (trial && options?.realAccount) openModal({ name: 'trialWarning' });
      else action();
    },
    [loggedIn, trial, openModal],
  );
}
