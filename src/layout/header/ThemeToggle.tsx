import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useBrand } from '../../brand/context';
import { useThemeMode } from '../../theme/themeMode';
import { MoonIcon, SunIcon } from '../icons';
import { vars } from '../../theme/cssVariables';

export const IconButton = styled.button`
  display: inline-grid;
  place-items: center;
  flex: 0 0 auto;
  width: 36px;
  height: 36px;
  padding: 0;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.pill};
  background: transparent;
  color: ${vars.color.text};
  cursor: pointer;
  &:hover { background: ${vars.color.surfaceRaised}; }
  &:focus-visible { outline: 2px solid ${vars.color.focus}; outline-offset: 2px; }
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
