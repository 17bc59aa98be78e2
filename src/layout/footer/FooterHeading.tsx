import styled from 'styled-components';
import { vars } from '../../theme/cssVariables';

export const FooterHeading = styled.h2`
  margin: 0 0 ${vars.space.sm};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.bold};
  color: ${vars.color.text};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;
