/**
 * The route table of the spec (section 2): every path, its page and its layout. Pages are lazy
 * chunks so the home page carries only what it shows; the home page itself ships in the app
 * shell, since most visits land on it (/, /help, and /login, the log-in popup over it).
 */
import type { ComponentType } from 'react';
import type { GameCategory } from '../brand/model';
import type { LayoutFlags, LayoutRoute } from '../layout/layoutRoute';

export type PageLoader = () => Promise<{ default: ComponentType }>;

interface RouteBase extends LayoutRoute {
  paths: string[];
  /** reachable without a session even when the brand is logged-in-only */
  public?: boolean;
  /** the lobby's game category */
  category?: GameCategory;
  /** modal opened on arrival (e.g. /help) */
  openModal?: 'help' | 'login';
}

/** The pages that ship in the app shell (AppRouter holds their components). */
export type ShellPage = 'home';

/**
 * A route's page: a lazy chunk (`load`), which loads the strings beyond the first paint beside
 * it, or a page of the app shell (`shellPage`), rendered at once with the first-paint strings.
 * The table stays data (no component imports), so tools and tests can read it in Node.
 */
export type RouteDef = RouteBase & ({ load: PageLoader; shellPage?: undefined } | { shellPage: ShellPage; load?: undefined });

const FULL: LayoutFlags = { header: true, banner: true, footer: true, sideMenu: true };
const HEADER_ONLY: LayoutFlags = { header: true, banner: false, footer: false, sideMenu: false };

const lobby: PageLoader = () => import('../features/games/LobbyPage');

const LOBBIES: Array<[string, GameCategory, string]> = [
  ['/rng', 'RNG', 'w_rng'],
  ['/pvp', 'PVP', 'w_pvp'],
  ['/live', 'LIVE', 'w_live'],
  ['/fish', 'FISH', 'w_fish'],
  ['/sports', 'SPORTS', 'w_sports'],
  ['/esports', 'ESPORTS', 'w_esports'],
  ['/inhouse', 'RNG', 'w_inhouse'],
  ['/cockfight', 'COCKFIGHT', 'w_esports'],
  ['/elott', 'ELOTT', 'w_lott'],
];

export const ROUTES: RouteDef[] = [
  { id: 'home', paths: ['/', '/index', '/index.html', '/home'], shellPage: 'home', layout: FULL, bannerGroup: 'w_home' },
  { id: 'help', paths: ['/help'], shellPage: 'home', layout: FULL, bannerGroup: 'w_home', openModal: 'help' },
  {
    id: 'register',
    paths: ['/register', '/register.html'],
    load: () => import('../features/account/RegisterPage'),
    layout: { header: true, banner: true, footer: false, sideMenu: false },
    bannerGroup: 'w_reg',
    public: true,
  },
  { id: 'login', paths: ['/login'], shellPage: 'home', layout: HEADER_ONLY, public: true, openModal: 'login' },
  {
    id: 'pointMall',
    paths: ['/pointMall'],
    load: () => import('../features/pointMall/PointMallPage'),
    layout: { header: true, banner: true, footer: true, sideMenu: false },
    bannerGroup: 'w_shop',
  },
  { id: 'lottery', paths: ['/lottery'], load: () => import('../features/lottery/LotteryPage'), layout: HEADER_ONLY },
  {
    id: 'vnlottery',
    paths: ['/vnlottery'],
    load: () => import('../features/lottery/VnLotteryPage'),
    layout: { header: true, banner: false, footer: false, sideMenu: true, embedded: true },
  },
  ...LOBBIES.map(([path, category, bannerGroup]): RouteDef => ({
    id: `lobby${path}`,
    paths: [path],
    load: lobby,
    layout: FULL,
    bannerGroup,
    category,
  })),
  {
    id: 'promotions',
    paths: ['/promotions'],
    load: () => import('../features/promotions/PromotionsPage'),
    layout: { header: true, banner: false, footer: true, sideMenu: true },
  },
  {
    id: 'promoDetail',
    paths: ['/promoDetail'],
    load: () => import('../features/promotions/PromoDetailPage'),
    layout: { header: true, banner: false, footer: true, sideMenu: true },
  },
  {
    id: 'seamless',
    paths: ['/seamless'],
    load: () => import('../features/seamless/SeamlessPage'),
    layout: { header: true, banner: false, footer: false, sideMenu: true, embedded: true },
  },
  {
    id: 'helpmc',
    paths: ['/helpmc'],
    load: () => import('../features/help/HelpPage'),
    layout: { header: false, banner: false, footer: false, sideMenu: false },
    public: true,
  },
  {
    id: 'down',
    paths: ['/down', '/download'],
    load: () => import('../features/download/DownloadPage'),
    layout: FULL,
    bannerGroup: 'w_down',
    public: true,
  },
  { id: 'game', paths: ['/game'], load: () => import('../features/games/GamePage'), layout: HEADER_ONLY },
];

/** Spec guard exceptions: reachable without a token on a logged-in-only brand. */
export function isPublicPath(pathname: string): boolean {
  return ROUTES.some((r) => r.public && r.paths.includes(pathname));
}

export function findRoute(pathname: string): RouteDef | undefined {
  return ROUTES.find((r) => r.paths.includes(pathname));
}
