/**
 * The menu's fallback (the product's "falls back when lists are empty"): when the vendor-lanes
 * reply has no vendor at all (an empty list, or the call failed), boot builds the left bar's
 * categories and vendor flyouts from GCSGAME_getVassGameType instead, the map of game type to
 * vendors a client derived from the real one builds its category menu from. A chunk of its own:
 * a normal boot neither loads it nor makes the call.
 *
 * Boot asks as a visitor (the token is restored after boot), as it asks for the lanes: the real
 * client sends its token when it has one, as it does for the game list, and the preview answers
 * without one. Should the real platform refuse a visitor, the fallback gives no lanes and the menu
 * shows no game categories, as it did before there was a fallback (docs/brand-folder-and-endpoints.md).
 */
import { call } from '../api/client';
import * as gameCalls from '../contract/calls/games';
import type { VendorLane } from '../contract/readers/games';
import { lanesFromGameTypes, readVendorGameTypes } from '../contract/readers/vendorGameTypes';

/** The lanes the merchant's vendors per game type stand for; none when the call fails. */
export function lanesFromVendorGameTypes(merchantCode: string): Promise<VendorLane[]> {
  return call<unknown>(gameCalls.vendorGameTypes, { merchantCode }).then(
    (raw) => lanesFromGameTypes(readVendorGameTypes(raw)),
    () => [],
  );
}
