/**
 * The player's avatar: MCSFE_getPlayerAvatar (`{ avatar, avatarType }`) and the legacy profile icon
 * (/wps/member/info/icon, an icon id). A STATIC avatar or icon id is an image on the image CDN
 * under the merchant's profile folder, with the platform's shared folder as the second place to
 * look (the real client's point-mall icon rule); a CUSTOM avatar is the URL of an upload.
 */
import { isRecord } from '../findings';
import { joinUrl, safeImageUrl } from '../safeUrl';

export type PlayerAvatar = { kind: 'icon'; id: string } | { kind: 'custom'; url: string };

const ICON_ID = /^[A-Za-z0-9_-]{1,40}$/;

function iconOf(value: unknown): PlayerAvatar | null {
  const id = typeof value === 'number' && Number.isInteger(value) && value >= 0 ? String(value) : typeof value === 'string' ? value.trim() : '';
  return ICON_ID.test(id) ? { kind: 'icon', id } : null;
}

/** MCSFE_getPlayerAvatar's value, or the icon call's (a bare id); null when neither says one. */
export function readPlayerAvatar(raw: unknown): PlayerAvatar | null {
  if (!isRecord(raw)) return iconOf(raw);
  const type = typeof raw.avatarType === 'string' ? raw.avatarType.toUpperCase() : 'STATIC';
  if (type === 'CUSTOM') {
    const url = safeImageUrl(raw.avatar);
    return url ? { kind: 'custom', url } : null;
  }
  return iconOf(raw.avatar ?? raw.icon ?? raw.infoIcon);
}

/** The images to try, in order; each that fails gives way to the next, then the default avatar. */
export function avatarSources(avatar: PlayerAvatar | null, imageCdn: string, merchantCode: string): string[] {
  if (!avatar) return [];
  if (avatar.kind === 'custom') return [avatar.url];
  const merchant = merchantCode.toUpperCase();
  return [
    joinUrl(imageCdn || '/', `TCG_PROD_IMAGES/B2C/${merchant}/PROFILE/${avatar.id}.png`),
    joinUrl(imageCdn || '/', `TCG_PROD_IMAGES/B2C/01_PROFILE/PROFILE/${avatar.id}.png`),
  ].filter((u): u is string => u !== null);
}

/** Spec section 8: a failed image falls back (to the default avatar) after 3 attempts. */
export const IMAGE_ATTEMPTS = 3;

/** The source of the n-th attempt (0-based), or null once the attempts are spent. */
export function avatarAttempt(sources: readonly string[], attempt: number): string | null {
  if (sources.length === 0 || attempt >= IMAGE_ATTEMPTS) return null;
  const src = sources[attempt % sources.length]!;
  const round = Math.floor(attempt / sources.length);
  // a second round asks again with a distinct URL, so the browser does not answer from its failure cache
  return round === 0 ? src : `${src}${src.includes('?') ? '&' : '?'}retry=${round}`;
}
