/**
 * Adding and removing a favourite (spec section 4). Apart from playerGames.ts: only a favourite
 * toggle's own chunk (favouriteToggle.ts) calls these, on a player's first toggle.
 */
import { call } from '../api/client';
import * as gameCalls from '../contract/calls/games';
import type { FavouriteId } from './playerGames';

export function addFavourite(f: FavouriteId): Promise<unknown> {
  return call(gameCalls.addFavourite, { body: { nodeId: f.nodeId, vendor: f.vendor, gameType: f.gameType } });
}

export function removeFavourite(f: FavouriteId): Promise<unknown> {
  return call(gameCalls.removeFavourite, { body: { nodeId: f.nodeId, vendor: f.vendor, gameType: f.gameType } });
}
