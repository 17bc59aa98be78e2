import type { Game } from '../../api/types';
import { DEFAULT_GAME_ICON, gameIconUrl } from '../../games/gameIcon';

/**
 * The hot games' first cards: the home's largest paint on most brands, a row on a desktop and the
 * first screen on a phone (two columns), so their icons skip the lazy images' queue.
 */
export const HOT_GAMES_PRIORITY_CARDS = 6;

/** The icons the hot games' first cards show, as those cards ask for them (a game without one shows the default). */
export function priorityIcons(games: ReadonlyArray<Pick<Game, 'iconUrl'>>, cdn: string): string[] {
  const urls = games.slice(0, HOT_GAMES_PRIORITY_CARDS).map((g) => gameIconUrl(cdn, g.iconUrl) || gameIconUrl(cdn, DEFAULT_GAME_ICON));
  return [...new Set(urls)].filter(Boolean);
}
