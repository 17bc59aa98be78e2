/**
 * A lobby's first screen of data, fetched before the press that opens it (the left bar's entry on
 * hover or focus): the vendor lanes (its classify chips) and the first page of its grid, into the
 * query cache under the keys the page reads, so the page finds them there.
 */
import type { BrandModel } from '../../brand/model';
import { gameListPage } from '../../games/api';
import { GAME_PAGE_SIZE } from '../../games/usePagedGames';
import { vendorLanesQuery } from '../../games/useVendorLanes';
import type { PrefetchDeps } from '../../shell/slots';
import { readFilters } from './filters';
import { lobbyPlan } from './lobbyQuery';

export function prefetchLobby({ pathname, search, queryClient, language, brand }: PrefetchDeps): Promise<unknown> {
  const { query } = lobbyPlan((brand as BrandModel).menu.categories, pathname, readFilters(new URLSearchParams(search)));
  if (!query) return Promise.resolve();
  const lang = language.toUpperCase();
  return Promise.all([queryClient.prefetchQuery(gameListPage(query, 1, GAME_PAGE_SIZE, lang)), queryClient.prefetchQuery(vendorLanesQuery(lang))]);
}
