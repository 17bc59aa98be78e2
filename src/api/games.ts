/**
 * Game calls beyond the lists in queries.ts: launch, favourites, recent games and the
 * lottery gateway's opened numbers and recent games (spec section 7). Paths live here only.
 */
import { apiGet, apiMerchantCode, apiPost, request } from './client';
import type { Game, GameListQuery, GamePage } from './types';

export const GAME_PLATFORM = 'html5-desktop';
/** spec section 9: favourites page size */
export const FAVOURITES_PAGE_SIZE = 999;

export const gameKeys = {
  /** the same key as queries.ts `queryKeys.gameList`, so lobby pages share one cache */
  gameList: (q: GameListQuery, lang: string) => ['gameList', q, lang] as const,
  favouriteIds: (token: string | null) => ['favouriteIds', token] as const,
  favouriteList: (token: string | null, gameType: string) => ['favouriteList', token, gameType] as const,
  recentGames: (token: string | null) => ['recentGames', token] as const,
  vnRecent: (token: string | null) => ['vnLotteryRecent', token] as const,
  opened: (gameCode: string, vn: boolean) => ['lotteryOpened', gameCode, vn] as const,
};

export function fetchGameList(query: GameListQuery, language: string, signal?: AbortSignal): Promise<GamePage> {
  return apiGet<GamePage>(
    '/wps/relay/GCSGAME_gameList',
    { merchant: apiMerchantCode(), platform: GAME_PLATFORM, clientType: 3, language, ...query },
    { signal },
  );
}

export interface LaunchReply {
  content?: { game_url?: string | null; game_url2?: string | null } | null;
  gameUrl?: string | null;
}

/** GET /wps/game/launchGame with the `Language` header (the client sends it on every call; set here explicitly). */
export function fetchLaunch(params: Record<string, string | number>, language: string, signal?: AbortSignal): Promise<LaunchReply> {
  return apiGet<LaunchReply>('/wps/game/launchGame', params, { signal, headers: { Language: language } });
}

/** A favourite as the platform keys it. */
export interface FavouriteId {
  nodeId: string | number;
  vendor: string;
  gameType: string;
}

export function favouriteKey(f: { nodeId: string | number; vendor: string }): string {
  return `${f.vendor.toUpperCase()}:${String(f.nodeId)}`;
}

export function addFavourite(f: FavouriteId): Promise<unknown> {
  return apiPost('/wps/relay/MCSFE_addFavoriteGame', { nodeId: f.nodeId, vendor: f.vendor, gameType: f.gameType });
}

export function removeFavourite(f: FavouriteId): Promise<unknown> {
  return request('/wps/relay/MCSFE_removeFavoriteGame', {
    method: 'DELETE',
    params: { nodeId: String(f.nodeId), vendor: f.vendor, gameType: f.gameType },
  });
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

export interface OpenedNumbers {
  gameCode: string;
  lotteryType: string | null;
  list: Array<{ numero: string; openTime: string; winningNumbers: string[] }>;
}

/** Opened numbers: Vietnam games from /lgw/vn/numeros/opened/game, others from /lotto/lgw/games/opened/numero (token). */
export function fetchOpenedNumbers(gameCode: string, vn: boolean, signal?: AbortSignal): Promise<OpenedNumbers> {
  const path = vn ? '/lgw/vn/numeros/opened/game' : '/lotto/lgw/games/opened/numero';
  return apiGet<OpenedNumbers>(path, { gameCode, count: 10 }, { signal, envelope: false });
}

export function fetchVnRecent(signal?: AbortSignal): Promise<Array<{ gameCode: string; gameName: string }>> {
  return apiGet<Array<{ gameCode: string; gameName: string }>>('/lgw/vn/games/game_menu/recent', undefined, { signal, envelope: false });
}
