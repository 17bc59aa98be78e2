/** A checkbox with its text, as one label: the whole row takes the tap, so it is the 44 px touch target. */
import styled from 'styled-components';
import { vars } from '../theme/cssVariables';
import { touchTarget } from './touchTarget';

export const CheckRow = styled.label`
  display: flex;
  align-items: center;
  gap: ${vars.space.xs};
  cursor: pointer;
  /* the box keeps its size beside a sentence that wraps, where flex would squeeze it */
  input { flex: none; width: 18px; height: 18px; accent-color: ${vars.color.primary}; }
  ${touchTarget}
`;
