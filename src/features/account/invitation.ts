/**
 * Who may register from the site. With DIRECTREG3 on, anyone; off, new players come through an
 * agent's or an affiliate's link only (docs/flags.md): the popup's Register tab and the /register
 * form are offered to an address that carries such a code (?affiliateCode=, an affiliate
 * sub-domain, ?referralCode=, ?r=), and to no one else.
 */
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { useBrand } from '../../brand/context';
import { affiliateCodeOf, referralCodeOf } from '../../contract/affiliate';
import { readDomainRoutes } from '../../contract/readers/startup';
import { domainRoutesQuery } from '../../session/startup';

/** The affiliate and referral codes the address carries ('' when none). */
export function useAddressCodes(): { affiliate: string; referral: string } {
  const brand = useBrand();
  const { search } = useLocation();
  // the merchant's affiliate domains (domainRoute) count as its own, as the manifest's do
  const routed = useQuery({ ...domainRoutesQuery, select: readDomainRoutes }).data?.domains;
  return useMemo(
    () => ({
      affiliate: affiliateCodeOf({ search, hostname: window.location.hostname }, [...brand.domains, ...(routed ?? [])]),
      referral: referralCodeOf({ search }),
    }),
    [search, brand.domains, routed],
  );
}

/** Whether this visitor may register here: the brand lets anyone, or the address is an invitation. */
export function useRegistrationOpen(): boolean {
  const brand = useBrand();
  const { affiliate, referral } = useAddressCodes();
  return brand.features.directRegister || affiliate !== '' || referral !== '';
}
