import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gameKeys } from './api';
import { favouriteKey, playerGameKeys, type FavouriteId } from './playerGames';
import { FAVOURITES_STORAGE_KEY } from './favourites';

const calls = vi.hoisted(() => ({ add: [] as unknown[], remove: [] as unknown[], fail: null as Error | null }));
vi.mock('./favouriteChanges', () => ({
  addFavourite: async (id: unknown) => {
    calls.add.push(id);
    if (calls.fail) throw calls.fail;
  },
  removeFavourite: async (id: unknown) => {
    calls.remove.push(id);
    if (calls.fail) throw calls.fail;
  },
}));
const { favouriteToggleKey, isRefreshedList, toggleFavourite } = await import('./favouriteToggle');

const TOKEN = 'session-1';
const slot: FavouriteId = { nodeId: 7, vendor: 'PT', gameType: 'RNG' };
const kept = favouriteKey({ nodeId: 3 });

// what writeStored uses of localStorage
function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const items = new Map<string, string>();
  return { getItem: (k) => items.get(k) ?? null, setItem: (k, v) => void items.set(k, v) };
}

let client: QueryClient;
beforeEach(() => {
  calls.add = [];
  calls.remove = [];
  calls.fail = null;
  vi.stubGlobal('localStorage', memoryStorage());
  client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  client.setQueryData(playerGameKeys.favouriteIds(TOKEN), [kept]);
});
afterEach(() => vi.unstubAllGlobals());

const toggleStates = () => client.getMutationCache().findAll({ mutationKey: favouriteToggleKey(TOKEN) }).map((m) => m.state.status);

describe('toggleFavourite', () => {
  it('switching on tells the platform, puts the game first in the ids and keeps the player\'s copy', async () => {
    await expect(toggleFavourite(client, { token: TOKEN, username: 'ana' }, { id: slot, on: true })).resolves.toEqual({ error: null });
    expect(calls.add).toEqual([slot]);
    expect(client.getQueryData(playerGameKeys.favouriteIds(TOKEN))).toEqual([favouriteKey(slot), kept]);
    expect(JSON.parse(localStorage.getItem(FAVOURITES_STORAGE_KEY)!).ana.games).toEqual([favouriteKey(slot), kept]);
    expect(toggleStates()).toEqual(['success']);
  });

  it('switching off removes it, and reloads the favourites list and the slot and fish lists only', async () => {
    client.setQueryData(playerGameKeys.favouriteIds(TOKEN), [favouriteKey(slot), kept]);
    const lists = {
      favourites: playerGameKeys.favouriteList(TOKEN, 'RNG'),
      slots: gameKeys.gameList({ gameType: 'RNG' } as never, 'EN'),
      live: gameKeys.gameList({ gameType: 'LIVE' } as never, 'EN'),
    };
    for (const key of Object.values(lists)) client.setQueryData(key, []);
    await toggleFavourite(client, { token: TOKEN, username: null }, { id: slot, on: false });
    expect(calls.remove).toEqual([slot]);
    expect(client.getQueryData(playerGameKeys.favouriteIds(TOKEN))).toEqual([kept]);
    const invalidated = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect({ favourites: invalidated(lists.favourites), slots: invalidated(lists.slots), live: invalidated(lists.live) }).toEqual({
      favourites: true,
      slots: true,
      live: false,
    });
    expect(localStorage.getItem(FAVOURITES_STORAGE_KEY)).toBeNull(); // no player name, nothing stored
  });

  it('a refusal comes back as the error, changes nothing, and is kept under the session\'s toggle key', async () => {
    calls.fail = new Error('favourite refused');
    await expect(toggleFavourite(client, { token: TOKEN, username: 'ana' }, { id: slot, on: true })).resolves.toEqual({ error: calls.fail });
    expect(client.getQueryData(playerGameKeys.favouriteIds(TOKEN))).toEqual([kept]);
    const [failed] = client.getMutationCache().findAll({ mutationKey: favouriteToggleKey(TOKEN) });
    expect(failed?.state).toMatchObject({ status: 'error', error: calls.fail, variables: { id: slot, on: true } });
    expect(client.getMutationCache().findAll({ mutationKey: favouriteToggleKey('another-session') })).toEqual([]);
  });
});

describe('isRefreshedList', () => {
  it.each([
    [['gameList', { gameType: 'RNG' }, 'EN'], true],
    [['gameList', { gameType: 'fish' }, 'EN'], true],
    [['gameList', { gameType: 'LIVE' }, 'EN'], false],
    [['gameList', undefined], false],
    [['favouriteList', TOKEN, 'RNG'], false],
  ])('%j -> %s', (queryKey, expected) => {
    expect(isRefreshedList({ queryKey })).toBe(expected);
  });
});
