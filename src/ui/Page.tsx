/** The frame of a routed page: padding, vertical rhythm, and its headings. */
import styled from 'styled-components';
import { vars } from '../theme/cssVariables';

/** A page's outer box; `$narrow` caps it at reading width (account-style pages). */
export const Page = styled.section<{ $narrow?: boolean }>`
  display: grid;
  gap: ${vars.space.md};
  padding: ${vars.space.md};
  ${({ $narrow }) => ($narrow ? 'max-width: 720px;' : '')}
  min-width: 0;
  & > * { min-width: 0; }
`;

/** The page's h1. */
export const PageTitle = styled.h1`
  margin: 0;
  font-size: ${vars.fontSize.xl};
`;

/** A section's h2 inside a page. */
export const SectionHeading = styled.h2`
  margin: 0;
  font-size: ${vars.fontSize.lg};
`;
