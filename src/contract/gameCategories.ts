/**
 * The game categories of the platform (a game's or lane's `gameType`) and what the site makes of
 * each: its lobby path, banner group, left-bar flyout, and which platform lane its vendors come
 * from. The one catalogue: the brand model, the route table, the lobbies and the preview
 * platform read it here.
 */
export const GAME_CATEGORIES = ['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS', 'COCKFIGHT'] as const;

export type GameCategory = (typeof GAME_CATEGORIES)[number];

export interface CategoryInfo {
  category: GameCategory;
  /** the lobby the left bar opens */
  path: string;
  /** the banner group shown above that lobby */
  bannerGroup: string;
  /** the left bar shows a flyout of vendors (spec: not for LOTT, ELOTT, COCKFIGHT and ESPORTS) */
  hasFlyout: boolean;
}

/** In the spec's left-bar order. */
export const CATEGORY_INFO: readonly CategoryInfo[] = [
  { category: 'ELOTT', path: '/elott', bannerGroup: 'w_lott', hasFlyout: false },
  // the left bar sends LOTT to the e-lottery lobby as well (spec section 2)
  { category: 'LOTT', path: '/elott', bannerGroup: 'w_lott', hasFlyout: false },
  { category: 'LIVE', path: '/live', bannerGroup: 'w_live', hasFlyout: true },
  { category: 'SPORTS', path: '/sports', bannerGroup: 'w_sports', hasFlyout: true },
  { category: 'FISH', path: '/fish', bannerGroup: 'w_fish', hasFlyout: true },
  { category: 'RNG', path: '/rng', bannerGroup: 'w_rng', hasFlyout: true },
  { category: 'PVP', path: '/pvp', bannerGroup: 'w_pvp', hasFlyout: true },
  { category: 'ESPORTS', path: '/esports', bannerGroup: 'w_esports', hasFlyout: false },
  { category: 'COCKFIGHT', path: '/cockfight', bannerGroup: 'w_esports', hasFlyout: false },
];

export function isGameCategory(value: unknown): value is GameCategory {
  return typeof value === 'string' && (GAME_CATEGORIES as readonly string[]).includes(value);
}

/**
 * The real platform sends e-sports and cockfight vendors inside the SPORTS lane; its client sorts
 * them out by vendor code from per-merchant lists (`esports`, `cockflight` in its config). These are
 * the lists it ships with; a brand's manifest may give its own (`vendorCategories`).
 */
export const VENDOR_CATEGORY: Readonly<Record<string, GameCategory>> = {
  AV: 'ESPORTS',
  AI: 'ESPORTS',
  IMES: 'ESPORTS',
  TF: 'ESPORTS',
  IA: 'ESPORTS',
  DS88: 'COCKFIGHT',
};

/** The in-house vendor: its left-bar entry and /inhouse launch the first RNG vendor's games (spec section 2). */
export const IN_HOUSE_VENDOR = 'BGS';

/** The lobbies: path -> the categories it lists (the first with vendors wins) and a fixed vendor. */
export interface LobbyInfo {
  path: string;
  categories: GameCategory[];
  bannerGroup: string;
  /** /inhouse is the RNG lobby of the in-house vendor */
  vendor: string | null;
}

export const LOBBIES: readonly LobbyInfo[] = [
  ...CATEGORY_INFO.filter((c) => c.category !== 'LOTT').map((c): LobbyInfo => ({
    path: c.path,
    categories: c.category === 'ELOTT' ? ['ELOTT', 'LOTT'] : [c.category],
    bannerGroup: c.bannerGroup,
    vendor: null,
  })),
  { path: '/inhouse', categories: ['RNG'], bannerGroup: 'w_inhouse', vendor: IN_HOUSE_VENDOR },
];

/** Which lobby a pathname is (trailing slashes and case ignored), or null. */
export function lobbyFromPath(pathname: string): LobbyInfo | null {
  const path = (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname).toLowerCase();
  return LOBBIES.find((l) => l.path === path) ?? null;
}

/** The image CDN folder a vendor's colour logo lives in (spec section 7: SPORTS for SV3, LIVE for N2, else RNG). */
export function vendorLogoType(vendor: string): 'SPORTS' | 'LIVE' | 'RNG' {
  if (vendor === 'SV3') return 'SPORTS';
  if (vendor === 'N2') return 'LIVE';
  return 'RNG';
}
