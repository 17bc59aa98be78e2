/** The home page in the shell: it ships in the app shell, since most visits land on it. */
import { hotGamesQuery } from '../../api/queries';
import type { BrandModel } from '../../brand/model';
import { registerPages, type PrefetchDeps } from '../../shell/slots';

/** The hot games are the largest paint of most homes: asked for at boot, beside the first render. */
function prefetchHome({ brand, queryClient, language }: PrefetchDeps): Promise<unknown> {
  if (!(brand as BrandModel).features.hotGames) return Promise.resolve();
  return queryClient.prefetchQuery(hotGamesQuery(language.toUpperCase()));
}

registerPages({
  id: 'home',
  paths: ['/', '/index', '/index.html', '/home'],
  shellPage: 'home',
  layout: { header: true, banner: true, footer: true, sideMenu: true },
  bannerGroup: 'w_home',
  prefetch: prefetchHome,
});
