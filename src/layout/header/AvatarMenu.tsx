/**
 * The avatar menu of the logged-in header (spec section 2): account record, betting record,
 * personal profit/loss, reward center, security center, invite friends (referral promotion
 * only), agent (agent types only), help center, logout (asks for confirmation). A WAI-ARIA
 * menu button; its list (AvatarMenuList) loads when the player first opens it, fetched as the
 * pointer or focus reaches the avatar.
 */
import { useAtomValue } from 'jotai';
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { loadAllStrings } from '../../i18n';
import { memberAtom } from '../../session/session';
import { BADGE, badgeCountsAtom, badgeText } from '../../shell/badges';
import { lazySlot } from '../../ui/lazySlot';
import { MOBILE_MEDIA, NARROW_MEDIA } from '../hooks';
import { CornerCount } from './CornerCount';
import { PlayerAvatarImage } from './PlayerAvatarImage';
import { vars } from '../../theme/cssVariables';

const loadList = () => import('./AvatarMenuList').then((m) => m.AvatarMenuList);
// its strings (avatarMenu) come with the rest of the strings, which the prefetch fetches too
const AvatarMenuList = lazySlot(loadList);
// a prefetch that fails is not reported: the open itself loads again and offers a retry
const prefetchList = () => void Promise.all([loadList(), loadAllStrings()]).catch(() => undefined);

const Wrap = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space.xs};
  max-width: 180px;
  min-height: 36px;
  padding: 2px ${vars.space.sm} 2px 2px;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.pill};
  background: transparent;
  /* on the header's own colour: the header's text colour (the page's may not read on it) */
  color: ${vars.color.headerText};
  font: inherit;
  cursor: pointer;
  &:focus-visible { outline: 2px solid ${vars.color.focus}; }
  ${MOBILE_MEDIA} { max-width: 110px; min-height: 44px; }
  /* the avatar alone: a 44 px round target, its ring drawn round the picture at the size it had (AvatarBox) */
  ${NARROW_MEDIA} {
    justify-content: center;
    width: 44px;
    padding: 0;
    border-color: transparent;
  }
`;

/** The avatar and, at its corner, the unread messages' count (the picture clips its own overflow). */
const AvatarBox = styled.span`
  position: relative;
  flex: 0 0 30px;
  display: grid;
  ${NARROW_MEDIA} {
    border-radius: 50%;
    outline: 1px solid ${vars.color.border};
    outline-offset: 2px;
  }
`;

/** On phones the avatar alone (its button keeps its name for assistive technology). */
const Name = styled.span`
  ${NARROW_MEDIA} { display: none; }
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${vars.fontSize.sm};
`;

export function AvatarMenu() {
  const { t } = useTranslation();
  const member = useAtomValue(memberAtom);
  const unread = useAtomValue(badgeCountsAtom)[BADGE.messages] ?? 0;
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrap = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const name = member?.nickname || member?.account || member?.username || '';
  // the name shown on the button leads its accessible name: "click <name>" works for voice control
  const label = name ? t('header.accountMenuOf', { name }) : t('header.accountMenu');
  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) trigger.current?.focus();
  }, []);

  return (
    <Wrap ref={wrap}>
      <Trigger
        ref={trigger}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={unread > 0 ? `${label} (${unread})` : label}
        data-testid="header-avatar"
        onPointerEnter={prefetchList}
        onFocus={prefetchList}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' && !open) {
            e.preventDefault();
            setOpen(true);
          }
        }}
      >
        <AvatarBox>
          <PlayerAvatarImage name={name} />
          {unread > 0 && <CornerCount data-count={badgeText(unread)} data-testid="header-avatar-unread" />}
        </AvatarBox>
        <Name data-testid="header-account">{name}</Name>
      </Trigger>
      {open && <AvatarMenuList id={menuId} within={wrap} onClose={close} />}
    </Wrap>
  );
}
