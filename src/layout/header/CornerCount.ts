import styled from 'styled-components';
import { CountBadge } from '../../ui/Badge';

/**
 * A count on a header button's corner (unread inbox messages on the avatar, unread chat), given as
 * `data-count`. It is drawn, not written: the button's name already says the count, and as text
 * it would come before the player's name in what the avatar button shows, so the name would no
 * longer hold the button's visible words in order (WCAG 2.5.3, label in name).
 */
export const CornerCount = styled(CountBadge).attrs({ 'aria-hidden': true })`
  position: absolute;
  top: -4px;
  right: -6px;
  min-width: 18px;
  padding: 0 4px;
  line-height: 18px;
  text-align: center;
  pointer-events: none;
  &::after { content: attr(data-count); }
`;
