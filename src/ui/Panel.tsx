import styled from 'styled-components';
import { vars } from '../theme/cssVariables';

/** A bordered surface box for a block of page content (its h2 and muted paragraphs styled). */
export const Panel = styled.div`
  display: grid;
  gap: ${vars.space.sm};
  padding: ${vars.space.md};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  h2 { margin: 0; font-size: ${vars.fontSize.lg}; }
  p { margin: 0; color: ${vars.color.textMuted}; }
`;
