/**
 * Which lobby a pathname is (features do not read the route table): its game category
 * candidates (the first with vendors wins) and a fixed vendor for the in-house lobby.
 */
import type { GameCategory } from '../../brand/model';

export interface LobbyRoute {
  categories: GameCategory[];
  /** /inhouse is the RNG lobby of the in-house vendor */
  vendor: string | null;
}

const LOBBIES: Record<string, LobbyRoute> = {
  '/rng': { categories: ['RNG'], vendor: null },
  '/inhouse': { categories: ['RNG'], vendor: 'BGS' },
  '/pvp': { categories: ['PVP'], vendor: null },
  '/live': { categories: ['LIVE'], vendor: null },
  '/fish': { categories: ['FISH'], vendor: null },
  '/sports': { categories: ['SPORTS'], vendor: null },
  '/esports': { categories: ['ESPORTS'], vendor: null },
  '/cockfight': { categories: ['COCKFIGHT'], vendor: null },
  // the left bar sends both ELOTT and LOTT here
  '/elott': { categories: ['ELOTT', 'LOTT'], vendor: null },
};

export function lobbyFromPath(pathname: string): LobbyRoute | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return LOBBIES[path.toLowerCase()] ?? null;
}
