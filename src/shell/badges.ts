/**
 * Counts the shell shows beside an entry without knowing who counts them: the inbox's unread
 * messages (the left bar's Platform messages, the avatar) and the chat room's (its entries). A
 * feature that serves the page sets its count; nothing set, nothing shows.
 */
import { atom } from 'jotai';

export const BADGE = { messages: 'messages', chat: 'chat' } as const;
export type BadgeId = (typeof BADGE)[keyof typeof BADGE];

const countsAtom = atom<Readonly<Partial<Record<BadgeId, number>>>>({});

export const badgeCountsAtom = atom((get) => get(countsAtom));

export const setBadgeAtom = atom(null, (get, set, { id, count }: { id: BadgeId; count: number }) => {
  const next = Math.max(0, Math.trunc(count) || 0);
  if (get(countsAtom)[id] !== next) set(countsAtom, { ...get(countsAtom), [id]: next });
});

/** "99+" past 99, as badges do. */
export const badgeText = (count: number): string => (count > 99 ? '99+' : String(count));
