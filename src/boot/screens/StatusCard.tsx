import type { ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '../../theme/cssVariables';

const Page = styled.div`
  min-height: 100dvh;
  display: grid;
  place-items: center;
  padding: ${vars.space.lg} ${vars.space.md};
  background: ${vars.color.background};
  color: ${vars.color.text};
`;

const Card = styled.main<{ $wide?: boolean }>`
  width: min(${({ $wide }) => ($wide ? '880px' : '520px')}, 100%);
  display: grid;
  gap: ${vars.space.md};
  justify-items: center;
  text-align: center;
  padding: ${vars.space.xl} ${vars.space.lg};
  background: ${vars.color.surface};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  box-shadow: ${vars.shadow.md};
  h1 { margin: 0; font-size: ${vars.fontSize.xl}; }
  p { margin: 0; color: ${vars.color.textMuted}; line-height: ${vars.lineHeight}; }
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
