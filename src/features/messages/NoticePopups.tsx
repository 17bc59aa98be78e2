/**
 * Shows the popup notices (type PU of MCSFE_getListAnnouncements) once per session after boot and
 * once after a login (sessionStorage `index_notice`, see notices.ts), when no other dialog is open
 * (the login popup closes first, a forced password change is answered first, a page's own dialog,
 * such as a downline's card, is closed first), and not while the player is filling in a field.
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useAnnouncements } from '../../api/queries';
import { isLoggedInAtom, sessionEndedAtom } from '../../session/session';
import { loadRegisteredDialog } from '../../shell/dialogLoad';
import { modalAtom, openModalAtom } from '../../shell/modals';
import { useAnyDialogOpen } from '../../ui/modalStack';
import { useTypingFocus } from '../../ui/useTypingFocus';
import { markNoticesShown, NOTICE_KEY, noticesDue, type NoticeMoment } from './notices';

function stored(): string | null {
  try {
    return sessionStorage.getItem(NOTICE_KEY);
  } catch {
    return null;
  }
}

function remember(moment: NoticeMoment): void {
  try {
    sessionStorage.setItem(NOTICE_KEY, markNoticesShown(stored(), moment));
  } catch {
    /* storage blocked: shown once on this page */
  }
}

export default function NoticePopups() {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const sessionEnded = useAtomValue(sessionEndedAtom);
  const modal = useAtomValue(modalAtom);
  const dialogOpen = useAnyDialogOpen();
  const typing = useTypingFocus();
  const openModal = useSetAtom(openModalAtom);
  const announcements = useAnnouncements();
  const shown = useRef(new Set<NoticeMoment>());
  const moment: NoticeMoment = loggedIn ? 'member' : 'guest';
  const popups = announcements.data?.popup.length ?? 0;
  const [dialogIn, setDialogIn] = useState(false);

  // The notice's own dialog comes in first, and only then is it decided: decided while its code was
  // on its way, a notice showed over a dialog the player opened in the meantime. Only a notice
  // still due loads it (once shown this session, nothing loads). Should the code fail to come, the
  // opening tries again and says so.
  useEffect(() => {
    if (popups === 0 || shown.current.has(moment) || !noticesDue(stored(), moment)) return;
    let live = true;
    const arrived = () => {
      if (live) setDialogIn(true);
    };
    void loadRegisteredDialog('noticePopup').then(arrived, arrived);
    return () => {
      live = false;
    };
  }, [popups, moment]);

  useEffect(() => {
    if (popups > 0 && !dialogIn) return;
    if (modal !== null || dialogOpen || typing || !announcements.isSuccess || shown.current.has(moment) || !noticesDue(stored(), moment)) return;
    // every session's end (logout, expiry) clears session storage but shows nothing until the
    // next boot or login; this watcher mounts a moment after load, maybe after a quick session ended
    if (moment === 'guest' && sessionEnded) return;
    shown.current.add(moment);
    remember(moment);
    if (popups > 0) openModal({ name: 'noticePopup' });
  }, [modal, dialogOpen, typing, announcements.isSuccess, moment, sessionEnded, popups, dialogIn, openModal]);
  return null;
}
