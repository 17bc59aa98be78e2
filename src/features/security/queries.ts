/** The security centre's platform data, each a session query under ['security', …]; a change refreshes them all. */
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useOneAtATime } from '../../api/oneAtATime';
import { useAtomValue } from 'jotai';
import { call } from '../../api/client';
import { isApiError } from '../../api/errors';
import type { CallSpec } from '../../contract/callSpec';
import * as security from '../../contract/calls/security';
import * as withdrawCalls from '../../contract/calls/withdraw';
import { readIdentityFields, readMemberContacts, readSecurityOverview, readSecurityQuestions, readSocialAccounts } from '../../contract/readers/security';
import { usePlayerAvatar } from '../../session/avatar';
import { SESSION_QUERY, useMemberInfoAs } from '../../session/member';
import { tokenAtom } from '../../session/session';

function useSecurityQuery<T>(name: string, fetch: () => Promise<T>, enabled = true, always = false) {
  const token = useAtomValue(tokenAtom);
  return useQuery({ queryKey: ['security', name, token], queryFn: fetch, meta: SESSION_QUERY, enabled: enabled && token !== null, ...(always ? { refetchOnMount: 'always' as const } : {}) });
}

// asked again each time the centre opens (the last answer shown meanwhile): what it scores is also
// set on other pages, a bank card or an e-wallet bound on the withdrawal page its rows lead to
export const useSecurityOverview = () => useSecurityQuery('overview', () => call<unknown>(security.securityConfig).then(readSecurityOverview), true, true);
// the header's member info: the same reply, not a second request (a change refreshes ['member'] too)
export const useMemberContacts = () => useMemberInfoAs(readMemberContacts);
export const useIdentityFields = () => useSecurityQuery('identity', () => call<unknown>(security.identityFields).then(readIdentityFields));
export const useSocialAccounts = () => useSecurityQuery('social', () => call<unknown>(security.socialAccounts).then(readSocialAccounts));
export const useQuestionChoices = (enabled: boolean) => useSecurityQuery('questions', () => call<unknown>(security.securityQuestions).then(readSecurityQuestions), enabled);
export const useOwnQuestions = (enabled: boolean) => useSecurityQuery('ownQuestions', () => call<unknown>(security.customerSecurityQuestions).then(readSecurityQuestions), enabled);
// the header's avatar: the same reply, not a second request
export const useAvatar = (enabled: boolean) => usePlayerAvatar({ enabled });

/** Whether the player has a payment password: the platform answers "none" as an error. */
export const useHasPaymentPassword = (enabled: boolean) =>
  useSecurityQuery(
    'hasPaymentPassword',
    () =>
      call<unknown>(withdrawCalls.hasPaymentPassword).then(
        () => true,
        (error: unknown) => {
          if (isApiError(error) && error.kind === 'platform') return false;
          throw error;
        },
      ),
    enabled,
  );

/** After any change: the score, this page's data, the withdrawal page's payment-password state and the header's avatar. */
export function refreshSecurity(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: ['security'] }),
    client.invalidateQueries({ queryKey: ['withdraw', 'hasPaymentPassword'] }),
    client.invalidateQueries({ queryKey: ['member'] }),
  ]);
}

/**
 * A security call sent with `body` (encrypted where the contract says), once however fast its form
 * is sent (`run`): a second change of a password would meet the old password already changed and
 * be refused over the first's success. Success refreshes the centre.
 */
export function useSecurityCall<B extends Record<string, unknown>>(spec: CallSpec, onDone?: () => void) {
  const client = useQueryClient();
  return useOneAtATime({
    mutationFn: (body: B) => call<unknown>(spec, { body }),
    onSuccess: () => {
      onDone?.();
      void refreshSecurity(client);
    },
  });
}
