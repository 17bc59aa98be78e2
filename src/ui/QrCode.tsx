import { QRCodeSVG } from 'qrcode.react';
import styled from 'styled-components';

import { QR_LEVEL, QR_MARGIN, QR_SIZE } from './qrSize';

/**
 * Scanners need dark modules on a light quiet zone whatever the site's theme, so these two
 * are fixed, not theme tokens.
 */
const QR_DARK = '#000000';
const QR_LIGHT = '#ffffff';

const Frame = styled.div`
  display: inline-block;
  line-height: 0;
  padding: ${QR_MARGIN}px;
  background: ${QR_LIGHT};
  border-radius: ${({ theme }) => theme.radii.md};
  max-width: 100%;
  svg { max-width: 100%; height: auto; }
`;

/** A scannable QR of `value`, 200 px with its margin; `label` names it for assistive technology. */
export default function QrCode({ value, label, testId }: { value: string; label: string; testId?: string }) {
  return (
    <Frame data-testid={testId}>
      <QRCodeSVG
        value={value}
        size={QR_SIZE - 2 * QR_MARGIN}
        marginSize={0}
        level={QR_LEVEL}
        fgColor={QR_DARK}
        bgColor={QR_LIGHT}
        title={label}
        role="img"
        aria-label={label}
      />
    </Frame>
  );
}
