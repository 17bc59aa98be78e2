/**
 * Adding and removing a favourite (spec section 4). Apart from playerGames.ts: only a favourite
 * toggle's own chunk (ui/favouriteToggle.ts) calls these, on a player's first toggle.
 */
import { apiPost, request } from './client';
import type { FavouriteId } from './playerGames';

export function addFavourite(f: FavouriteId): Promise<unknown> {
  return apiPost('/wps/relay/MCSFE_addFavoriteGame', { nodeId: f.nodeId, vendor: f.vendor, gameType: f.gameType });
}

export function removeFavourite(f: FavouriteId): Promise<unknown> {
  return request('/wps/relay/MCSFE_removeFavoriteGame', {
    method: 'DELETE',
    params: { nodeId: String(f.nodeId), vendor: f.vendor, gameType: f.gameType },
  });
}
