import styled from 'styled-components';
import { vars } from '../theme/cssVariables';

/** A secondary line of text: muted colour, small size, no margins. */
export const MutedText = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;
