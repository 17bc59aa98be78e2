import { useAtom, useAtomValue } from 'jotai';
import { useCallback, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useBrand } from '../../brand/context';
import { leftBarCollapsedAtom, mobileMenuOpenAtom } from '../../state/preferences';
import { modalAtom } from '../../shell/modals';
import { LanguageSelect } from '../LanguageSelect';
import { MOBILE_MEDIA, MOBILE_QUERY, NARROW_MEDIA, useMediaQuery } from '../hooks';
import { ThemeToggle } from '../header/ThemeToggle';
import { GiftIcon, HomeIcon, SearchIcon } from '../icons';
import { CategoryEntry, InHouseEntry, inHouseLaunch } from './CategoryEntry';
import { ChatEntry } from './ChatEntry';
import { CollapseToggle } from './CollapseToggle';
import { DownloadEntry } from './DownloadEntry';
import { MenuEntry } from './MenuEntry';
import { ServiceEntry } from './ServiceEntry';
import { leftBarBox } from './barBox';
import { EntryList } from './styles';
import { useRovingFocus } from './useRovingFocus';
import { focusablesIn, keepFocusWithin } from '../../ui/focusTrap';
import { useAfterFirstPaint } from '../../ui/useAfterFirstPaint';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { MOBILE_MENU_BUTTON_ID } from '../header/MobileMenuButton';
import { vars } from '../../theme/cssVariables';

const Nav = styled.nav<{ $collapsed: boolean; $open: boolean }>`
  position: sticky;
  /* sticky makes a stacking context: lift it above the page so its fixed flyouts cover the banner */
  z-index: 30;
  top: ${vars.layout.headerHeight};
  ${leftBarBox}
  align-self: flex-start;
  display: flex;
  flex-direction: column;
  height: calc(100dvh - ${vars.layout.headerHeight});
  overflow-x: hidden;
  overflow-y: auto;
  overscroll-behavior: contain;
  color: ${vars.color.leftBarText};
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
    box-shadow: ${vars.shadow.lg};
    transform: translateX(${({ $open }) => ($open ? '0' : '-100%')});
    visibility: ${({ $open }) => ($open ? 'visible' : 'hidden')};
    /* shown at once on opening (so focus can move in), hidden only once it has slid out */
    transition: transform 200ms ease, visibility 0s linear ${({ $open }) => ($open ? '0s' : '200ms')};
  }
`;

const DrawerClose = styled.button`
  align-self: flex-end;
  display: grid;
  place-items: center;
  flex: 0 0 auto;
  width: 44px;
  height: 44px;
  margin: ${vars.space.xs} ${vars.space.xs} 0 0;
  border: 0;
  border-radius: ${vars.radius.pill};
  background: transparent;
  color: ${vars.color.text};
  font-size: 1.75rem;
  line-height: 1;
  cursor: pointer;
  &:hover { background: ${vars.color.surfaceRaised}; }
  &:focus-visible { outline: 2px solid ${vars.color.focus}; outline-offset: -2px; }
`;

const Scrim = styled.div`
  display: none;
  ${MOBILE_MEDIA} {
    display: block;
    position: fixed;
    inset: 0;
    z-index: 89;
    background: ${vars.color.overlay};
  }
`;

const Language = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space.sm};
  padding: ${vars.space.sm} ${vars.space.md} ${vars.space.md};
  select { flex: 1 1 auto; }
  > :first-child { flex: 1 1 auto; min-width: 0; }
  /* 44 px touch targets in the drawer */
  ${MOBILE_MEDIA} {
    select { min-height: 44px; }
    button { width: 44px; height: 44px; }
  }
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
  const listRef = useRef<HTMLUListElement>(null);
  // the entries are one tab stop; arrows move between them and into their flyouts
  const arrowHintId = useId();
  useRovingFocus(listRef, arrowHintId);
  const collapsed = storedCollapsed && !mobile;
  const inHouse = inHouseLaunch(brand.menu.categories);
  // The entries render a frame after the page's first paint: the bar (its width and colour) is
  // there from the first paint, so nothing moves when they come, and the first commit (its
  // render, layout and paint) holds the content the player came for, the largest picture
  // among it. They were a third of that commit's elements.
  const painted = useAfterFirstPaint();

  // a navigation closes the drawer; its first render does not (a page that shows the bar only as
  // the drawer mounts it as the drawer opens: AppLayout)
  const shownAt = useRef(`${location.pathname}${location.search}`);
  useEffect(() => {
    const at = `${location.pathname}${location.search}`;
    if (shownAt.current === at) return;
    shownAt.current = at;
    setOpen(false);
  }, [location.pathname, location.search, setOpen]);

  // the drawer is modal: focus moves in and stays in; Escape, the close button or the scrim
  // close it and focus goes back to the menu button that opened it
  const closeDrawer = useCallback(() => {
    setOpen(false);
    document.getElementById(MOBILE_MENU_BUTTON_ID)?.focus();
  }, [setOpen]);
  // a dialog opened from the drawer (help, feedback, the app download, the log-in popup) is not
  // left with the drawer behind it: the drawer shuts first, before the dialog's own layout effect,
  // so the menu button is where the dialog gives focus back when it closes
  const modal = useAtomValue(modalAtom);
  useLayoutEffect(() => {
    if (modal && mobile && open) closeDrawer();
  }, [modal, mobile, open, closeDrawer]);
  // where focus waited for the entries, when the drawer opened before they rendered
  const waitingFocus = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const nav = navRef.current;
    if (!mobile || !open || !nav) {
      waitingFocus.current = null;
      return;
    }
    if (!painted) {
      // opened in the frame before the entries come: focus waits in the drawer, on its first stop
      waitingFocus.current = focusablesIn(nav)[0] ?? null;
      waitingFocus.current?.focus();
      return;
    }
    // the current page's entry takes focus, unless the player moved it while it waited
    if (waitingFocus.current && document.activeElement !== waitingFocus.current) return;
    waitingFocus.current = null;
    (nav.querySelector<HTMLElement>('[aria-current="page"]') ?? focusablesIn(nav)[0])?.focus();
  }, [mobile, open, painted]);
  useEffect(() => {
    const nav = navRef.current;
    if (!mobile || !open || !nav) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        // an open flyout closes first (MenuEntry stops the event)
        e.preventDefault();
        closeDrawer();
      } else keepFocusWithin(e, nav);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [mobile, open, closeDrawer]);

  return (
    <>
      {mobile && open && <Scrim data-testid="left-bar-scrim" onClick={closeDrawer} />}
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
        {mobile && open && (
          <DrawerClose type="button" data-testid="left-bar-close" aria-label={t('leftBar.closeMenu')} onClick={closeDrawer}>
            <span aria-hidden="true">×</span>
          </DrawerClose>
        )}
        <VisuallyHidden id={arrowHintId}>{t('leftBar.arrowHint')}</VisuallyHidden>
        <EntryList ref={listRef} data-testid="left-bar-entries" aria-busy={!painted || undefined}>
          {painted && (
            <>
              <MenuEntry icon={<HomeIcon />} label={t('leftBar.home')} to="/" end testId="menu-home" collapsed={collapsed} />
              {brand.menu.categories.map((c) => (
                <CategoryEntry key={c.category} category={c} collapsed={collapsed} />
              ))}
              {inHouse && <InHouseEntry vendor={inHouse} collapsed={collapsed} />}
              <MenuEntry
                icon={<SearchIcon />}
                label={t('leftBar.gameSearch')}
                to="/#game-search"
                place
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
            </>
          )}
        </EntryList>
        {painted && !collapsed && (
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
