/**
 * The logged-in member's server state: info and balance (TanStack Query), shared by the
 * header and the account area. The info reply is mirrored into the session keys.
 */
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { call } from '../api/client';
import * as accountCalls from '../contract/calls/account';
import * as systemCalls from '../contract/calls/system';
import { readMerchantPromotions } from '../contract/readers/merchantPromotions';
import { readSumBalance } from '../contract/readers/balanceTotal';
import { memberAtom, tokenAtom, type MemberInfo } from './session';

export const memberQueryKeys = {
  info: (token: string | null) => ['member', 'info', token] as const,
  /** the wallets reply: the header reads its total, the centres its wallets (session/wallets.ts) */
  balance: (token: string | null) => ['balance', token] as const,
  merchantPromotions: (token: string | null) => ['member', 'merchantPromotions', token] as const,
  /** the missions and their open count: the centre's menu badge and the missions page share it */
  missions: (token: string | null) => ['member', 'missions', token] as const,
  /** the point balance: the point mall, the reward centre and the missions refresh it after a gain */
  points: (token: string | null) => ['member', 'points', token] as const,
};

/**
 * The mark of a query whose reply belongs to the session (`meta` of every such query: member
 * info, balance, favourites, recent games, wallets, launches): clearSessionQueries forgets them all
 * when the session ends or another begins.
 */
export const SESSION_QUERY = { session: true } as const;

/** Forgets every session query, so nothing of an ended session stays on screen or in the cache. */
export function clearSessionQueries(client: QueryClient): void {
  client.removeQueries({ predicate: (query) => !!query.meta?.session });
}

export function fetchMemberInfo(): Promise<MemberInfo> {
  return call<MemberInfo>(accountCalls.memberInfo);
}

/** The member info of a token; `onInfo` stores each reply in the session. */
function memberInfoQuery(token: string | null, onInfo: (info: MemberInfo) => void) {
  return {
    queryKey: memberQueryKeys.info(token),
    queryFn: async () => {
      const info = await fetchMemberInfo();
      onInfo(info);
      return info;
    },
    meta: SESSION_QUERY,
    enabled: token !== null,
    staleTime: 5 * 60_000,
    retry: false,
  };
}

/**
 * The wallets reply as the platform sent it, one request for every reader: the header's total
 * (useBalance) and the centres' wallets (session/wallets.ts) each select what they show, so a
 * refresh in one refreshes the other and the centre does not ask again for what the header has.
 */
export function balanceReplyQuery(token: string | null) {
  return {
    queryKey: memberQueryKeys.balance(token),
    queryFn: () => call<unknown>(accountCalls.balance),
    meta: SESSION_QUERY,
    enabled: token !== null,
    staleTime: 30_000,
  };
}

/** The member info for the current token; each reply is stored in the session. */
export function useMemberInfo() {
  const token = useAtomValue(tokenAtom);
  const setMember = useSetAtom(memberAtom);
  return useQuery(memberInfoQuery(token, setMember));
}

/** What a page reads of the member info (the security centre's contacts), from the header's own query and request. */
export function useMemberInfoAs<T>(select: (info: MemberInfo) => T) {
  const token = useAtomValue(tokenAtom);
  const setMember = useSetAtom(memberAtom);
  return useQuery({ ...memberInfoQuery(token, setMember), select });
}

/** The header's balance: the total the wallets reply names. */
export function useBalance() {
  return useQuery({ ...balanceReplyQuery(useAtomValue(tokenAtom)), select: readSumBalance });
}

/**
 * A session known at boot: the header's member info and balance are asked for beside the first
 * render, not after the player's header chunk has arrived and mounted (a second round trip later).
 */
export function prefetchMember(client: QueryClient, token: string, onInfo: (info: MemberInfo) => void): void {
  void client.prefetchQuery(memberInfoQuery(token, onInfo));
  void client.prefetchQuery(balanceReplyQuery(token));
}

/** After money moved (a deposit credited, a withdrawal, a transfer): the header's balance and every wallet ask again. */
export function refreshMoney(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: ['balance'] });
}

/**
 * The merchant's promotion types that are on (the invite-friends page needs REFERRAL), asked for
 * a logged-in player only, where a menu offers such a page: off until the reply says otherwise.
 */
export function useMerchantPromotions({ enabled = true }: { enabled?: boolean } = {}) {
  const token = useAtomValue(tokenAtom);
  return useQuery({
    queryKey: memberQueryKeys.merchantPromotions(token),
    queryFn: () => call<unknown>(systemCalls.availablePromotions).then(readMerchantPromotions),
    meta: SESSION_QUERY,
    enabled: enabled && token !== null,
    staleTime: 10 * 60_000,
  });
}

