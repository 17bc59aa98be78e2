/**
 * The parts of the home page only a logged-in player has: favourite toggles on the game cards,
 * the favourites list and recent games. A chunk of its own, so a visitor's home does not carry
 * the favourites code, its queries or its mutation.
 */
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { fetchRecentGames, playerGameKeys } from '../../games/playerGames';
import { tokenAtom } from '../../session/session';
import { useFavouriteList, useFavourites } from '../../games/favourites';
import { SESSION_QUERY } from '../../session/member';
import { ErrorMessage } from '../../ui/StatusMessage';
import { GameCardList, GameListSection, type GameCardsProps } from './GameCardList';

/** Cards with favourite toggles on slot and fish games; a refused toggle says why under them. */
export function FavouriteGameCards(props: GameCardsProps) {
  const { cardToggle, error } = useFavourites();
  return (
    <>
      <GameCardList {...props} favouriteOf={cardToggle} />
      {error !== null && error !== undefined && <ErrorMessage error={error} />}
    </>
  );
}

export function Favourites() {
  const { t } = useTranslation();
  const list = useFavouriteList('RNG');
  return <GameListSection name="favourites" title={t('home.favourites')} empty={t('home.noFavourites')} query={list} Cards={FavouriteGameCards} />;
}

export function RecentGames() {
  const { t } = useTranslation();
  const token = useAtomValue(tokenAtom);
  const recent = useQuery({
    queryKey: playerGameKeys.recentGames(token),
    queryFn: ({ signal }) => fetchRecentGames(signal).then((r) => r.list),
    meta: SESSION_QUERY,
    enabled: Boolean(token),
  });
  return <GameListSection name="recent" title={t('home.recentGames')} empty={t('home.noRecentGames')} query={recent} Cards={FavouriteGameCards} />;
}
