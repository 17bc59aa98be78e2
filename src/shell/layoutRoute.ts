/** What the layout knows of a page: its parts and banner group (every page slot, slots.ts, has them). */
export interface LayoutFlags {
  header: boolean;
  banner: boolean;
  footer: boolean;
  sideMenu: boolean;
  /** /seamless and /vnlottery: bars hidden unless the brand turns them on, left bar collapsed */
  embedded?: boolean;
}

export interface LayoutRoute {
  id: string;
  layout: LayoutFlags;
  /** banner group of the strip (spec: w_home, w_rng, …) */
  bannerGroup?: string;
  /** the dialog it opens on arrival (/login, /help): what the tab's title names, over the page behind */
  openModal?: string;
}

/** The banner group whose strip a route shows above its page, if it shows one. */
export function bannerGroupOf(route: LayoutRoute | undefined): string | undefined {
  return route?.layout.banner && route.bannerGroup ? route.bannerGroup : undefined;
}
