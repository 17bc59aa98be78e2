/** The games in the shell: a lobby per game category (the contract's catalogue) and the game page. */
import { LOBBIES } from '../../contract/gameCategories';
import { registerPages, type PageLoader, type PrefetchDeps } from '../../shell/slots';

const lobby: PageLoader = () => import('./LobbyPage');
/** the lobby's first data on the way with its chunk (its own small chunk: the shell does not carry it) */
const prefetchLobby = (deps: PrefetchDeps) => import('./lobbyPrefetch').then((m) => m.prefetchLobby(deps));

registerPages(
  ...LOBBIES.map(({ path, categories, bannerGroup }) => ({
    id: `lobby${path}`,
    paths: [path],
    load: lobby,
    layout: { header: true, banner: true, footer: true, sideMenu: true },
    bannerGroup,
    category: categories[0],
    skeleton: 'games' as const,
    prefetch: prefetchLobby,
  })),
  { id: 'game', paths: ['/game'], load: () => import('./GamePage'), layout: { header: true, banner: false, footer: false, sideMenu: false } },
);
