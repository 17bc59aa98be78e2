import { Link, NavLink } from '../../ui/routerLinks';
import styled, { css } from 'styled-components';
import { vars } from '../../theme/cssVariables';
import { CountBadge } from '../../ui/Badge';

const itemBase = css`
  display: flex;
  align-items: center;
  gap: ${vars.space.sm};
  width: 100%;
  min-height: 44px;
  padding: 0 ${vars.space.md};
  border: 0;
  border-radius: ${vars.radius.md};
  background: transparent;
  color: ${vars.color.textOnSurface};
  font: inherit;
  font-size: ${vars.fontSize.sm};
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  &:hover { background: ${vars.color.surfaceRaised}; color: ${vars.color.text}; }
  &:focus-visible { outline: 2px solid ${vars.color.focus}; outline-offset: -2px; }
  &[aria-current='page'] {
    background: ${vars.color.surfaceRaised};
    color: ${vars.color.primary};
  }
  svg { flex: 0 0 auto; }
`;

export const ItemLink = styled(NavLink)`${itemBase}`;
/** A link to a place on a page (home's game search): never marked as the current page. */
export const ItemActionLink = styled(Link)`${itemBase}`;
export const ItemAnchor = styled.a`${itemBase}`;
export const ItemButton = styled.button`${itemBase}`;

export const ItemLabel = styled.span`
  flex: 1 1 auto;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const EntryList = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${vars.space.sm};
  display: grid;
  gap: 2px;
`;

/** Items inside a flyout. */
export const FlyoutList = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${vars.space.xs};
  display: grid;
  gap: 2px;
  min-width: 180px;
`;

export const FlyoutLink = styled(NavLink)`${itemBase}
  min-height: 38px;
`;
export const FlyoutButton = styled.button`${itemBase}
  min-height: 38px;
`;

export const VendorIcon = styled.img`
  width: 24px;
  height: 24px;
  object-fit: contain;
`;

export const HotBadge = styled(CountBadge)`
  padding: 0 ${vars.space.xs};
  font-weight: ${vars.fontWeight.bold};
`;
