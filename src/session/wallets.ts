/** Every wallet of the player, the main one first, and the total (the personal centre's balance; apart from member.ts so the home page does not carry its reader). */
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { readWallets } from '../contract/readers/wallets';
import { balanceReplyQuery } from './member';
import { tokenAtom } from './session';

export function useWallets() {
  return useQuery({ ...balanceReplyQuery(useAtomValue(tokenAtom)), select: readWallets });
}
