import { QRCodeSVG } from 'qrcode.react';
import styled from 'styled-components';

/** Spec section 9: QR defaults size 200, margin 20, level M. */
export const QR_SIZE = 200;
export const QR_MARGIN = 20;
export const QR_LEVEL = 'M' as const;

const Frame = styled.div`
  display: inline-block;
  line-height: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  max-width: 100%;
  svg { max-width: 100%; height: auto; }
`;

/** A scannable QR of `value`; `label` names it for assistive technology. */
export function AppQr({ value, label, testId }: { value: string; label: string; testId?: string }) {
  return (
    <Frame data-testid={testId}>
      <QRCodeSVG value={value} size={QR_SIZE} marginSize={QR_MARGIN} level={QR_LEVEL} title={label} role="img" aria-label={label} />
    </Frame>
  );
}
