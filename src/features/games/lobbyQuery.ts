/**
 * What a lobby lists, from its address alone (path and filters) and the brand's menu: the menu
 * category it shows, its vendors, and the game list query of its grid (`query`) and of its bet
 * filters' choices (`unfiltered`: without the bet filters). The page and its prefetch (on hover
 * of its left-bar entry) read the same, so the prefetched first page is the one the grid asks for.
 */
import type { GameListQuery } from '../../api/types';
import type { GameCategory, MenuCategory, MenuVendor } from '../../brand/model';
import type { LobbyFilters } from './filters';
import { lobbyFromPath, type LobbyRoute } from './lobbyRoute';

type ListQuery = Omit<GameListQuery, 'pageNo' | 'pageSize'>;

export interface LobbyPlan {
  lobby: LobbyRoute | null;
  /** the menu category shown; undefined when the brand has no vendors for this lobby */
  menu: MenuCategory | undefined;
  vendors: Array<MenuVendor & { category: GameCategory }>;
  category: GameCategory;
  /** the lane (game type) of e-sports or cockfight vendors sent in the SPORTS lane */
  laneType: string | null;
  /** the in-house lobby's own vendor */
  fixedVendor: string | null;
  /** the vendor listed ('' for every vendor) */
  vendor: string;
  /** the grid's query without the bet filters; null without a menu */
  unfiltered: ListQuery | null;
  /** the grid's query; null without a menu */
  query: ListQuery | null;
}

export function lobbyPlan(categories: readonly MenuCategory[], pathname: string, filters: LobbyFilters): LobbyPlan {
  const lobby = lobbyFromPath(pathname);
  // /elott serves ELOTT and LOTT: the category of the requested vendor, else the first with vendors
  const candidates: MenuCategory[] = (lobby?.categories ?? [])
    .map((c) => categories.find((m) => m.category === c && m.vendors.length > 0))
    .filter((m): m is MenuCategory => Boolean(m));
  const menu = candidates.find((m) => m.vendors.some((v) => v.code.toUpperCase() === filters.vendor.toUpperCase())) ?? candidates[0];
  const vendors = candidates
    .flatMap((m) => m.vendors.map((v) => ({ ...v, category: m.category })))
    .filter((v, i, all) => all.findIndex((x) => x.code === v.code) === i);
  const category: GameCategory = menu?.category ?? lobby?.categories[0] ?? 'RNG';
  // e-sports and cockfight vendors sent in the SPORTS lane keep their games there: the lobby lists
  // one vendor's games at a time (a list of every SPORTS game is not this lobby's), the first at first
  const laneType = menu?.vendors.find((v) => v.gameType !== category)?.gameType ?? null;
  const fixedVendor = lobby?.vendor ?? null;
  const vendor = fixedVendor ?? (filters.vendor || (laneType ? (menu?.vendors[0]?.code ?? '') : ''));
  if (!lobby || !menu) return { lobby, menu, vendors, category, laneType, fixedVendor, vendor, unfiltered: null, query: null };
  const unfiltered: ListQuery = {
    gameType: laneType ?? category,
    ...(vendor ? { vassalage: vendor } : {}),
    ...(filters.classify ? { gameClassify: filters.classify } : {}),
    ...(filters.q.trim() ? { gameName: filters.q.trim() } : {}),
  };
  const query: ListQuery = {
    ...unfiltered,
    ...(filters.minBet ? { minBet: Number(filters.minBet) } : {}),
    ...(filters.minLineNum ? { minLineNum: Number(filters.minLineNum) } : {}),
  };
  return { lobby, menu, vendors, category, laneType, fixedVendor, vendor, unfiltered, query };
}
