import { useAtomValue, useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import type { Game } from '../../api/types';
import { openModalAtom } from '../../state/modals';
import { isLoggedInAtom } from '../../state/session';

export function gameHref(game: Pick<Game, 'gameId' | 'vassalage' | 'gameType'>): string {
  const q = new URLSearchParams({ gameId: String(game.gameId), vendor: game.vassalage, gameType: String(game.gameType) });
  return `/game?${q.toString()}`;
}

/** Game launch needs login: logged out opens the login popup, logged in goes to the game page. */
export function useOpenGame() {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const openModal = useSetAtom(openModalAtom);
  const navigate = useNavigate();
  return (game: Game) => {
    if (!loggedIn) openModal({ name: 'login' });
    else navigate(gameHref(game));
  };
}
