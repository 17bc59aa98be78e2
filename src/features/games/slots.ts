/** The games in the shell: a lobby per game category (the contract's catalogue) and the game page. */
import { LOBBIES } from '../../contract/gameCategories';
import { registerPages, type PageLoader } from '../../shell/slots';

const lobby: PageLoader = () => import('./LobbyPage');

registerPages(
  ...LOBBIES.map(({ path, categories, bannerGroup }) => ({
    id: `lobby${path}`,
    paths: [path],
    load: lobby,
    layout: { header: true, banner: true, footer: true, sideMenu: true },
    bannerGroup,
    category: categories[0],
  })),
  { id: 'game', paths: ['/game'], load: () => import('./GamePage'), layout: { header: true, banner: false, footer: false, sideMenu: false } },
);
