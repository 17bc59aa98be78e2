import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useBrand } from '../../brand/context';
import { leftBarCollapsedAtom, mobileMenuOpenAtom } from '../../state/preferences';
import { LanguageSelect } from '../LanguageSelect';
import { MOBILE_MEDIA, MOBILE_QUERY, NARROW_MEDIA, useMediaQuery } from '../hooks';
import { ThemeToggle } from '../header/ThemeToggle';
import { GiftIcon, HomeIcon, SearchIcon } from '../icons';
import { CategoryEntry } from './CategoryEntry';
import { ChatEntry } from './ChatEntry';
import { CollapseToggle } from './CollapseToggle';
import { DownloadEntry } from './DownloadEntry';
import { MenuEntry } from './MenuEntry';
import { ServiceEntry } from './ServiceEntry';
import { EntryList } from './styles';

const Nav = styled.nav<{ $collapsed: boolean; $open: boolean }>`
  position: sticky;
  /* sticky makes a stacking context: lift it above the page so its fixed flyouts cover the banner */
  z-index: 30;
  top: ${({ theme }) => theme.layout.headerHeight};
  flex: 0 0 auto;
  align-self: flex-start;
  display: flex;
  flex-direction: column;
  width: ${({ theme, $collapsed }) => ($collapsed ? theme.layout.leftBarCollapsedWidth : theme.layout.leftBarWidth)};
  height: calc(100dvh - ${({ theme }) => theme.layout.headerHeight});
  overflow-x: hidden;
  overflow-y: auto;
  overscroll-behavior: contain;
  background: ${({ theme }) => theme.colors.surface};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  transition: width 160ms ease;
  @media (prefers-reduced-motion: reduce) { transition: none; }

  ${MOBILE_MEDIA} {
    /* off-canvas drawer opened from the header's menu button */
    position: fixed;
    top: 0;
    left: 0;
    bottom: 0;
    z-index: 90;
    height: 100dvh;
    width: min(300px, 85vw);
    box-shadow: ${({ theme }) => theme.shadows.lg};
    transform: translateX(${({ $open }) => ($open ? '0' : '-100%')});
    visibility: ${({ $open }) => ($open ? 'visible' : 'hidden')};
    transition: transform 200ms ease, visibility 200ms;
  }
`;

const Scrim = styled.div`
  display: none;
  ${MOBILE_MEDIA} {
    display: block;
    position: fixed;
    inset: 0;
    z-index: 89;
    background: ${({ theme }) => theme.colors.overlay};
  }
`;

const Language = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md};
  select { flex: 1 1 auto; }
  > :first-child { flex: 1 1 auto; min-width: 0; }
`;

/** The header has no room for the theme toggle on phones: the drawer has it there. */
const DrawerThemeToggle = styled.div`
  display: none;
  ${NARROW_MEDIA} { display: contents; }
`;

/**
 * The side menu: home, game categories, promotions, customer service, app download, chat,
 * language and the collapse toggle. Collapsed shows icons only; under ~900 px it is a drawer.
 */
export function LeftBar() {
  const brand = useBrand();
  const { t } = useTranslation();
  const location = useLocation();
  const mobile = useMediaQuery(MOBILE_QUERY);
  const storedCollapsed = useAtomValue(leftBarCollapsedAtom);
  const [open, setOpen] = useAtom(mobileMenuOpenAtom);
  const navRef = useRef<HTMLElement>(null);
  const collapsed = storedCollapsed && !mobile;

  // a navigation closes the drawer
  useEffect(() => {
    setOpen(false);
  }, [location.pathname, location.search, setOpen]);

  // the drawer: focus moves in, Escape closes it
  useEffect(() => {
    if (!mobile || !open) return;
    navRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [mobile, open, setOpen]);

  return (
    <>
      {mobile && open && <Scrim data-testid="left-bar-scrim" onClick={() => setOpen(false)} />}
      <Nav
        ref={navRef}
        id="left-bar"
        data-testid="left-bar"
        data-collapsed={collapsed}
        aria-label={t('leftBar.label')}
        $collapsed={collapsed}
        $open={open}
      >
        <CollapseToggle />
        <EntryList>
          <MenuEntry icon={<HomeIcon />} label={t('leftBar.home')} to="/" end testId="menu-home" collapsed={collapsed} />
          {brand.menu.categories.map((c) => (
            <CategoryEntry key={c.category} category={c} collapsed={collapsed} />
          ))}
          <MenuEntry
            icon={<SearchIcon />}
            label={t('leftBar.gameSearch')}
            to="/#game-search"
            testId="menu-game-search"
            collapsed={collapsed}
          />
          <MenuEntry
            icon={<GiftIcon />}
            label={t('leftBar.promotions')}
            to="/promotions"
            testId="menu-promotions"
            collapsed={collapsed}
          />
          <ServiceEntry collapsed={collapsed} />
          <DownloadEntry collapsed={collapsed} />
          {brand.features.chat && <ChatEntry collapsed={collapsed} />}
        </EntryList>
        {!collapsed && (
          <Language>
            <LanguageSelect testId="left-bar-language-select" />
            <DrawerThemeToggle>
              <ThemeToggle testId="drawer-theme-toggle" />
            </DrawerThemeToggle>
          </Language>
        )}
      </Nav>
    </>
  );
}
