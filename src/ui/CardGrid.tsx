import styled from 'styled-components';
import { vars } from '../theme/cssVariables';

/** A list laid out as a responsive grid of cards, `$min` px wide at least (two columns on phones). */
export const CardGrid = styled.ul<{ $min?: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $min = 140 }) => $min}px, 1fr));
  gap: ${vars.space.sm};
  @media (max-width: 420px) { grid-template-columns: repeat(2, minmax(0, 1fr)); }
`;
