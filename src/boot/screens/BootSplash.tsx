import styled, { keyframes } from 'styled-components';

const pulse = keyframes`50% { opacity: 0.35; }`;

const Splash = styled.div`
  min-height: 100dvh;
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.colors.background};
`;

const Dot = styled.span`
  width: 14px;
  height: 14px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.textMuted};
  animation: ${pulse} 1s ease-in-out infinite;
`;

/** Before the brand is known: the stored mode's neutral background, nothing brand-specific to flash. */
export function BootSplash() {
  return (
    <Splash aria-busy="true" data-testid="boot-splash">
      <Dot />
    </Splash>
  );
}
