import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useBrand } from '../brand/context';
import { leftBarCollapsedAtom, mobileMenuOpenAtom } from '../state/preferences';
import { MOBILE_QUERY, useMediaQuery } from './hooks';
import { bannerGroupOf, type LayoutRoute } from '../shell/layoutRoute';
import { useTitleFromHeading } from './documentTitle';
import { Header } from './header/Header';
import { lazySlot } from '../ui/lazySlot';
import { BannerStrip, LeftBar } from './frame';
import { WhenNearViewport } from '../ui/WhenNearViewport';
import { vars } from '../theme/cssVariables';

// below the fold: its code loads as the player scrolls towards it (busy while it does, so a
// screenshot waits for it)
const Footer = lazySlot(() => import('./footer/Footer').then((m) => m.Footer), <div aria-busy="true" style={{ minHeight: 1 }} />);

const Shell = styled.div`
  min-height: 100dvh;
  display: flex;
  flex-direction: column;
  background: ${vars.color.background};
  color: ${vars.color.text};
`;

const Body = styled.div`
  flex: 1 1 auto;
  display: flex;
  align-items: stretch;
  min-width: 0;
`;

const Column = styled.div`
  flex: 1 1 auto;
  min-width: 0;
  display: flex;
  flex-direction: column;
`;

const Main = styled.main`
  flex: 1 0 auto;
  min-width: 0;
  &:focus { outline: none; }
  /* the heading a navigation gives focus to (routes/useNavigationReset) is no control to ring */
  h1[tabindex='-1']:focus { outline: none; }
`;

const SkipLink = styled.a`
  position: absolute;
  left: ${vars.space.sm};
  top: -100px;
  z-index: 200;
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${vars.space.md};
  border-radius: ${vars.radius.md};
  background: ${vars.color.primary};
  color: ${vars.color.primaryContrast};
  &:focus { top: ${vars.space.sm}; }
`;

/** Which bars a route shows: its layout flags, and for embedded routes the brand's switch. */
export function layoutParts(route: LayoutRoute, embeddedShowsBars: boolean) {
  const hideBars = Boolean(route.layout.embedded) && !embeddedShowsBars;
  return {
    header: route.layout.header && !hideBars,
    leftBar: route.layout.sideMenu && !hideBars,
    banner: bannerGroupOf(route) !== undefined,
    footer: route.layout.footer,
  };
}

/**
 * The page frame of a route: header, left bar, banner strip, main and footer as the route's
 * layout flags say. Embedded routes (/seamless, /vnlottery) hide the bars unless the brand
 * shows them, and start with the left bar collapsed.
 */
export function AppLayout({ route, children }: { route: LayoutRoute; children: ReactNode }) {
  const brand = useBrand();
  const { t } = useTranslation();
  const parts = layoutParts(route, brand.layout.embeddedShowsBars);
  const store = useStore();
  const setCollapsed = useSetAtom(leftBarCollapsedAtom);
  const embedded = Boolean(route.layout.embedded);
  // on phones the left bar is a drawer: every page with a header offers it, so what the header
  // has no room for (theme, language, app download) is still one tap away
  const phone = useMediaQuery(MOBILE_QUERY);
  const leftBar = parts.leftBar || (parts.header && phone);
  // a page that shows the bar only as that drawer (a log-in landing, the register page) mounts it
  // once it is first opened: its code is the frame chunk, which such a page does not load otherwise
  const drawerOpen = useAtomValue(mobileMenuOpenAtom);
  const [drawerOpened, setDrawerOpened] = useState(false);
  if (drawerOpen && !drawerOpened) setDrawerOpened(true);
  const mountLeftBar = parts.leftBar || (leftBar && drawerOpened);
  const main = useRef<HTMLElement>(null);
  useTitleFromHeading(main, brand.name, route.openModal !== undefined);

  // embedded routes start collapsed; leaving one restores the player's previous choice
  useLayoutEffect(() => {
    if (!embedded) return;
    const before = store.get(leftBarCollapsedAtom);
    setCollapsed(true);
    return () => setCollapsed(before);
  }, [embedded, route.id, store, setCollapsed]);

  return (
    <Shell data-route={route.id}>
      <SkipLink href="#main-content">{t('header.skipToContent')}</SkipLink>
      {parts.header && <Header hasMenu={leftBar} />}
      <Body>
        {mountLeftBar && <LeftBar />}
        <Column>
          {parts.banner && route.bannerGroup && <BannerStrip group={route.bannerGroup} />}
          <Main ref={main} id="main-content" data-testid="main" tabIndex={-1}>
            {children}
          </Main>
          {parts.footer && (
            <WhenNearViewport testId="site-footer-pending">
              <Footer />
            </WhenNearViewport>
          )}
        </Column>
      </Body>
    </Shell>
  );
}
