import styled from 'styled-components';

/** A bordered surface box for a block of page content (its h2 and muted paragraphs styled). */
export const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  h2 { margin: 0; font-size: ${({ theme }) => theme.font.size.lg}; }
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; }
`;
