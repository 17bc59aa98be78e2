import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useBrand } from '../../brand/context';
import { badgeText } from '../../shell/badges';
import { ChatIcon } from '../icons';
import { NARROW_MEDIA } from '../hooks';
import { useChatRoom } from '../useChatRoom';
import { CornerCount } from './CornerCount';
import { IconButton } from './ThemeToggle';

const Wrap = styled.span`
  position: relative;
  display: inline-flex;
  /* a phone's header keeps to one row: there the chat room is the drawer's entry */
  ${NARROW_MEDIA} { display: none; }
`;

/** The header's chat-room entry (as the left bar's), when the brand has chat and a feature serves the window. */
export function ChatButton() {
  const brand = useBrand();
  const { t } = useTranslation();
  const chat = useChatRoom();
  if (!chat || !brand.features.chat) return null;
  const label = chat.unread > 0 ? `${t('leftBar.chat')} (${chat.unread})` : t('leftBar.chat');
  return (
    <Wrap>
      <IconButton type="button" data-testid="header-chat" aria-label={label} title={label} onClick={chat.open}>
        <ChatIcon />
      </IconButton>
      {chat.unread > 0 && <CornerCount data-count={badgeText(chat.unread)} data-testid="header-chat-count" />}
    </Wrap>
  );
}
