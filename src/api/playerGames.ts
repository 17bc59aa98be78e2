/**
 * A player's own game lists (spec sections 4 and 9): favourites (ids and the list) and recent
 * games. Apart from games.ts so a player's home loads only these calls; adding and removing a
 * favourite is favouriteChanges.ts, loaded with a player's first toggle.
 */
import { apiGet } from './client';
import type { Game } from './types';

/** spec section 9: favourites page size */
export const FAVOURITES_PAGE_SIZE = 999;

export const playerGameKeys = {
  favouriteIds: (token: string | null) => ['favouriteIds', token] as const,
  /** every favourites list of a session, whatever its game type (a prefix of favouriteList) */
  favouriteLists: (token: string | null) => ['favouriteList', token] as const,
  favouriteList: (token: string | null, gameType: string) => [...playerGameKeys.favouriteLists(token), gameType] as const,
  recentGames: (token: string | null) => ['recentGames', token] as const,
};

/** A favourite as the platform keys it. */
export interface FavouriteId {
  nodeId: string | number;
  vendor: string;
  gameType: string;
}

export function favouriteKey(f: { nodeId: string | number; vendor: string }): string {
  return `${f.vendor.toUpperCase()}:${String(f.nodeId)}`;
}

/** Every favourite id of the player (all game types, so fish cards show theirs too). */
export function fetchFavouriteIds(signal?: AbortSignal): Promise<FavouriteId[]> {
  return apiGet<{ content: FavouriteId[] }>('/wps/relay/MCSFE_getFavoriteGames', { clientType: 3, platform: 'flash' }, { signal }).then(
    (v) => v?.content ?? [],
  );
}

/** The favourites list (spec: clientType 3, platform flash, gameType RNG, page 1 size 999 -> value.content). */
export function fetchFavouriteList(gameType: string, signal?: AbortSignal): Promise<Game[]> {
  return apiGet<{ content: Game[] }>(
    '/wps/relay/MCSFE_getFavoriteGamesList',
    { clientType: 3, platform: 'flash', gameType, pageNo: 1, pageSize: FAVOURITES_PAGE_SIZE },
    { signal },
  ).then((v) => v?.content ?? []);
}

export function fetchRecentGames(signal?: AbortSignal): Promise<{ list: Game[]; totalPages: number }> {
  return apiGet<{ list: Game[]; totalPages: number }>('/wps/relay/GCS_recentGame', { pageNo: 1, pageSize: 35 }, { signal }).then((v) => ({
    list: v?.list ?? [],
    totalPages: v?.totalPages ?? 0,
  }));
}
