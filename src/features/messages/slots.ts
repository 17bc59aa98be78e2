/**
 * Messages and contact: the personal centre's inbox (messageV2), the announcements list and the
 * popup notices, the chat room, and feedback. Each entry shows only when the brand's flag and
 * this feature offer it; everything here is a loader or a rule, the code loads when opened.
 */
import { FLAG } from '../../contract/flags';
import { registerMemberPages } from '../../shell/memberCentre';
import { openOverlayAtom, registerOverlays } from '../../shell/overlays';
import { registerActions, registerModals, registerWatchers } from '../../shell/slots';

declare module '../../shell/slots' {
  interface ModalRegistry {
    /** the popup notices of MCSFE_getListAnnouncements (type PU), in priority order */
    noticePopup: undefined;
    feedback: undefined;
  }
}

export const CHAT_OVERLAY = 'chat';

registerMemberPages({ id: 'messageV2', load: () => import('./InboxPage'), visible: (c) => c.flags[FLAG.INBOX] === true });

registerModals(
  { name: 'announcements', load: () => import('./AnnouncementsModal') },
  { name: 'noticePopup', load: () => import('./NoticePopupModal') },
  { name: 'feedback', load: () => import('./FeedbackModal') },
);

registerOverlays({ id: CHAT_OVERLAY, load: () => import('./ChatWindow') });

// the entries that run it already asked for a session and a real account (type 4 is warned)
registerActions({ id: 'chat', run: async ({ store }) => store.set(openOverlayAtom, CHAT_OVERLAY) });

registerWatchers(
  // the inbox's and the chat room's unread counts for the left bar, the avatar and the chat entries
  { id: 'unreadCounts', load: () => import('./UnreadWatcher') },
  // popup notices once per session after boot and after login
  { id: 'noticePopups', load: () => import('./NoticePopups'), audience: 'everyone' },
);
