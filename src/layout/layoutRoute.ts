/**
 * What the layout knows of a route: its parts and banner group. The route table (routes/table.ts)
 * gives every route one; types only, so the table stays data that tools read in Node.
 */
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
}
