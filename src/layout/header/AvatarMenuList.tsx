/**
 * The avatar menu's list (spec section 2), loaded when the player first opens it: the account
 * pages, help and log-out. A WAI-ARIA menu: arrows, Home/End move, Escape closes and returns
 * focus to the avatar, Tab and a press outside close it.
 */
import { useSetAtom } from 'jotai';
import { useLayoutEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { AVATAR_MENU_LINKS, LINK } from '../../shell/links';
import { openModalAtom } from '../../shell/modals';
import { registeredLink, type LinkContext } from '../../shell/slots';
import { useMerchantPromotions } from '../../session/member';
import { useLinkContext, visibleLinks } from '../../session/useShellLink';
import { useRequireLogin } from '../../session/useRequireLogin';
import { NARROW_QUERY, useMediaQuery } from '../hooks';
import { FOCUS_VARIABLE, PAGE_FOCUS_VARIABLE, vars } from '../../theme/cssVariables';
import { touchTarget } from '../../ui/touchTarget';


const List = styled.ul`
  position: absolute;
  right: 0;
  top: calc(100% + 6px);
  z-index: 60;
  min-width: 220px;
  max-width: calc(100vw - 16px);
  margin: 0;
  padding: ${vars.space.xs} 0;
  list-style: none;
  background: ${vars.color.surface};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  box-shadow: ${vars.shadow.md};
  /* a surface inside the header's bar, whose ring colour is the bar's: the page's ring again */
  ${FOCUS_VARIABLE}: var(${PAGE_FOCUS_VARIABLE});
`;

const Item = styled.button`
  display: block;
  width: 100%;
  padding: ${vars.space.sm} ${vars.space.md};
  border: 0;
  background: transparent;
  color: ${vars.color.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover { background: ${vars.color.surfaceRaised}; }
  /* the raised background alone is barely apart from its neighbours (about 1.1:1): the focus
     ring's colour stands at least 3:1 against the menu (deriveTheme keeps it so) */
  &:focus-visible {
    background: ${vars.color.surfaceRaised};
    outline: 2px solid ${vars.color.focus};
    outline-offset: -2px;
  }
  ${touchTarget}
`;

export interface AvatarEntry {
  key: string;
  /** the destination it opens (shell/links.ts) */
  to?: string;
  action?: 'help' | 'logout';
  /** needs a real account: trial accounts get the warning */
  realAccount: boolean;
  public?: boolean;
}

/**
 * The entries for a member, in the spec's order: each page a feature registered and offers this
 * brand and player (shell/links.ts), then help and log-out. Pure, unit-tested.
 */
export function avatarEntries(context: LinkContext, { narrow = false }: { narrow?: boolean } = {}): AvatarEntry[] {
  const pages = AVATAR_MENU_LINKS.flatMap(({ key, id, narrowOnly }) => {
    if (narrowOnly && !narrow) return [];
    const [link] = visibleLinks([id], context);
    return link ? [{ key, to: link.to, realAccount: link.realAccount ?? false, public: link.public }] : [];
  });
  return [...pages, { key: 'helpCenter', action: 'help', realAccount: false }, { key: 'logout', action: 'logout', realAccount: false }];
}

export interface AvatarMenuListProps {
  id: string;
  /** the avatar menu (trigger and list): a press inside it is not a press outside */
  within: RefObject<HTMLElement | null>;
  /** close the menu; `returnFocus` puts focus back on the avatar (Escape, a choice) */
  onClose: (returnFocus: boolean) => void;
}

export function AvatarMenuList({ id, within, onClose }: AvatarMenuListProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const requireLogin = useRequireLogin();
  const openModal = useSetAtom(openModalAtom);
  const items = useRef<Array<HTMLButtonElement | null>>([]);
  // the invite-friends page shows only while the merchant's referral promotion is on: asked only
  // once a feature serves that page
  const promotions = useMerchantPromotions({ enabled: registeredLink(LINK.inviteFriends) !== undefined }).data;
  const narrow = useMediaQuery(NARROW_QUERY);
  const entries = avatarEntries({ ...useLinkContext(), promotions }, { narrow });

  // focus is on the first item before the menu's first paint: arrows or Escape pressed as soon as
  // it shows reach the menu, not the page
  useLayoutEffect(() => {
    items.current[0]?.focus();
    const onDown = (e: MouseEvent) => {
      if (!within.current?.contains(e.target as Node)) onClose(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [within, onClose]);

  function choose(entry: AvatarEntry) {
    // the chosen item goes with the menu: focus goes back to the avatar first, in the press, so a
    // dialog the choice opens (its chunk loaded or still loading) gives it back there when it
    // closes, rather than to the page's body; a page the choice opens takes it on arrival
    onClose(true);
    if (entry.action === 'help') openModal({ name: 'help' });
    else if (entry.action === 'logout') openModal({ name: 'logoutConfirm' });
    else if (entry.to) {
      const to = entry.to;
      if (entry.public) navigate(to);
      else requireLogin(() => navigate(to), { realAccount: entry.realAccount });
    }
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
