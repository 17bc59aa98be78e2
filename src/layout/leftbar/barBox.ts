/**
 * The left bar's box on a wide screen: the bar itself (LeftBar.tsx, in the frame chunk) and its
 * place while that chunk loads (layout/frame.tsx, in the shell) are the same size and colour, so
 * nothing moves when the bar comes.
 */
import { css } from 'styled-components';
import { vars } from '../../theme/cssVariables';

export const leftBarBox = css<{ $collapsed: boolean }>`
  flex: 0 0 auto;
  width: ${({ $collapsed }) => ($collapsed ? vars.layout.leftBarCollapsedWidth : vars.layout.leftBarWidth)};
  background: ${vars.color.leftBar};
  border-right: 1px solid ${vars.color.border};
`;
