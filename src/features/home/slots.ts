/** The home page in the shell: it ships in the app shell, since most visits land on it. */
import { hotGamesQuery } from '../../api/queries';
import type { BrandModel } from '../../brand/model';
import { registerPages, type PrefetchDeps } from '../../shell/slots';
import { preloadImages } from '../../ui/preloadImages';
import { priorityIcons } from './firstScreen';

/**
 * The hot games are the largest paint of most homes: asked for at boot, beside the first render,
 * and their first cards' icons as soon as the reply is read (on a visitor's first visit
 * theme-init.js has it in already), not once the render has made their cards.
 */
function prefetchHome({ brand, queryClient, language }: PrefetchDeps): Promise<unknown> {
  const { features, cdn } = brand as BrandModel;
  if (!features.hotGames) return Promise.resolve();
  return queryClient.fetchQuery(hotGamesQuery(language.toUpperCase())).then(
    (games) => preloadImages(priorityIcons(games, cdn.image)),
    () => undefined, // the section shows the failure, and offers to try again
  );
}

registerPages({
  id: 'home',
  paths: ['/', '/index', '/index.html', '/home'],
  shellPage: 'home',
  layout: { header: true, banner: true, footer: true, sideMenu: true },
  bannerGroup: 'w_home',
  prefetch: prefetchHome,
});
