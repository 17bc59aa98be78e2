import styled from 'styled-components';
import { vars } from '../../theme/cssVariables';

/** A count on a header button's corner (unread inbox messages on the avatar, unread chat). */
export const CornerCount = styled.span`
  position: absolute;
  top: -4px;
  right: -6px;
  min-width: 18px;
  padding: 0 4px;
  border-radius: ${vars.radius.pill};
  background: ${vars.color.danger};
  /* the theme derives danger to read 4.5:1 on the page's background, so the background reads on it;
     the text colour did not (a light red under light digits in a dark theme, 2.5:1) */
  color: ${vars.color.background};
  font-size: ${vars.fontSize.xs};
  line-height: 18px;
  text-align: center;
  pointer-events: none;
`;
