/** Every wallet of the player, the main one first, and the total (the personal centre's balance; apart from member.ts so the home page does not carry its reader). */
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { call } from '../api/client';
import * as accountCalls from '../contract/calls/account';
import { readWallets } from '../contract/readers/wallets';
import { memberQueryKeys, SESSION_QUERY } from './member';
import { tokenAtom } from './session';

export function useWallets() {
  const token = useAtomValue(tokenAtom);
  return useQuery({
    queryKey: memberQueryKeys.wallets(token),
    queryFn: () => call<unknown>(accountCalls.balance).then(readWallets),
    meta: SESSION_QUERY,
    enabled: token !== null,
    staleTime: 30_000,
  });
}
