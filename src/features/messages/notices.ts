/**
 * Pure rules of the announcements list and the popup notices, unit-tested.
 *
 * The list shows 9 notices a page (spec). Popup notices show once per session after boot and
 * once after a login: sessionStorage `index_notice` (a spec session key) lists the moments
 * already shown in this tab ("guest", "member"); logout clears session storage, so the next boot
 * or login shows them again.
 */
import { format } from 'date-fns';
import type { Notice } from '../../contract/readers/announcements';

export const ANNOUNCEMENTS_PAGE_SIZE = 9;

/**
 * A notice's date as the spec writes it, yyyy-MM-dd hh:mm:ss: the platform's text, else its start
 * (ms) in the player's time zone, on the 24-hour clock (the spec's "hh" shows no am/pm).
 */
export function noticeDate(notice: Pick<Notice, 'createTime' | 'startTime'>): string | null {
  if (notice.createTime) return notice.createTime;
  return notice.startTime !== null && Number.isFinite(notice.startTime) ? format(notice.startTime, 'yyyy-MM-dd HH:mm:ss') : null;
}

/**
 * Popup notices in the order they show: by `priority` (1 first; 0 or absent last), then the
 * platform's `sequence`, then as listed. The contract gives the fields, not the order: designed here.
 */
export function popupOrder(notices: readonly Notice[]): Notice[] {
  const rank = (n: Notice) => (n.priority > 0 ? n.priority : Number.MAX_SAFE_INTEGER);
  return notices
    .map((n, i) => ({ n, i }))
    .sort((a, b) => rank(a.n) - rank(b.n) || a.n.sequence - b.n.sequence || a.i - b.i)
    .map(({ n }) => n);
}

export function pageCount(total: number, size = ANNOUNCEMENTS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/** The items of 1-based `page`, the page held within range. */
export function pageOf<T>(items: readonly T[], page: number, size = ANNOUNCEMENTS_PAGE_SIZE): T[] {
  const last = pageCount(items.length, size);
  const p = Math.min(Math.max(1, Math.trunc(page) || 1), last);
  return items.slice((p - 1) * size, p * size);
}

export const NOTICE_KEY = 'index_notice';
export type NoticeMoment = 'guest' | 'member';

const momentsOf = (stored: string | null): string[] => (stored ?? '').split(',').filter(Boolean);

/** Whether the popups are due for this moment, given what `index_notice` holds. */
export function noticesDue(stored: string | null, moment: NoticeMoment): boolean {
  return !momentsOf(stored).includes(moment);
}

/** What `index_notice` holds once the popups of `moment` were shown. */
export function markNoticesShown(stored: string | null, moment: NoticeMoment): string {
  const moments = momentsOf(stored);
  return (moments.includes(moment) ? moments : [...moments, moment]).join(',');
}
