/**
 * Lottery favourites: game codes kept per username in localStorage (the `favourites` map of
 * games/favourites.ts, beside the platform's game ids), loaded when the player is known. The
 * platform keeps none, so they never leave the browser.
 */
import { useCallback, useState } from 'react';
import { readFavouritesMap, storedFor, useSessionUsername, writeStored } from '../../games/favourites';

export function useLotteryFavourites() {
  const username = useSessionUsername();
  const [local, setLocal] = useState<{ user: string | null; codes: string[] }>({ user: null, codes: [] });
  const codes = local.user === username ? local.codes : username ? storedFor(readFavouritesMap(), username).lottery : [];
  const toggle = useCallback(
    (gameCode: string) => {
      if (!username) return;
      const current = storedFor(readFavouritesMap(), username).lottery;
      const next = current.includes(gameCode) ? current.filter((c) => c !== gameCode) : [gameCode, ...current];
      writeStored(username, { lottery: next });
      setLocal({ user: username, codes: next });
    },
    [username],
  );
  return { enabled: Boolean(username), codes, isFavourite: (code: string) => codes.includes(code), toggle };
}
