/**
 * Game calls beyond the lists in queries.ts: the game list, launch, and the lottery gateway's
 * opened numbers and recent games (spec section 7); a player's own lists are playerGames.ts.
 * What each call is lives in the contract (src/contract/calls/games.ts).
 */
import { queryOptions } from '@tanstack/react-query';
import { apiMerchantCode, call } from '../api/client';
import * as gameCalls from '../contract/calls/games';
import { readLotteryGames } from '../contract/readers/lottery';
import { readGamePage } from '../contract/readers/gameLists';
import type { GameListQuery, GamePage } from '../api/types';

export const GAME_PLATFORM = 'html5-desktop';
/** how long a fetched game list page is fresh (the app's default for queries) */
export const GAME_LIST_FRESH_MS = 60_000;
export const gameKeys = {
  /** one page of a game list: the lobbies, the home search and vendor popups share its cache */
  gameList: (q: GameListQuery, lang: string) => ['gameList', q, lang] as const,
  vnRecent: (token: string | null) => ['vnLotteryRecent', token] as const,
  opened: (gameCode: string, vn: boolean) => ['lotteryOpened', gameCode, vn] as const,
};

export function fetchGameList(query: GameListQuery, language: string, signal?: AbortSignal): Promise<GamePage> {
  return call<unknown>(gameCalls.gameList, {
    // the real client sends the merchant as the channel too
    params: { merchant: apiMerchantCode(), channel: apiMerchantCode(), platform: GAME_PLATFORM, clientType: 3, language, ...query },
    signal,
  }).then(readGamePage);
}

/**
 * The games of one list page, in a language: what its query is keyed on and how it is fetched (the
 * lobby's grid, its bet filters and its prefetch share it). A page fetched a moment ago (by the
 * prefetch, or the lobby waiting for it before its grid mounts) is not fetched again on mount.
 */
export function gameListPage(base: Omit<GameListQuery, 'pageNo' | 'pageSize'>, pageNo: number, pageSize: number, language: string) {
  const query = { ...base, pageNo, pageSize } as GameListQuery;
  return queryOptions({
    queryKey: gameKeys.gameList(query, language),
    queryFn: ({ signal }) => fetchGameList(query, language, signal),
    staleTime: GAME_LIST_FRESH_MS,
  });
}

export interface LaunchReply {
  content?: { game_url?: string | null; game_url2?: string | null } | null;
  gameUrl?: string | null;
}

/** GET /wps/game/launchGame with the `Language` header (the client sends it on every call; set here explicitly). */
export function fetchLaunch(params: Record<string, string | number>, language: string, signal?: AbortSignal): Promise<LaunchReply> {
  return call<LaunchReply>(gameCalls.launchGame, { params, signal, headers: { Language: language } });
}

export interface OpenedNumbers {
  gameCode: string;
  lotteryType: string | null;
  list: Array<{ numero: string; openTime: string; winningNumbers: string[] }>;
}

/** Opened numbers: Vietnam games from /lgw/vn/numeros/opened/game, others from /lotto/lgw/games/opened/numero (token). */
export function fetchOpenedNumbers(gameCode: string, vn: boolean, signal?: AbortSignal): Promise<OpenedNumbers> {
  return call<OpenedNumbers>(vn ? gameCalls.vnOpenedNumbers : gameCalls.openedNumbers, { params: { gameCode, count: 10 }, signal });
}

export function fetchVnRecent(signal?: AbortSignal): Promise<Array<{ gameCode: string; gameName: string }>> {
  return call<unknown>(gameCalls.vnLotteryRecent, { signal }).then(readLotteryGames);
}
