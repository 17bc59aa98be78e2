/**
 * Top-level sections of `locales/<code>.json` that the first paint of any page needs: the
 * layout above the fold (header, left bar, banner), boot, the home page and the shared UI. The
 * footer and the status screens are chunks of their own and bring the rest with them. These
 * load at boot; every other section (account forms, lottery, promotions, …) loads with the first
 * lazy page, modal or part that is not on the home page.
 */
export const FIRST_PAINT_SECTIONS = [
  'common',
  'errors',
  'boot',
  'theme',
  'language',
  'header',
  'leftBar',
  'banner',
  'categories',
  'download',
  'games',
  'home',
] as const;
