/**
 * A favourite toggle's call to the platform, loaded on a player's first toggle so the mutation
 * machinery (TanStack's MutationObserver) and the add and remove calls stay off the home page.
 * The toggle runs in the query client's mutation cache under favouriteToggleKey(token).
 */
import { MutationObserver, type Query, type QueryClient } from '@tanstack/react-query';
import { addFavourite, removeFavourite } from './favouriteChanges';
import { favouriteKey, playerGameKeys } from './playerGames';
import { FAVOURITE_GAME_TYPES, writeStored, type FavouriteChange } from './favourites';

/** The mutation key of a session's favourite toggles in the query client. */
export const favouriteToggleKey = (token: string | null) => ['favouriteToggle', token] as const;

/** Lists the spec says to refresh after a toggle: slot and fish game lists (the favourites list apart). */
export function isRefreshedList(query: Pick<Query, 'queryKey'>): boolean {
  const [name, q] = query.queryKey as [string, { gameType?: string } | undefined];
  return name === 'gameList' && FAVOURITE_GAME_TYPES.includes(String(q?.gameType ?? '').toUpperCase());
}

/**
 * Adds or removes one favourite for the session `token`; on success updates the ids, the
 * player's stored copy, and reloads the favourites list and the slot and fish lists.
 * Resolves when the platform has answered, with its refusal or failure as `error` (null on success).
 */
export async function toggleFavourite(
  client: QueryClient,
  { token, username }: { token: string | null; username: string | null },
  change: FavouriteChange,
): Promise<{ error: unknown }> {
  const observer = new MutationObserver(client, {
    mutationKey: favouriteToggleKey(token),
    mutationFn: async ({ id, on }: FavouriteChange) => {
      await (on ? addFavourite(id) : removeFavourite(id));
      return { key: favouriteKey(id), on };
    },
    onSuccess: ({ key, on }) => {
      const next = client.setQueryData<string[]>(playerGameKeys.favouriteIds(token), (old = []) =>
        on ? [key, ...old.filter((k) => k !== key)] : old.filter((k) => k !== key),
      );
      if (username && next) writeStored(username, { games: next });
      void client.invalidateQueries({ queryKey: playerGameKeys.favouriteLists(token) });
      void client.invalidateQueries({ predicate: isRefreshedList });
    },
  });
  try {
    await observer.mutate(change);
    return { error: null };
  } catch (error) {
    return { error };
  } finally {
    // nothing observes it now: the cache lets it go after its gcTime
    observer.reset();
  }
}
