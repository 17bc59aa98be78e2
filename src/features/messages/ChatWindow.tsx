/**
 * The chat room (spec: a chat room in an iframe with minimise and enlarge): its address comes from
 * CBS_launchChat (b2c 1, the site's title, the player's language and the header's colour) and
 * must pass the URL rule. It stays open across pages; it closes at logout, for a trial account
 * and when the brand has no chat. Minimised, it shows the chat's unread count.
 */
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { useTheme } from 'styled-components';
import { call } from '../../api/client';
import { useBrand } from '../../brand/context';
import * as messageCalls from '../../contract/calls/messages';
import { readChatUrl } from '../../contract/readers/inbox';
import { safeUrl } from '../../contract/safeUrl';
import { isLoggedInAtom, isTrialAtom } from '../../session/session';
import { BADGE, badgeCountsAtom, badgeText } from '../../shell/badges';
import type { OverlayProps } from '../../shell/overlays';
import { CountBadge } from '../../ui/Badge';
import { Loading } from '../../ui/Spinner';
import { ErrorMessage } from '../../ui/StatusMessage';
import { touchTarget } from '../../ui/touchTarget';
import { useChatUnreadCount } from './queries';
import { vars } from '../../theme/cssVariables';

const Frame = styled.section<{ $size: 'normal' | 'large' | 'min' }>`
  position: fixed;
  /* above the page and the left bar, below the header (its menus open over the window), the
     phone's drawer and the dialogs */
  z-index: 35;
  right: ${vars.space.md};
  bottom: ${vars.space.md};
  display: flex;
  flex-direction: column;
  width: ${({ $size }) => ($size === 'large' ? 'min(960px, calc(100vw - 32px))' : $size === 'min' ? 'min(280px, calc(100vw - 32px))' : 'min(380px, calc(100vw - 32px))')};
  height: ${({ $size }) => ($size === 'large' ? 'min(85dvh, 900px)' : $size === 'min' ? 'auto' : 'min(560px, calc(100dvh - 96px))')};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  box-shadow: ${vars.shadow.lg};
  overflow: hidden;
`;

const Bar = styled.header`
  display: flex;
  align-items: center;
  gap: ${vars.space.xs};
  padding: ${vars.space.xs} ${vars.space.sm};
  border-bottom: 1px solid ${vars.color.border};
  background: ${vars.color.surfaceRaised};
  h2 { flex: 1 1 auto; margin: 0; font-size: ${vars.fontSize.md}; }
`;

const Control = styled.button`
  min-width: 32px;
  min-height: 32px;
  ${touchTarget}
  border: 0;
  border-radius: ${vars.radius.sm};
  background: transparent;
  color: ${vars.color.text};
  font: inherit;
  cursor: pointer;
  &:hover { background: ${vars.color.surface}; }
  &:focus-visible { outline: 2px solid ${vars.color.focus}; }
`;

const Body = styled.div`
  flex: 1 1 auto;
  display: grid;
  min-height: 0;
  iframe { width: 100%; height: 100%; border: 0; }
`;

export default function ChatWindow({ close }: OverlayProps) {
  const { t, i18n } = useTranslation();
  const brand = useBrand();
  const theme = useTheme();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const trial = useAtomValue(isTrialAtom);
  const [size, setSize] = useState<'normal' | 'large' | 'min'>('normal');
  const allowed = loggedIn && !trial && brand.features.chat;
  const unread = useAtomValue(badgeCountsAtom)[BADGE.chat] ?? 0;
  useChatUnreadCount(allowed && size === 'min');

  useEffect(() => {
    if (!allowed) close();
  }, [allowed, close]);

  const launch = useQuery({
    queryKey: ['chat', 'url', i18n.language],
    queryFn: () =>
      call<unknown>(messageCalls.launchChat, { body: { b2c: 1, title: brand.name, language: i18n.language.toUpperCase(), headerColor: theme.colors.surface } }).then((reply) => {
        const url = safeUrl(readChatUrl(reply));
        if (!url) throw new Error(t('messages.chat.invalidUrl'));
        return url;
      }),
    enabled: allowed,
    staleTime: Infinity,
    retry: false,
  });

  if (!allowed) return null;
  const title = t('leftBar.chat');
  return (
    <Frame $size={size} aria-label={title} data-testid="chat-window" data-size={size}>
      <Bar>
        <h2>{title}</h2>
        {size === 'min' && unread > 0 && <CountBadge data-testid="chat-window-count">{badgeText(unread)}</CountBadge>}
        {size === 'min' ? (
          <Control type="button" onClick={() => setSize('normal')} aria-label={t('messages.chat.restore')} title={t('messages.chat.restore')} data-testid="chat-restore">
            ▢
          </Control>
        ) : (
          <>
            <Control type="button" onClick={() => setSize('min')} aria-label={t('messages.chat.minimise')} title={t('messages.chat.minimise')} data-testid="chat-minimise">
              –
            </Control>
            <Control
              type="button"
              onClick={() => setSize(size === 'large' ? 'normal' : 'large')}
              aria-label={size === 'large' ? t('messages.chat.shrink') : t('messages.chat.enlarge')}
              title={size === 'large' ? t('messages.chat.shrink') : t('messages.chat.enlarge')}
              data-testid="chat-enlarge"
            >
              {size === 'large' ? '⤡' : '⤢'}
            </Control>
          </>
        )}
        <Control type="button" onClick={close} aria-label={t('messages.chat.close')} title={t('messages.chat.close')} data-testid="chat-close">
          ×
        </Control>
      </Bar>
      {/* kept mounted while minimised, so the conversation is not reloaded */}
      <Body style={size === 'min' ? { display: 'none' } : undefined}>
        {launch.isPending ? <Loading /> : launch.isError ? <ErrorMessage error={launch.error} onRetry={() => void launch.refetch()} /> : <iframe src={launch.data} title={title} data-testid="chat-frame" />}
      </Body>
    </Frame>
  );
}
