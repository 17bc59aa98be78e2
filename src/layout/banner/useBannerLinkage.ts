import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Banner, BannerTarget } from '../../api/types';
import { useRequireLogin } from '../../session/useRequireLogin';

/** `/game?…` for a game target (vendor, and the game when the banner names one). */
export function gamePath(target: Extract<BannerTarget, { kind: 'game' }>): string {
  const q = new URLSearchParams({ vendor: target.vendor });
  if (target.gameType) q.set('gameType', target.gameType);
  if (target.gameId) q.set('gameId', target.gameId);
  if (target.gameCode) q.set('gameCode', target.gameCode);
  if (target.playType) q.set('playType', target.playType);
  return `/game?${q.toString()}`;
}

/** True when a click on the banner does something. */
export function isActionable(banner: Banner): boolean {
  return banner.target.kind !== 'none';
}

/**
 * Follows a banner's target (decided by the contract's banner reader): a same-origin path in the
 * router, an https URL in a new tab, a promotion to its detail page, a game behind the login gate.
 */
export function useBannerLinkage(): (banner: Banner) => void {
  const navigate = useNavigate();
  const requireLogin = useRequireLogin();
  return useCallback(
    (banner: Banner) => {
      const target = banner.target;
      switch (target.kind) {
        case 'url':
          if (target.url.startsWith('/')) navigate(target.url);
          else window.open(target.url, '_blank', 'noopener,noreferrer');
          break;
        case 'game':
          requireLogin(() => navigate(gamePath(target)));
          break;
        case 'promotion':
          navigate(`/promoDetail?id=${encodeURIComponent(target.id)}`);
          break;
        default:
          break;
      }
    },
    [navigate, requireLogin],
  );
}
