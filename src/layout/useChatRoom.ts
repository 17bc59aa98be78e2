import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useStore } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { useRequireLogin } from '../session/useRequireLogin';
import { BADGE, badgeCountsAtom } from '../shell/badges';
import { registeredAction } from '../shell/slots';

/**
 * The chat room for its entries (the left bar's, the header's): null when no feature serves it;
 * else its unread count and how to open it (the login popup for a visitor, the warning for a
 * trial account: spec, type 4 cannot chat).
 */
export function useChatRoom(): { unread: number; open: () => void } | null {
  const requireLogin = useRequireLogin();
  const navigate = useNavigate();
  const store = useStore();
  const queryClient = useQueryClient();
  const unread = useAtomValue(badgeCountsAtom)[BADGE.chat] ?? 0;
  const chat = registeredAction('chat');
  if (!chat) return null;
  return { unread, open: () => requireLogin(() => void chat.run({ navigate, store, queryClient }), { realAccount: true }) };
}
