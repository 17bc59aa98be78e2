/**
 * Banners (MCSFE_getListAnnouncements `value.banners`, and a brand's fixtures/banners.json) read as
 * the real client reads them: the id may be in announcementId, the image URL may hold spaces and
 * non-ASCII characters (encoded here, not refused), and a click follows `redirect` when set
 * (REDIRECT_URL, PROMO, GAME_LINKAGE), else `linkageType` (URL; P or PROMOTION; G or GAME). What a
 * click may reach is decided here, once: a URL only when it passes the URL rule.
 */
import { isRecord } from '../findings';
import { safeImageUrl, safeUrl } from '../safeUrl';

/** The banner groups the site shows (spec section 2): a banner of another group is never shown. */
export const BANNER_GROUPS = ['w_home', 'w_rng', 'w_live', 'w_fish', 'w_pvp', 'w_sports', 'w_esports', 'w_lott', 'w_down', 'w_promotion', 'w_shop', 'w_reg', 'w_inhouse'] as const;

export type BannerTarget =
  | { kind: 'none' }
  /** a same-origin path (the router) or an https URL (a new tab) */
  | { kind: 'url'; url: string }
  | { kind: 'promotion'; id: string }
  /** a game or a vendor's game (launched behind the login gate) */
  | { kind: 'game'; vendor: string; gameType: string | null; gameId: string | null; gameCode: string | null; playType: string | null };

export interface Banner {
  id: string;
  /** w_home, w_rng, … */
  group: string;
  /** a checked image URL */
  image: string;
  target: BannerTarget;
}

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' && Number.isFinite(v) ? String(v) : '');

/** The query parameters a game linkage string may carry ("vendor=PT&gameType=RNG&gameId=…"), or a bare vendor code. */
function gameFromLinkage(linkage: string): BannerTarget {
  const raw = linkage.replace(/^\?/, '');
  if (!raw) return { kind: 'none' };
  if (!raw.includes('=')) return { kind: 'game', vendor: raw, gameType: null, gameId: null, gameCode: null, playType: null };
  const q = new URLSearchParams(raw);
  const vendor = q.get('vendor') ?? q.get('vassalage') ?? '';
  if (!vendor) return { kind: 'none' };
  return { kind: 'game', vendor, gameType: q.get('gameType'), gameId: q.get('gameId') ?? q.get('roomId'), gameCode: q.get('gameCode'), playType: q.get('playType') };
}

function urlTarget(value: unknown): BannerTarget {
  const url = safeUrl(text(value));
  return url ? { kind: 'url', url } : { kind: 'none' };
}

/** Where a click on a banner goes (none when nothing usable). */
export function bannerTarget(raw: Record<string, unknown>): BannerTarget {
  switch (text(raw.redirect).toUpperCase()) {
    case 'REDIRECT_URL':
      return urlTarget(raw.externalLink);
    case 'PROMO': {
      const id = text(raw.redirectPromotionId);
      return id ? { kind: 'promotion', id } : { kind: 'none' };
    }
    case 'GAME_LINKAGE': {
      const m = isRecord(raw.gameLinkageMapping) ? raw.gameLinkageMapping : {};
      const vendor = text(m.gameVendor);
      return vendor ? { kind: 'game', vendor, gameType: text(m.gameType) || null, gameId: text(m.roomId) || text(m.nodeId) || null, gameCode: null, playType: null } : { kind: 'none' };
    }
    default:
      break;
  }
  const linkage = text(raw.linkage);
  switch (text(raw.linkageType).toUpperCase()) {
    case 'URL':
      return urlTarget(linkage);
    case 'P':
    case 'PROMOTION':
      return linkage ? { kind: 'promotion', id: linkage } : { kind: 'none' };
    case 'G':
    case 'GAME': {
      // the real platform puts the game on the banner itself; the fixtures' older form in linkage
      const vendor = text(raw.vendor) || text(raw.vassalage);
      if (vendor) return { kind: 'game', vendor, gameType: text(raw.gameType) || null, gameId: text(raw.roomId) || text(raw.nodeId) || null, gameCode: null, playType: null };
      return gameFromLinkage(linkage);
    }
    default:
      return { kind: 'none' };
  }
}

/** One banner, or null when it has no usable image or group. */
export function readBanner(raw: unknown, index = 0): Banner | null {
  if (!isRecord(raw)) return null;
  const image = safeImageUrl(raw.url);
  const group = text(raw.groupName);
  if (!image || !group) return null;
  const id = text(raw.bannerId) || text(raw.announcementId) || `${group}-${index}`;
  return { id, group, image, target: bannerTarget(raw) };
}

export function readBanners(raw: unknown): Banner[] {
  return (Array.isArray(raw) ? raw : []).map(readBanner).filter((b): b is Banner => b !== null);
}
