import styled, { keyframes } from 'styled-components';

const pulse = keyframes`50% { opacity: 0.35; }`;

const Splash = styled.div`
  min-height: 100dvh;
  display: grid;
  place-items: center;
  background: var(--color-background);
`;

const Dot = styled.span`
  width: 14px;
  height: 14px;
  border-radius: 50%;
  background: var(--color-text-muted, currentColor);
  animation: ${pulse} 1s ease-in-out infinite;
`;

/**
 * Before the brand is known: the colours public/theme-init.js painted (the brand's, kept from the
 * last visit or its theme.css), else index.html's neutral page. It reads the document's variables,
 * not a styled-components theme, so it never paints over them with a default.
 */
export function BootSplash() {
  return (
    <Splash aria-busy="true" data-testid="boot-splash">
      <Dot />
    </Splash>
  );
}
