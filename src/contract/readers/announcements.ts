/**
 * MCSFE_getListAnnouncements (`types=B,PL,PU,PR`): banners, player notices, popups and promotions.
 * Each list may be absent; an entry that cannot be shown is left out; images pass the URL rule
 * (spaces encoded); HTML content is kept as text here and sanitised where it is shown.
 */
import { isRecord } from '../findings';
import { safeImageUrl } from '../safeUrl';
import { readBanners, type Banner } from './banners';

export interface Notice {
  id: string;
  title: string;
  /** HTML, sanitised before display */
  content: string;
  /** yyyy-MM-dd hh:mm:ss when the platform gives one */
  createTime: string | null;
  /** the start as ms (`startDate`), written out where it is shown when there is no createTime */
  startTime: number | null;
  priority: number;
  /** the platform's order among equal priorities */
  sequence: number;
  read: boolean;
}

export interface Promotion {
  id: string;
  category: string;
  title: string;
  /** a checked image URL, '' when none */
  imageUrl: string;
  /** HTML, sanitised before display */
  content: string;
  startTime: string | null;
  endTime: string | null;
}

export interface Announcements {
  banners: Banner[];
  player: Notice[];
  popup: Notice[];
  promotion: Promotion[];
}

const text = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : '');
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

function readNotice(raw: unknown): Notice | null {
  if (!isRecord(raw)) return null;
  const id = text(raw.id);
  const title = text(raw.title);
  if (!id && !title) return null;
  const time = text(raw.createTime) || text(raw.startDateStr) || null;
  return { id: id || title, title, content: text(raw.content), createTime: time, startTime: Number(raw.startDate) || null, priority: Number(raw.priority) || 0, sequence: Number(raw.sequence) || 0, read: raw.read === true || raw.read === 'true' };
}


export function readPromotion(raw: unknown): Promotion | null {
  if (!isRecord(raw)) return null;
  const id = text(raw.id);
  if (!id) return null;
  return {
    id,
    category: text(raw.category),
    title: text(raw.title),
    imageUrl: safeImageUrl(raw.imageUrl) ?? '',
    content: text(raw.content),
    startTime: text(raw.startTime) || null,
    endTime: text(raw.endTime) || null,
  };
}

const present = <T>(v: T | null): v is T => v !== null;

export function readAnnouncements(raw: unknown): Announcements {
  const value = isRecord(raw) ? raw : {};
  return {
    banners: readBanners(value.banners),
    player: list(value.player).map(readNotice).filter(present),
    popup: list(value.popup).map(readNotice).filter(present),
    promotion: list(value.promotion).map(readPromotion).filter(present),
  };
}
