import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { mobileMenuOpenAtom } from '../../state/preferences';
import { MenuIcon } from '../icons';
import { MOBILE_MEDIA } from '../hooks';
import { preloadFrameParts } from '../frame';
import { IconButton } from './ThemeToggle';

const MenuButton = styled(IconButton)`
  display: none;
  /* a 44 px touch target that draws its circle at its full size */
  ${MOBILE_MEDIA} {
    display: inline-grid;
    width: 44px;
    height: 44px;
    &::before { inset: 0; }
    &:focus-visible { outline-offset: 2px; }
  }
`;

/** The drawer gives focus back to this button when it closes. */
export const MOBILE_MENU_BUTTON_ID = 'mobile-menu-button';

/** Opens the left bar's drawer on small screens. */
export function MobileMenuButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useAtom(mobileMenuOpenAtom);
  return (
    <MenuButton
      type="button"
      id={MOBILE_MENU_BUTTON_ID}
      data-testid="mobile-menu-toggle"
      aria-label={t('header.menu')}
      aria-expanded={open}
      aria-controls="left-bar"
      // the drawer's code, where the page has not loaded it (AppLayout): on its way as the player reaches
      onPointerDown={() => void preloadFrameParts()}
      onFocus={() => void preloadFrameParts()}
      onClick={() => setOpen(!open)}
    >
      <MenuIcon />
    </MenuButton>
  );
}
