/** Vendor lanes (GCSGAME_newGameVendor): per game type, its vendors and classify filters with counts. */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiGet, apiMerchantCode } from '../../api/client';
import type { VendorLane } from '../../api/types';

export function useVendorLanes() {
  const language = useTranslation().i18n.language.toUpperCase();
  return useQuery({
    queryKey: ['vendorLanes', language],
    queryFn: ({ signal }) =>
      apiGet<{ data: { lanes: VendorLane[] } }>(
        '/wps/relay/GCSGAME_newGameVendor',
        { merchant: apiMerchantCode(), platform: 'html5-desktop', language },
        { signal },
      ).then((v) => v?.data?.lanes ?? []),
    staleTime: 5 * 60_000,
  });
}
