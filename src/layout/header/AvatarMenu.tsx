/**
 * The avatar menu of the logged-in header (spec section 2): account record, betting record,
 * personal profit/loss, reward center, security center, invite friends (referral promotion
 * only), agent (agent types only), help center, logout (asks for confirmation). A WAI-ARIA
 * menu button: arrows, Home/End, Escape and a click outside close it.
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useBrand } from '../../brand/context';
import { openModalAtom } from '../../state/modals';
import { isAgentAtom, memberAtom } from '../../state/session';
import { useRequireLogin } from '../../ui/useRequireLogin';
import { MOBILE_MEDIA } from '../hooks';

const Wrap = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  max-width: 180px;
  min-height: 36px;
  padding: 2px ${({ theme }) => theme.space.sm} 2px 2px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; }
  ${MOBILE_MEDIA} { max-width: 110px; }
`;

const Avatar = styled.span`
  flex: 0 0 30px;
  width: 30px;
  height: 30px;
  display: grid;
  place-items: center;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryContrast};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-transform: uppercase;
`;

const Name = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const List = styled.ul`
  position: absolute;
  right: 0;
  top: calc(100% + 6px);
  z-index: 60;
  min-width: 220px;
  max-width: calc(100vw - 16px);
  margin: 0;
  padding: ${({ theme }) => theme.space.xs} 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const Item = styled.button`
  display: block;
  width: 100%;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover, &:focus-visible { background: ${({ theme }) => theme.colors.surfaceRaised}; outline: none; }
`;

export interface AvatarEntry {
  key: string;
  /** the member-centre page it opens (`/?member=<page>`) */
  member?: string;
  action?: 'help' | 'logout';
  /** needs a real account: trial accounts get the warning */
  realAccount: boolean;
}

/** The entries for a member, in the spec's order (pure, unit-tested). */
export function avatarEntries(opts: { referral: boolean; agent: boolean }): AvatarEntry[] {
  const entries: AvatarEntry[] = [
    { key: 'accountRecord', member: 'transactionHistory', realAccount: true },
    { key: 'bettingRecord', member: 'personalHistoryCopy', realAccount: true },
    { key: 'personalProfit', member: 'personalProfit', realAccount: true },
    { key: 'rewardCenter', member: 'rewardCenter', realAccount: true },
    { key: 'securityCenter', member: 'securityCenter', realAccount: true },
  ];
  if (opts.referral) entries.push({ key: 'inviteFriends', member: 'referral', realAccount: true });
  if (opts.agent) entries.push({ key: 'agent', member: 'agentCenter', realAccount: true });
  entries.push({ key: 'helpCenter', action: 'help', realAccount: false });
  entries.push({ key: 'logout', action: 'logout', realAccount: false });
  return entries;
}

export function AvatarMenu() {
  const { t } = useTranslation();
  const brand = useBrand();
  const navigate = useNavigate();
  const requireLogin = useRequireLogin();
  const openModal = useSetAtom(openModalAtom);
  const member = useAtomValue(memberAtom);
  const agent = useAtomValue(isAgentAtom);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrap = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const items = useRef<Array<HTMLButtonElement | null>>([]);
  const entries = avatarEntries({ referral: brand.features.referral, agent });
  const name = member?.nickname || member?.account || member?.username || '';

  useEffect(() => {
    if (!open) return;
    items.current[0]?.focus();
    const onDown = (e: MouseEvent) => {
      if (!wrap.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  function choose(entry: AvatarEntry) {
    setOpen(false);
    if (entry.action === 'help') openModal({ name: 'help' });
    else if (entry.action === 'logout') openModal({ name: 'logoutConfirm' });
    else if (entry.member) requireLogin(() => navigate(`/?member=${entry.member}`), { realAccount: entry.realAccount });
  }

  function onKeyDown(e: KeyboardEvent<HTMLUListElement>) {
    const list = items.current.filter((el): el is HTMLButtonElement => el !== null);
    const index = list.indexOf(document.activeElement as HTMLButtonElement);
    let next = -1;
    if (e.key === 'ArrowDown') next = (index + 1) % list.length;
    else if (e.key === 'ArrowUp') next = (index - 1 + list.length) % list.length;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = list.length - 1;
    else if (e.key === 'Escape' || e.key === 'Tab') {
      setOpen(false);
      if (e.key === 'Escape') {
        e.preventDefault();
        trigger.current?.focus();
      }
      return;
    }
    if (next < 0) return;
    e.preventDefault();
    list[next]?.focus();
  }

  return (
    <Wrap ref={wrap}>
      <Trigger
        ref={trigger}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t('header.accountMenu')}
        data-testid="header-avatar"
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' && !open) {
            e.preventDefault();
            setOpen(true);
          }
        }}
      >
        <Avatar aria-hidden="true">{name.slice(0, 1) || '?'}</Avatar>
        <Name data-testid="header-account">{name}</Name>
      </Trigger>
      {open && (
        <List id={menuId} role="menu" aria-label={t('header.accountMenu')} data-testid="header-avatar-menu" onKeyDown={onKeyDown}>
          {entries.map((entry, i) => (
            <li key={entry.key} role="none">
              <Item
                ref={(el) => {
                  items.current[i] = el;
                }}
                type="button"
                role="menuitem"
                tabIndex={-1}
                data-testid={`avatar-${entry.key}`}
                onClick={() => choose(entry)}
              >
                {t(`header.menu_${entry.key}`)}
              </Item>
            </li>
          ))}
        </List>
      )}
    </Wrap>
  );
}
