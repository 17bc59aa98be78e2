/**
 * The replies that list games page by page or by id: a page of GCSGAME_gameList (the real platform
 * may leave totalCount out) and the player's favourite ids (a plain array). Apart from games.ts:
 * the home page reads single games (hot games) and never these.
 */
import { isRecord } from '../findings';
import { idOf as id, numberOrNull, readGames, type Game } from './games';

export interface GamePage {
  games: Game[];
  totalPages: number;
  /** null when the platform does not say (the real one may not) */
  totalCount: number | null;
}

/** A page of GCSGAME_gameList: `games` (or `list`), totalPages, totalCount when given. */
export function readGamePage(raw: unknown): GamePage {
  const value = isRecord(raw) ? raw : {};
  const games = readGames(Array.isArray(value.games) ? value.games : value.list);
  const totalPages = numberOrNull(value.totalPages);
  const totalCount = numberOrNull(value.totalCount);
  return { games, totalPages: totalPages !== null && totalPages >= 0 ? Math.floor(totalPages) : games.length > 0 ? 1 : 0, totalCount: totalCount !== null && totalCount >= 0 ? Math.floor(totalCount) : null };
}

/**
 * The player's favourites as nodeIds (strings, as the real client compares them): the real reply
 * is a plain array of ids; an older `{ content: [{ nodeId }] }` is read too.
 */
export function readFavouriteIds(raw: unknown): string[] {
  const list = Array.isArray(raw) ? raw : isRecord(raw) && Array.isArray(raw.content) ? raw.content : [];
  return list.map((entry) => id(isRecord(entry) ? entry.nodeId : entry)).filter((v): v is string => v !== null);
}
