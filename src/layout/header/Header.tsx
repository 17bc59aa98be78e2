import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { lazySlot } from '../../ui/lazySlot';
import { isLoggedInAtom } from '../../session/session';
import { LanguageSelect } from '../LanguageSelect';
import { MOBILE_MEDIA, NARROW_MEDIA } from '../hooks';
import { DownloadButton } from './DownloadButton';
import { HeaderLogo } from './HeaderLogo';
import { LoggedOutActions } from './LoggedOutActions';
import { MobileMenuButton } from './MobileMenuButton';
import { ThemeToggle } from './ThemeToggle';
import { FOCUS_VARIABLE, vars } from '../../theme/cssVariables';


const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 40;
  display: flex;
  align-items: center;
  gap: ${vars.space.sm};
  height: ${vars.layout.headerHeight};
  padding: 0 ${vars.space.md};
  background: ${vars.color.header};
  color: ${vars.color.headerText};
  border-bottom: 1px solid ${vars.color.border};
  /* every control on the bar draws its ring in a colour the bar lets be seen */
  ${FOCUS_VARIABLE}: ${vars.color.headerFocus};
  ${MOBILE_MEDIA} {
    /* at 375 px the actions may take a second row rather than overflow */
    flex-wrap: wrap;
    height: auto;
    min-height: ${vars.layout.headerHeight};
    padding: ${vars.space.xs} ${vars.space.sm};
    gap: ${vars.space.xs};
  }
  ${NARROW_MEDIA} {
    /* one row on phones: the logo gives way first */
    flex-wrap: nowrap;
    /* a player's row of 44 px targets (menu, mark, Deposit, balance, avatar) fits a long balance
       with no gaps between the bar's parts: each target has room round what it draws */
    &[data-player] { gap: 0; }
  }
`;

const Spacer = styled.div`
  flex: 1 1 auto;
  min-width: 0;
`;

const Tools = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space.xs};
  flex: 0 1 auto;
  flex-wrap: wrap;
  justify-content: flex-end;
  min-width: 0;
  ${NARROW_MEDIA} { flex-shrink: 0; flex-wrap: nowrap; }
`;

const HeaderLanguage = styled(LanguageSelect)<{ $inDrawer: boolean }>`
  ${MOBILE_MEDIA} {
    /* the drawer carries its own selector */
    display: ${({ $inDrawer }) => ($inDrawer ? 'none' : 'inline-flex')};
    svg { display: none; }
    select { max-width: 96px; }
  }
  ${NARROW_MEDIA} {
    select { max-width: 64px; }
  }
`;

/** On phones the drawer carries the app download (its left-bar entry) and the theme toggle, where there is a drawer. */
const InDrawerOnPhones = styled.div<{ $inDrawer: boolean }>`
  display: contents;
  ${NARROW_MEDIA} {
    ${({ $inDrawer }) => ($inDrawer ? 'display: none;' : '')}
  }
`;

// A visitor's first page never shows the logged-in header: it comes in the player's chunk
// (vite.config.ts). A player's first page does, so its strings are first-paint strings.
const LoggedInActions = lazySlot(() => import('./LoggedInActions').then((m) => m.LoggedInActions), null, { strings: 'firstPaint' });

/**
 * Starts the player's header on its way (boot, once it knows there is a session), so the first
 * screen comes with it instead of drawing the header without it and adding it later.
 */
export const preloadPlayerHeader = LoggedInActions.preload;

export interface HeaderProps {
  /** the route shows the left bar, so small screens get a menu button for its drawer */
  hasMenu: boolean;
}

export function Header({ hasMenu }: HeaderProps) {
  const loggedIn = useAtomValue(isLoggedInAtom);
  return (
    <Bar data-testid="header" data-player={loggedIn ? '' : undefined}>
      {hasMenu && <MobileMenuButton />}
      <HeaderLogo compact={loggedIn} />
      <Spacer />
      <Tools>
        {loggedIn ? <LoggedInActions /> : <LoggedOutActions />}
        <InDrawerOnPhones $inDrawer={hasMenu}>
          <DownloadButton />
          <ThemeToggle />
        </InDrawerOnPhones>
        <HeaderLanguage testId="language-select" $inDrawer={hasMenu} />
      </Tools>
    </Bar>
  );
}
