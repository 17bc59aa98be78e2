import { useNavigate } from 'react-router-dom';
import type { Game } from '../api/types';
import { useRequireLogin } from './useRequireLogin';

/** The game page of a game: `/game?gameId&vendor&gameType`. */
export function gameHref(game: Pick<Game, 'gameId' | 'vassalage' | 'gameType'>): string {
  const q = new URLSearchParams({ gameId: String(game.gameId), vendor: game.vassalage, gameType: String(game.gameType) });
  return `/game?${q.toString()}`;
}

/** Game launch needs login: logged out opens the login popup, logged in goes to the game page. */
export function useOpenGame(): (game: Game) => void {
  const requireLogin = useRequireLogin();
  const navigate = useNavigate();
  return (game: Game) => requireLogin(() => navigate(gameHref(game)));
}
