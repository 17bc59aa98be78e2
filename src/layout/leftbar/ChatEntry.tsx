import { useTranslation } from 'react-i18next';
import { ChatIcon } from '../icons';
import { useRequireLogin } from '../../ui/useRequireLogin';
import { MenuEntry } from './MenuEntry';

/**
 * The chat-room entry (brand.features.chat). Logged out it opens the login popup; the chat
 * room itself (an iframe window) belongs to the account area, which listens for this event.
 */
export const OPEN_CHAT_EVENT = 'app:open-chat';

export function ChatEntry({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  const requireLogin = useRequireLogin();
  return (
    <MenuEntry
      icon={<ChatIcon />}
      label={t('leftBar.chat')}
      testId="menu-chat"
      collapsed={collapsed}
      // spec: type 4 (trial) accounts cannot chat
      onSelect={() => requireLogin(() => window.dispatchEvent(new CustomEvent(OPEN_CHAT_EVENT)), { realAccount: true })}
    />
  );
}
