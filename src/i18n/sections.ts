/**
 * Top-level sections of `locales/<code>.json` that the first paint of any page needs: the
 * layout (header, left bar, banner, footer), boot, the home page and the shared UI. The status
 * screens are chunks of their own and bring the rest with them. These
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
  'footer',
  'categories',
  'download',
  'games',
  'home',
] as const;
