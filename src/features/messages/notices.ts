/**
 * Pure rules of the announcements list and the popup notices, unit-tested.
 *
 * The list shows 9 notices a page (spec). Popup notices show once per session after boot and
 * once after a login: sessionStorage `index_notice` (a spec session key) lists the moments
 * already shown in this tab ("guest", "member"); logout clears session storage, so the next boot
 * or login shows them again.
 */
export const ANNOUNCEMENTS_PAGE_SIZE = 9;

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
