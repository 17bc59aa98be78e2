/**
 * The start-up calls beside the permission reply (spec section 6: "fetch country code" at start)
 * and the domain routes. Boot starts the country call once the brand is known; the query keeps
 * the raw reply and each reader runs where it is shown (`select`), so boot carries the call and no
 * reader. A failed call is no data (null): the dialing code stays the platform's default and the
 * affiliate domains the manifest's.
 */
import type { QueryClient } from '@tanstack/react-query';
import { call } from '../api/client';
import * as systemCalls from '../contract/calls/system';

const raw = (spec: typeof systemCalls.country | typeof systemCalls.domainRoute) => () => call<unknown>(spec).catch(() => null);

/** GET /wps/system/country: read with readCountries */
export const countriesQuery = { queryKey: ['startup', 'country'], queryFn: raw(systemCalls.country), staleTime: Number.POSITIVE_INFINITY, retry: false } as const;

/** GET /wps/system/domainRoute (the affiliate domains): read with readDomainRoutes; asked by the register form, not at start */
export const domainRoutesQuery = { queryKey: ['startup', 'domainRoute'], queryFn: raw(systemCalls.domainRoute), staleTime: Number.POSITIVE_INFINITY, retry: false } as const;

export function startStartupCalls(client: QueryClient): void {
  void client.prefetchQuery(countriesQuery);
}
