/** The small pills beside a label: a count that asks for attention, or a word in a role colour ("new", "hot"). */
import styled, { css } from 'styled-components';
import { vars } from '../theme/cssVariables';

/* beside a title that wraps, flex would squeeze the pill until its word broke in two */
const pill = css`
  flex: none;
  white-space: nowrap;
  padding: 0 6px;
  border-radius: ${vars.radius.pill};
  font-size: ${vars.fontSize.xs};
`;

/**
 * A count on the status red (unread messages, open missions). Its digits are in the page's
 * background colour: the theme derives danger to read 4.5:1 on the background, so the background
 * reads on it; the text colour does not (light digits on a light red in a dark theme, 2.5:1).
 */
export const CountBadge = styled.span`
  ${pill}
  background: ${vars.color.danger};
  color: ${vars.color.background};
`;

/** A word on the primary or accent, in the label colour the theme derives for that role. */
export const RoleBadge = styled.span<{ $role: 'primary' | 'accent' }>`
  ${pill}
  background: ${({ $role }) => ($role === 'accent' ? vars.color.accent : vars.color.primary)};
  color: ${({ $role }) => ($role === 'accent' ? vars.color.accentContrast : vars.color.primaryContrast)};
`;
