/**
 * The avatar menu's list (spec section 2), loaded when the player first opens it: the account
 * pages, help and log-out. A WAI-ARIA menu: arrows, Home/End move, Escape closes and returns
 * focus to the avatar, Tab and a press outside close it.
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useBrand } from '../../brand/context';
import { openModalAtom } from '../../state/modals';
import { isAgentAtom } from '../../state/session';
import { useRequireLogin } from '../../ui/useRequireLogin';

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

export interface AvatarMenuListProps {
  id: string;
  /** the avatar menu (trigger and list): a press inside it is not a press outside */
  within: RefObject<HTMLElement | null>;
  /** close the menu; `returnFocus` puts focus back on the avatar (Escape) */
  onClose: (returnFocus: boolean) => void;
}

export function AvatarMenuList({ id, within, onClose }: AvatarMenuListProps) {
  const { t } = useTranslation();
  const brand = useBrand();
  const navigate = useNavigate();
  const requireLogin = useRequireLogin();
  const openModal = useSetAtom(openModalAtom);
  const agent = useAtomValue(isAgentAtom);
  const items = useRef<Array<HTMLButtonElement | null>>([]);
  const entries = avatarEntries({ referral: brand.features.referral, agent });

  useEffect(() => {
    items.current[0]?.focus();
    const onDown = (e: MouseEvent) => {
      if (!within.current?.contains(e.target as Node)) onClose(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [within, onClose]);

  function choose(entry: AvatarEntry) {
    onClose(false);
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
      if (e.key === 'Escape') e.preventDefault();
      onClose(e.key === 'Escape');
      return;
    }
    if (next < 0) return;
    e.preventDefault();
    list[next]?.focus();
  }

  return (
    <List id={id} role="menu" aria-label={t('header.accountMenu')} data-testid="header-avatar-menu" onKeyDown={onKeyDown}>
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
            {t(`avatarMenu.${entry.key}`)}
          </Item>
        </li>
      ))}
    </List>
  );
}
