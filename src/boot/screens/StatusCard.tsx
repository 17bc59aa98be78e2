import type { ReactNode } from 'react';
import styled from 'styled-components';

const Page = styled.div`
  min-height: 100dvh;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
`;

const Card = styled.main<{ $wide?: boolean }>`
  width: min(${({ $wide }) => ($wide ? '880px' : '520px')}, 100%);
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  justify-items: center;
  text-align: center;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.md};
  h1 { margin: 0; font-size: ${({ theme }) => theme.font.size.xl}; }
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; line-height: ${({ theme }) => theme.font.lineHeight}; }
`;

const Logo = styled.img`
  max-height: 56px;
  max-width: 220px;
`;

/** The frame of every full-page status screen (maintenance, region, boot failures). */
export function StatusCard({ logo, logoAlt, wide, testId, children }: {
  logo?: string | null;
  logoAlt?: string;
  wide?: boolean;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Page>
      <Card $wide={wide} data-testid={testId}>
        {logo && <Logo src={logo} alt={logoAlt ?? ''} />}
        {children}
      </Card>
    </Page>
  );
}
