/**
 * Top-level sections of `locales/<code>.json` that the first paint of any page needs: the
 * layout (header, left bar, banner, footer), boot and status screens, the home page and the
 * shared UI. They load at boot; every other section (account forms, lottery, promotions, …)
 * loads with the first lazy page, modal or part that is not on the home page.
 */
export const FIRST_PAINT_SECTIONS = [
  'common',
  'errors',
  'status',
  'boot',
  'theme',
  'language',
  'header',
  'leftBar',
  'banner',
  'footer',
  'categories',
  'download',
  'games',
  'home',
] as const;
