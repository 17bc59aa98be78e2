import styled from 'styled-components';
import { CountBadge } from '../../ui/Badge';

/** A count on a header button's corner (unread inbox messages on the avatar, unread chat). */
export const CornerCount = styled(CountBadge)`
  position: absolute;
  top: -4px;
  right: -6px;
  min-width: 18px;
  padding: 0 4px;
  line-height: 18px;
  text-align: center;
  pointer-events: none;
`;
