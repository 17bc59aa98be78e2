/**
 * What of `locales/<code>.json` the first paint of any page needs: the layout above the fold
 * (header, left bar, banner), boot, the home page and the shared UI, as top-level sections or,
 * where the first paint uses a few keys of a section, those keys (`games.play`). The footer and
 * the status screens are chunks of their own and bring the rest with them. These load at boot;
 * every other string (account forms, lottery, promotions, the app download page, …) loads with
 * the first lazy page, modal or part that is not on the home page.
 */
export const FIRST_PAINT_SECTIONS = [
  'common',
  'errors',
  // the failure screen (in the entry: it must show when chunks cannot be fetched); the other
  // boot screens are chunks that bring the rest of the strings
  'boot.failedTitle',
  'boot.unknownMerchant',
  'theme',
  'language',
  'header',
  'leftBar',
  'banner',
  'categories',
  // the left bar's app download card
  'download.scanAndroid',
  'download.androidQr',
  'download.iosLink',
  // game cards (games/GameCard) and the home page's search
  'games.play',
  'games.lines',
  'games.minBet',
  'games.favourite',
  'games.unfavourite',
  'games.searchPlaceholder',
  'games.resultCount',
  'games.noMatch',
  'games.loadingMore',
  'home',
] as const;

/**
 * What the log-in popup (the log-in landing of a logged-in-only brand) shows beyond the first
 * paint: the account forms' words and the human check's. They load with the popup, as a part of
 * their own; the rest loads with whatever the popup opens beyond its log-in tab (the register
 * form, the SMS code, the second step, another dialog or page).
 */
export const LOGIN_SECTIONS = ['account', 'safeguards'] as const;
