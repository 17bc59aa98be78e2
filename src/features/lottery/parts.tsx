import styled from 'styled-components';
import { vars } from '../../theme/cssVariables';

export const GameList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${vars.space.sm};
  @media (max-width: 420px) { grid-template-columns: repeat(2, minmax(0, 1fr)); }
`;

export const GameButton = styled.button<{ $selected: boolean }>`
  width: 100%;
  min-height: 48px;
  padding: ${vars.space.sm};
  border: 1px solid ${({ $selected }) => ($selected ? vars.color.primary : vars.color.border)};
  border-radius: ${vars.radius.md};
  background: ${({ $selected }) => ($selected ? vars.color.primary : vars.color.surface)};
  color: ${({ $selected }) => ($selected ? vars.color.primaryContrast : vars.color.text)};
  font: inherit;
  text-align: left;
  cursor: pointer;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  &:hover { border-color: ${vars.color.primary}; }
  &:focus-visible { outline: 2px solid ${vars.color.focus}; outline-offset: 2px; }
`;

export const Numbers = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${vars.space.xs};
  li { display: flex; flex-wrap: wrap; align-items: center; gap: ${vars.space.sm}; }
`;

export const Ball = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: 28px;
  height: 28px;
  padding: 0 4px;
  border-radius: ${vars.radius.pill};
  background: ${vars.color.primary};
  color: ${vars.color.primaryContrast};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.bold};
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space.sm};
`;
