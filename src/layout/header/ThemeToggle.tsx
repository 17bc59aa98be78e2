import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useBrand } from '../../brand/context';
import { useThemeMode } from '../../theme/themeMode';
import { MoonIcon, SunIcon } from '../icons';
import { vars } from '../../theme/cssVariables';
import { PHONE_MEDIA, TOUCH_TARGET } from '../../ui/touchTarget';

/**
 * A round icon button of the bar, 36 px. On a phone its box is a 44 px touch target and the
 * circle it draws stays 36 px (drawn by ::before), so the bar looks the same.
 */
export const IconButton = styled.button`
  position: relative;
  display: inline-grid;
  place-items: center;
  flex: 0 0 auto;
  width: 36px;
  height: 36px;
  padding: 0;
  border: 0;
  border-radius: ${vars.radius.pill};
  background: transparent;
  color: ${vars.color.text};
  cursor: pointer;
  &::before {
    content: '';
    position: absolute;
    inset: 0;
    border: 1px solid ${vars.color.border};
    border-radius: inherit;
  }
  & > svg { position: relative; }
  &:hover::before { background: ${vars.color.surfaceRaised}; }
  &:focus-visible { outline: 2px solid ${vars.color.focus}; outline-offset: 2px; }
  ${PHONE_MEDIA} {
    width: ${TOUCH_TARGET};
    height: ${TOUCH_TARGET};
    &::before { inset: 4px; }
    &:focus-visible { outline-offset: -2px; }
  }
`;

/** Sun in dark mode (switch to light), moon in light mode (switch to dark). */
export function ThemeToggle({ testId = 'theme-toggle' }: { testId?: string }) {
  const brand = useBrand();
  const { t } = useTranslation();
  const [mode, , toggle] = useThemeMode(brand.theme.defaultMode);
  const label = mode === 'dark' ? t('theme.toLight') : t('theme.toDark');
  return (
    <IconButton type="button" data-testid={testId} data-mode={mode} aria-label={label} title={label} onClick={toggle}>
      {mode === 'dark' ? <SunIcon /> : <MoonIcon />}
    </IconButton>
  );
}
