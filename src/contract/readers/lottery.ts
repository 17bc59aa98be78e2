/** The lottery gateway's games and menus (/lgw/*), read tolerantly. */
import { isRecord } from '../findings';

const text = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : '');
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

export interface LotteryGame {
  gameCode: string;
  gameName: string;
  defaultPlayType?: string;
}

export interface LotteryMenuGroup {
  gameGroupCode: string;
  gameGroupName: string;
  games: LotteryGame[];
}

export interface VnLotteryMenuGroup {
  groupCode: string;
  groupName: string;
  gameMenus: LotteryGame[];
}

function readLotteryGame(raw: unknown): LotteryGame | null {
  if (!isRecord(raw)) return null;
  const gameCode = text(raw.gameCode);
  if (!gameCode) return null;
  const playType = text(raw.defaultPlayType);
  return { gameCode, gameName: text(raw.gameName) || gameCode, ...(playType ? { defaultPlayType: playType } : {}) };
}

const games = (v: unknown) => list(v).map(readLotteryGame).filter((g): g is LotteryGame => g !== null);

/** /lgw/games/game_menus: groups with `gameGroupCode` and their games. */
export function readLotteryMenus(raw: unknown): LotteryMenuGroup[] {
  return list(raw).flatMap((g) =>
    isRecord(g) && text(g.gameGroupCode) ? [{ gameGroupCode: text(g.gameGroupCode), gameGroupName: text(g.gameGroupName) || text(g.gameGroupCode), games: games(g.games) }] : [],
  );
}

/** /lgw/vn/games/game_menu: groups with `gameMenus`. */
export function readVnLotteryMenu(raw: unknown): VnLotteryMenuGroup[] {
  return list(raw).flatMap((g) =>
    isRecord(g) && text(g.groupCode) ? [{ groupCode: text(g.groupCode), groupName: text(g.groupName) || text(g.groupCode), gameMenus: games(g.gameMenus) }] : [],
  );
}

/** /lgw/games/popular and /lgw/vn/games/game_menu/recent: a list of games. */
export function readLotteryGames(raw: unknown): LotteryGame[] {
  return games(raw);
}
