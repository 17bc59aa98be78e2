/**
 * Launching games (spec sections 2, 5, 6): a launch needs login (the login popup otherwise). Trial
 * (type 4) accounts may launch: free play exists to try games, and the spec blocks trials only from
 * the member and agent centres and chat. A launch opens /game, which calls /wps/game/launchGame.
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Game } from '../api/types';
import { useBrand } from '../brand/context';
import { useRequireLogin } from '../session/useRequireLogin';

export type GameTarget = Pick<Game, 'gameId' | 'vassalage' | 'gameType'> & Partial<Pick<Game, 'roomId' | 'nodeId' | 'displayName' | 'gameName'>>;

/** The game page of a game: `/game?gameId|roomId&nodeId&vendor&gameType&name`. */
export function gameHref(game: GameTarget): string {
  const q = new URLSearchParams();
  if (game.roomId !== undefined && game.roomId !== null && game.roomId !== '') q.set('roomId', String(game.roomId));
  else q.set('gameId', String(game.gameId));
  if (game.nodeId !== undefined && game.nodeId !== null && game.nodeId !== '') q.set('nodeId', String(game.nodeId));
  q.set('vendor', game.vassalage);
  q.set('gameType', String(game.gameType));
  const name = game.displayName || game.gameName;
  if (name) q.set('name', name);
  return `/game?${q.toString()}`;
}

/** A vendor's own game (left-bar vendor click, e-sports, cockfight): `/game?vendor&gameType`. */
export function vendorHref(vendor: string, gameType: string): string {
  return `/game?${new URLSearchParams({ vendor, gameType }).toString()}`;
}

export interface LotteryTarget {
  /** the lottery vendor, e.g. TCG_SEA or TCG_VN */
  vendor: string;
  /** absent: the lottery lobby */
  gameCode?: string | null;
  /** lottoArea: VN for the Vietnam lottery, else the prize mode's area */
  area: string;
  prizeMode: string;
  /** lottoView */
  view: 'betting' | 'lobby';
  name?: string;
  playType?: string | null;
}

/** A lottery launch (launchMode LOTT): `/game?mode=LOTT&vendor&gameCode&area&prizeMode&view&name`. */
export function lotteryHref(target: LotteryTarget): string {
  const q = new URLSearchParams({ mode: 'LOTT', vendor: target.vendor, gameType: 'LOTT', area: target.area, prizeMode: target.prizeMode, view: target.view });
  if (target.gameCode) q.set('gameCode', target.gameCode);
  if (target.playType) q.set('playType', target.playType);
  if (target.name) q.set('name', target.name);
  return `/game?${q.toString()}`;
}

/** Opens a page that launches (a game, a vendor, a lottery game) for a logged-in player, trial included. */
export function useLaunch(): (href: string) => void {
  const requireLogin = useRequireLogin();
  const navigate = useNavigate();
  return useCallback((href: string) => requireLogin(() => navigate(href)), [requireLogin, navigate]);
}

/** lottoArea of a lottery vendor's game type: the Vietnam lottery (ELOTT) is VN, the others SEA. */
export function lottoArea(gameType: string): string {
  return gameType.toUpperCase() === 'ELOTT' ? 'VN' : 'SEA';
}

/** Where a game launches: lottery games (LOTT, ELOTT) with launchMode LOTT into their lobby, others by id. */
export function launchHref(game: GameTarget, prizeMode: string): string {
  const type = String(game.gameType).toUpperCase();
  if (type === 'LOTT' || type === 'ELOTT') {
    return lotteryHref({ vendor: game.vassalage, area: lottoArea(type), prizeMode, view: 'lobby', name: game.displayName || game.gameName });
  }
  return gameHref(game);
}

/** Launches a game: login popup when logged out, else /game. */
export function useOpenGame(): (game: GameTarget) => void {
  const launch = useLaunch();
  const prizeMode = useBrand().lottery.prizeMode;
  return useCallback((game: GameTarget) => launch(launchHref(game, prizeMode)), [launch, prizeMode]);
}
