import { joinUrl, safeImageUrl } from '../contract/safeUrl';

/** A game icon: CDN-relative paths (`/TCG_GAME_ICONS/...`) get the brand's image CDN; absolute URLs stay when they pass the URL rule. */
export function gameIconUrl(cdn: string, iconUrl: string | null | undefined): string {
  const url = (iconUrl ?? '').trim();
  if (!url) return '';
  // a platform path goes under the image CDN; either way the result passes the URL rule or is ''
  return (url.startsWith('/') && !url.startsWith('//') ? joinUrl(cdn, url) : safeImageUrl(url)) ?? '';
}

/** What a card shows where its game has no icon, or its icon fails (LazyImage's fallback). */
export const DEFAULT_GAME_ICON = '/TCG_GAME_ICONS/default.png';
