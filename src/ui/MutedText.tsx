import styled from 'styled-components';

/** A secondary line of text: muted colour, small size, no margins. */
export const MutedText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
