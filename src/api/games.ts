/**
 * Game calls beyond the lists in queries.ts: the game list, launch, and the lottery gateway's
 * opened numbers and recent games (spec section 7); a player's own lists are playerGames.ts.
 * Paths live here only.
 */
import { apiGet, apiMerchantCode } from './client';
import type { GameListQuery, GamePage } from './types';

export const GAME_PLATFORM = 'html5-desktop';
export const gameKeys = {
  /** one page of a game list: the lobbies, the home search and vendor popups share its cache */
  gameList: (q: GameListQuery, lang: string) => ['gameList', q, lang] as const,
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
