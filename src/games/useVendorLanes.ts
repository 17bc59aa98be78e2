/** Vendor lanes (GCSGAME_newGameVendor) in the player's language: per game type, its vendors and classify filters (with counts when the platform gives them). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiMerchantCode, call } from '../api/client';
import * as gameCalls from '../contract/calls/games';
import { passAll } from '../contract/readers/check';
import { readLanes } from '../contract/readers/games';

/** The lanes' query in a language (upper case): the lobby and its prefetch share it. */
export function vendorLanesQuery(language: string) {
  return queryOptions({
    queryKey: ['vendorLanes', language],
    queryFn: ({ signal }) =>
      call<unknown>(gameCalls.vendorLanes, {
        params: { merchant: apiMerchantCode(), platform: 'html5-desktop', language },
        signal,
      }).then((v) => readLanes(v, passAll).lanes),
    staleTime: 5 * 60_000,
  });
}

export function useVendorLanes() {
  return useQuery(vendorLanesQuery(useTranslation().i18n.language.toUpperCase()));
}
