import { Link, NavLink } from 'react-router-dom';
import styled, { css } from 'styled-components';

const itemBase = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.textOnSurface};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.surfaceRaised}; color: ${({ theme }) => theme.colors.text}; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: -2px; }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.primary};
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
  padding: ${({ theme }) => theme.space.sm};
  display: grid;
  gap: 2px;
`;

/** Items inside a flyout. */
export const FlyoutList = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space.xs};
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

export const HotBadge = styled.span`
  flex: 0 0 auto;
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;
