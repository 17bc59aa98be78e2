import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { openModalAtom } from '../state/modals';
import { isLoggedInAtom } from '../state/session';

/** Runs `action` for a logged-in player; otherwise opens the login popup. */
export function useRequireLogin(): (action: () => void) => void {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const openModal = useSetAtom(openModalAtom);
  return useCallback(
    (action: () => void) => {
      if (loggedIn) action();
      else openModal({ name: 'login' });
    },
    [loggedIn, openModal],
  );
}
