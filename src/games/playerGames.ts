/**
 * A player's own game lists (spec sections 4 and 9): favourites (ids and the list) and recent
 * games. Apart from games.ts so a player's home loads only these calls; adding and removing a
 * favourite is favouriteChanges.ts, loaded with a player's first toggle.
 */
import { call } from '../api/client';
import * as gameCalls from '../contract/calls/games';
import { isRecord } from '../contract/findings';
import { readFavouriteIds, readGamePage } from '../contract/readers/gameLists';
import { readGames } from '../contract/readers/games';
import type { Game } from '../api/types';

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

/** A favourite as the platform lists it: the game's nodeId, as a string (the real client compares them so). */
export function favouriteKey(f: { nodeId: string | number }): string {
  return String(f.nodeId);
}

/** Every favourite of the player, as nodeIds (all game types, so fish cards show theirs too). */
export function fetchFavouriteIds(signal?: AbortSignal): Promise<string[]> {
  return call<unknown>(gameCalls.favouriteIds, { params: { clientType: 3, platform: 'flash' }, signal }).then(readFavouriteIds);
}

/** The favourites list (spec: clientType 3, platform flash, gameType RNG, page 1 size 999 -> value.content). */
export function fetchFavouriteList(gameType: string, signal?: AbortSignal): Promise<Game[]> {
  return call<unknown>(gameCalls.favouriteList, {
    params: { clientType: 3, platform: 'flash', gameType, pageNo: 1, pageSize: FAVOURITES_PAGE_SIZE },
    signal,
  }).then((v) => readGames(isRecord(v) ? v.content : v));
}

export function fetchRecentGames(signal?: AbortSignal): Promise<{ list: Game[]; totalPages: number }> {
  return call<unknown>(gameCalls.recentGames, { params: { pageNo: 1, pageSize: 35 }, signal }).then((v) => {
    const page = readGamePage(isRecord(v) ? { games: v.list, totalPages: v.totalPages } : v);
    return { list: page.games, totalPages: page.totalPages };
  });
}
