/** Keeps the unread counts of the inbox and (when the brand has chat) the chat room in the shell's badges. */
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useBrand } from '../../brand/context';
import { FLAG } from '../../contract/flags';
import { BADGE, setBadgeAtom } from '../../shell/badges';
import { useChatUnreadCount, useUnreadCount } from './queries';

export default function UnreadWatcher() {
  const brand = useBrand();
  const setBadge = useSetAtom(setBadgeAtom);
  useUnreadCount(brand.flags[FLAG.INBOX] === true);
  useChatUnreadCount(brand.features.chat);
  // the session ended: the next player starts from nothing
  useEffect(
    () => () => {
      setBadge({ id: BADGE.messages, count: 0 });
      setBadge({ id: BADGE.chat, count: 0 });
    },
    [setBadge],
  );
  return null;
}
