import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { leftBarCollapsedAtom } from '../../state/preferences';
import { CollapseIcon } from '../icons';
import { MOBILE_MEDIA } from '../hooks';
import { vars } from '../../theme/cssVariables';

const Toggle = styled.button<{ $collapsed: boolean }>`
  display: grid;
  place-items: center;
  width: 36px;
  height: 36px;
  margin: ${vars.space.sm} ${vars.space.sm} 0 auto;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: transparent;
  color: ${vars.color.textMuted};
  cursor: pointer;
  &:hover { background: ${vars.color.surfaceRaised}; color: ${vars.color.text}; }
  &:focus-visible { outline: 2px solid ${vars.color.focus}; outline-offset: 2px; }
  svg { transform: rotate(${({ $collapsed }) => ($collapsed ? '180deg' : '0deg')}); }
  ${MOBILE_MEDIA} { display: none; }
`;

/** Collapses the left bar to icons only (desktop). */
export function CollapseToggle() {
  const { t } = useTranslation();
  const [collapsed, setCollapsed] = useAtom(leftBarCollapsedAtom);
  return (
    <Toggle
      type="button"
      $collapsed={collapsed}
      data-testid="left-bar-collapse"
      aria-label={collapsed ? t('leftBar.expand') : t('leftBar.collapse')}
      aria-expanded={!collapsed}
      aria-controls="left-bar"
      onClick={() => setCollapsed(!collapsed)}
    >
      <CollapseIcon size={18} />
    </Toggle>
  );
}
