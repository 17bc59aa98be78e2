import { useAtomValue, useStore } from 'jotai';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { BADGE, badgeCountsAtom } from '../../shell/badges';
import { registeredAction } from '../../shell/slots';
import { useRequireLogin } from '../../session/useRequireLogin';
import { ChatIcon } from '../icons';
import { MenuEntry } from './MenuEntry';

/**
 * The chat-room entry: shown when the brand has chat (CBS3) and a feature serves the chat window
 * (the shell's `chat` action). Logged out it opens the login popup; a trial (type 4) account gets
 * the warning (spec: type 4 cannot chat).
 */
export function ChatEntry({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  const requireLogin = useRequireLogin();
  const navigate = useNavigate();
  const store = useStore();
  const queryClient = useQueryClient();
  const unread = useAtomValue(badgeCountsAtom)[BADGE.chat] ?? 0;
  const chat = registeredAction('chat');
  if (!chat) return null;
  return (
    <MenuEntry
      icon={<ChatIcon />}
      label={t('leftBar.chat')}
      testId="menu-chat"
      count={unread}
      collapsed={collapsed}
      onSelect={() => requireLogin(() => void chat.run({ navigate, store, queryClient }), { realAccount: true })}
    />
  );
}
