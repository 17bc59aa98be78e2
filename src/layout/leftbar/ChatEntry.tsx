import { useTranslation } from 'react-i18next';
import { ChatIcon } from '../icons';
import { useChatRoom } from '../useChatRoom';
import { MenuEntry } from './MenuEntry';

/**
 * The chat-room entry: shown when the brand has chat (CBS3) and a feature serves the chat window
 * (the shell's `chat` action). Logged out it opens the login popup; a trial (type 4) account gets
 * the warning (spec: type 4 cannot chat).
 */
export function ChatEntry({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  const chat = useChatRoom();
  if (!chat) return null;
  return <MenuEntry icon={<ChatIcon />} label={t('leftBar.chat')} testId="menu-chat" count={chat.unread} collapsed={collapsed} onSelect={chat.open} />;
}
