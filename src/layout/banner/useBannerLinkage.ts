import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Banner } from '../../api/types';
import { isSafeHref } from '../../ui/safeHref';
import { useRequireLogin } from '../../ui/useRequireLogin';

/** Query parameters a GAME linkage may carry to /game. */
const GAME_PARAMS = ['vendor', 'gameType', 'gameId', 'gameCode', 'playType'] as const;

/**
 * `/game?…` for a GAME linkage: either a query string ("vendor=PT&gameType=RNG") of which only
 * known parameters pass, or a bare vendor code. Null when nothing usable is left.
 */
export function gameLinkagePath(linkage: string | null): string | null {
  const raw = (linkage ?? '').trim().replace(/^\?/, '');
  if (!raw) return null;
  const out = new URLSearchParams();
  if (raw.includes('=')) {
    const given = new URLSearchParams(raw);
    for (const key of GAME_PARAMS) {
      const value = given.get(key);
      if (value) out.set(key, value);
    }
  } else {
    out.set('vendor', raw);
  }
  const query = out.toString();
  return query ? `/game?${query}` : null;
}

/** True when a click on the banner does something. */
export function isActionable(banner: Banner): boolean {
  switch (banner.linkageType) {
    case 'URL':
      return isSafeHref(banner.linkage);
    case 'GAME':
      return gameLinkagePath(banner.linkage) !== null;
    case 'PROMOTION':
      return Boolean(banner.linkage?.trim());
    default:
      return false;
  }
}

/** Follows a banner's linkage: URL in a new tab, GAME behind login, PROMOTION to its detail page. */
export function useBannerLinkage(): (banner: Banner) => void {
  const navigate = useNavigate();
  const requireLogin = useRequireLogin();
  return useCallback(
    (banner: Banner) => {
      const linkage = banner.linkage?.trim() ?? '';
      switch (banner.linkageType) {
        case 'URL':
          if (isSafeHref(banner.linkage)) window.open(banner.linkage, '_blank', 'noopener,noreferrer');
          break;
        case 'GAME': {
          const path = gameLinkagePath(linkage);
          if (path) requireLogin(() => navigate(path));
          break;
        }
        case 'PROMOTION':
          if (linkage) navigate(`/promoDetail?id=${encodeURIComponent(linkage)}`);
          break;
        default:
          break;
      }
    },
    [navigate, requireLogin],
  );
}
