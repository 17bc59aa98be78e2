/**
 * Favourites (spec section 4): a toggle calls the platform, updates the ids, reloads the list
 * (page 1, size 999) and refreshes the slot and fish lists. The ids are also kept per username in
 * localStorage (`favourites`, a map keyed by username), so they show at once after a reload; the
 * lottery's favourites (features/lottery, game codes kept only there) share the map.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useBrand } from '../brand/context';
import { SESSION_QUERY } from '../session/member';
import { favouriteKey, fetchFavouriteIds, fetchFavouriteList, playerGameKeys, type FavouriteId } from './playerGames';
import type { Game } from '../api/types';
import { isLoggedInAtom, memberAtom, tokenAtom } from '../session/session';

export const FAVOURITES_STORAGE_KEY = 'favourites';
/** Game types whose cards carry a favourite toggle (the spec refreshes slot and fish lists). */
export const FAVOURITE_GAME_TYPES: readonly string[] = ['RNG', 'FISH'];

export interface StoredFavourites {
  games: string[];
  lottery: string[];
}

type FavouritesMap = Record<string, StoredFavourites>;

export function readFavouritesMap(storage: Pick<Storage, 'getItem'> | null = safeLocalStorage()): FavouritesMap {
  try {
    const raw = storage?.getItem(FAVOURITES_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as FavouritesMap) : {};
  } catch {
    return {};
  }
}

/** The stored favourites of one user (empty lists when none or malformed). */
export function storedFor(map: FavouritesMap, username: string): StoredFavourites {
  const entry = map[username];
  const list = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
  return { games: list(entry?.games), lottery: list(entry?.lottery) };
}

/** A new map with one user's entry changed; other users are kept. */
export function withStored(map: FavouritesMap, username: string, patch: Partial<StoredFavourites>): FavouritesMap {
  return { ...map, [username]: { ...storedFor(map, username), ...patch } };
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function writeStored(username: string, patch: Partial<StoredFavourites>) {
  const storage = safeLocalStorage();
  if (!storage) return;
  try {
    storage.setItem(FAVOURITES_STORAGE_KEY, JSON.stringify(withStored(readFavouritesMap(storage), username, patch)));
  } catch {
    /* storage full or blocked: the platform still has them */
  }
}

/** The logged-in player's username (from the member info of the session), or null. */
export function useSessionUsername(): string | null {
  const member = useAtomValue(memberAtom);
  const loggedIn = useAtomValue(isLoggedInAtom);
  if (!loggedIn) return null;
  if (member?.username) return member.username;
  try {
    return sessionStorage.getItem('username');
  } catch {
    return null;
  }
}

/** One toggle: the favourite and whether it is being switched on. */
export interface FavouriteChange {
  id: FavouriteId;
  on: boolean;
}

export type CardGame = Pick<Game, 'nodeId' | 'vassalage' | 'gameType'>;
export type CardToggle = { on: boolean; busy: boolean; onToggle: () => void };

/**
 * A game card's favourite toggle: only for a player, only on slot and fish games; on and busy
 * are looked up by the same key the platform's ids and the pending toggle use.
 */
export function cardToggleFor(
  game: CardGame,
  state: { enabled: boolean; ids: ReadonlySet<string>; pending: string | null; toggle: (game: CardGame) => void },
): CardToggle | undefined {
  if (!state.enabled || !FAVOURITE_GAME_TYPES.includes(String(game.gameType).toUpperCase())) return undefined;
  const key = favouriteKey(game);
  return { on: state.ids.has(key), busy: state.pending === key, onToggle: () => state.toggle(game) };
}

export interface Favourites {
  enabled: boolean;
  isFavourite: (game: Pick<Game, 'nodeId' | 'vassalage'>) => boolean;
  toggle: (game: Pick<Game, 'nodeId' | 'vassalage' | 'gameType'>) => void;
  /** the key of the game whose toggle is in flight */
  pending: string | null;
  error: unknown;
  /** A game card's favourite toggle (cardToggleFor with this player's state). */
  cardToggle: (game: CardGame) => CardToggle | undefined;
}

export function useFavourites(): Favourites {
  const token = useAtomValue(tokenAtom);
  const username = useSessionUsername();
  const client = useQueryClient();
  // the brand's GAMELOFAV3: without it no card carries a star and nothing is asked of the platform
  const { favouriteGames } = useBrand().features;
  const enabled = Boolean(token) && favouriteGames;
  const ids = useQuery<string[]>({
    queryKey: playerGameKeys.favouriteIds(token),
    queryFn: ({ signal }) => fetchFavouriteIds(signal),
    meta: SESSION_QUERY,
    enabled,
    placeholderData: (): string[] | undefined => (username ? storedFor(readFavouritesMap(), username).games : undefined),
    staleTime: 60_000,
  });
  const set = useMemo(() => new Set(ids.data ?? []), [ids.data]);
  const confirmed = ids.isSuccess && !ids.isPlaceholderData ? ids.data : null;
  useEffect(() => {
    // keep the per-user copy in step with what the platform says
    if (!confirmed || !username) return;
    if (storedFor(readFavouritesMap(), username).games.join('|') !== confirmed.join('|')) writeStored(username, { games: confirmed });
  }, [confirmed, username]);

  // the toggle in flight (its code, favouriteToggle.ts, loads on the first one) and how it ended;
  // a second toggle before the first has ended takes over, as with useMutation
  const [last, setLast] = useState<{ pending: string | null; error: unknown }>({ pending: null, error: null });
  const latest = useRef(0);

  const isFavourite = useCallback((g: Pick<Game, 'nodeId' | 'vassalage'>) => set.has(favouriteKey(g)), [set]);
  // the latest ids, so a toggle handed to a memoised card never acts on a stale set
  const current = useRef(set);
  useEffect(() => {
    current.current = set;
  }, [set]);
  const toggle = useCallback(
    (g: Pick<Game, 'nodeId' | 'vassalage' | 'gameType'>) => {
      const id: FavouriteId = { nodeId: g.nodeId, vendor: g.vassalage, gameType: String(g.gameType) };
      const change = { id, on: !current.current.has(favouriteKey(id)) };
      const mine = ++latest.current;
      const settle = (error: unknown) => {
        if (latest.current === mine) setLast({ pending: null, error });
      };
      setLast({ pending: favouriteKey(id), error: null });
      void import('./favouriteToggle')
        .then((m) => m.toggleFavourite(client, { token, username }, change))
        .then((outcome) => settle(outcome.error), settle); // the second: its code did not arrive
    },
    [client, token, username],
  );
  const { pending, error } = last;
  const cardToggle = (g: CardGame) => cardToggleFor(g, { enabled, ids: set, pending, toggle });
  return { enabled, isFavourite, toggle, pending, error, cardToggle };
}

/** The favourites list of one game type (spec: gameType RNG, page 1, size 999). */
export function useFavouriteList(gameType = 'RNG') {
  const token = useAtomValue(tokenAtom);
  return useQuery({
    queryKey: playerGameKeys.favouriteList(token, gameType),
    queryFn: ({ signal }) => fetchFavouriteList(gameType, signal),
    meta: SESSION_QUERY,
    enabled: Boolean(token),
  });
}
