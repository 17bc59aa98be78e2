import styled from 'styled-components';

/** A count on a header button's corner (unread inbox messages on the avatar, unread chat). */
export const CornerCount = styled.span`
  position: absolute;
  top: -4px;
  right: -6px;
  min-width: 18px;
  padding: 0 4px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: 18px;
  text-align: center;
  pointer-events: none;
`;
