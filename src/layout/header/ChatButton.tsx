import { useAtomValue, useStore } from 'jotai';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useBrand } from '../../brand/context';
import { BADGE, badgeCountsAtom, badgeText } from '../../shell/badges';
import { registeredAction } from '../../shell/slots';
import { useRequireLogin } from '../../session/useRequireLogin';
import { ChatIcon } from '../icons';
import { IconButton } from './ThemeToggle';

const Wrap = styled.span`
  position: relative;
  display: inline-flex;
`;

const Count = styled.span`
  position: absolute;
  top: -4px;
  right: -4px;
  min-width: 18px;
  padding: 0 4px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: 18px;
  text-align: center;
  pointer-events: none;
`;

/**
 * The header's chat-room entry (as the left bar's): when the brand has chat and a feature serves
 * the window; a trial (type 4) account gets the warning instead (spec: type 4 cannot chat).
 */
export function ChatButton() {
  const brand = useBrand();
  const { t } = useTranslation();
  const requireLogin = useRequireLogin();
  const navigate = useNavigate();
  const store = useStore();
  const queryClient = useQueryClient();
  const unread = useAtomValue(badgeCountsAtom)[BADGE.chat] ?? 0;
  const chat = registeredAction('chat');
  if (!chat || !brand.features.chat) return null;
  const label = unread > 0 ? `${t('leftBar.chat')} (${unread})` : t('leftBar.chat');
  return (
    <Wrap>
      <IconButton
        type="button"
        data-testid="header-chat"
        aria-label={label}
        title={label}
        onClick={() => requireLogin(() => void chat.run({ navigate, store, queryClient }), { realAccount: true })}
      >
        <ChatIcon />
      </IconButton>
      {unread > 0 && <Count aria-hidden="true" data-testid="header-chat-count">{badgeText(unread)}</Count>}
    </Wrap>
  );
}
