/**
 * What happens after the platform accepts a login, a registration, a free-play start or a
 * logout (spec section 4). Shared by the login form, the registration form and the password
 * modals so every path ends the same way.
 */
import { useQueryClient } from '@tanstack/react-query';
import { atom, useSetAtom, useStore } from 'jotai';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { clearSessionQueries, fetchMemberInfo, memberQueryKeys, SESSION_QUERY } from '../../session/member';
import { closeModalAtom, openModalAtom, type ModalState } from '../../shell/modals';
import { accountTypeAtom, clearSessionAtom, currentToken, memberAtom, setPasswordChangeFlag, TRIAL_TYPE, tokenAtom } from '../../session/session';
import { freePlayCall, logoutCall, type LoginReply } from './api';
import { useLoginDeps } from './lazyLogin';

/** Spec section 9: this password always forces a change. */
export const WEAK_PASSWORD = '123456';

/**
 * The password the player just logged in with, kept in memory only while a forced change is
 * pending: the change-password modal sends it as the old password instead of asking again.
 */
export const pendingPasswordAtom = atom<string | null>(null);

export interface LoginOutcome {
  reply: LoginReply;
  type: 'username' | 'sms' | 'firebase';
  /** the password typed (username login), to spot the weak one */
  password?: string;
  /** what opens once logged in: the after-login modal unless a registration says otherwise */
  then?: ModalState;
}

/**
 * Decides whether the player must change (or, with no password yet, set) the password first
 * (pure; table-tested). A first login runs the first-login flow whatever the way in, SMS log-in
 * included; the weak and the expired password only matter to a password log-in.
 */
export function mustChangePassword(
  o: { type: 'username' | 'sms' | 'firebase'; password?: string; passwordExpired?: boolean; firstTimeLogin?: boolean },
  forceOnExpiry: boolean,
): 'weak' | 'expired' | 'first' | null {
  // spec: never after an SMS or phone-auth (firebase) log-in, which has no password
  if (o.type === 'username') {
    if (o.password === WEAK_PASSWORD) return 'weak';
    if (o.passwordExpired && forceOnExpiry) return 'expired';
  }
  if (o.firstTimeLogin) return 'first';
  return null;
}

/** What finishing a log-in needs from React and the brand (lazyLogin.ts useLoginDeps). */
export interface CompleteLoginDeps extends FreePlayDeps {
  /** the brand's PWDEXPFORCECHANGE3: an expired password must be changed first */
  forceOnExpiry: boolean;
}

/**
 * A plain function as well as a hook, so the log-in form (every visitor's first screen on a
 * logged-in-only brand) can load this module only when the player submits.
 */
export async function completeLogin({ navigate, store, queryClient, forceOnExpiry }: CompleteLoginDeps, { reply, type, password, then }: LoginOutcome): Promise<void> {
  clearSessionQueries(queryClient);
  store.set(tokenAtom, reply.token);
  store.set(closeModalAtom);
  navigate('/');
  const change = then ? null : mustChangePassword({ type, password, ...reply }, forceOnExpiry);
  if (change) {
    setPasswordChangeFlag(true);
    store.set(pendingPasswordAtom, password ?? null);
    store.set(openModalAtom, { name: 'changePassword', arg: change });
    return;
  }
  setPasswordChangeFlag(false);
  try {
    const info = await queryClient.fetchQuery({ queryKey: memberQueryKeys.info(reply.token), queryFn: fetchMemberInfo, meta: SESSION_QUERY });
    store.set(memberAtom, info);
  } catch {
    /* the header shows the member info's own error and retries */
  }
  store.set(openModalAtom, then ?? { name: 'afterLogin' });
}

export function useCompleteLogin() {
  const { navigate, store, queryClient, forceOnExpiry } = useLoginDeps();
  return useCallback(
    (outcome: LoginOutcome) => completeLogin({ navigate, store, queryClient, forceOnExpiry }, outcome),
    [forceOnExpiry, navigate, queryClient, store],
  );
}

/** What starting free play needs from React (the header's action and the log-in form hand them over). */
export interface FreePlayDeps {
  navigate: ReturnType<typeof useNavigate>;
  store: ReturnType<typeof useStore>;
  queryClient: ReturnType<typeof useQueryClient>;
}

/**
 * Free play (FREEPLAY3): a guest session of a trial (type 4) account, then home. A plain function,
 * so the header's Free demo button and the log-in form load this module only when pressed.
 */
export async function startFreePlay({ navigate, store, queryClient }: FreePlayDeps): Promise<void> {
  const { token } = await freePlayCall();
  clearSessionQueries(queryClient);
  store.set(tokenAtom, token);
  store.set(accountTypeAtom, TRIAL_TYPE);
  setPasswordChangeFlag(false);
  try {
    const info = await queryClient.fetchQuery({ queryKey: memberQueryKeys.info(token), queryFn: fetchMemberInfo, meta: SESSION_QUERY });
    store.set(memberAtom, info);
  } catch {
    /* the header retries */
  }
  store.set(closeModalAtom);
  navigate('/');
}

/**
 * Ends the session: on the page first (session storage cleared but the merchant keys, the
 * session's replies forgotten), then on the platform. In that order no call of the session starts
 * after the platform has ended it (each would be refused with a 401); the logout carries the
 * ended session's token itself.
 */
export function useEndSession() {
  const clearSession = useSetAtom(clearSessionAtom);
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const token = currentToken();
    clearSession();
    clearSessionQueries(queryClient);
    if (token) await logoutCall(token);
  }, [clearSession, queryClient]);
}

/** Logout: end the session, go home. */
export function useLogout() {
  const navigate = useNavigate();
  const endSession = useEndSession();
  const closeModal = useSetAtom(closeModalAtom);
  return useCallback(async () => {
    await endSession();
    closeModal();
    navigate('/');
  }, [closeModal, endSession, navigate]);
}
