import { QRCodeSVG } from 'qrcode.react';
import styled from 'styled-components';

import { QR_LEVEL, QR_LOGO_SCALE, QR_MARGIN, QR_SIZE } from './qrSize';

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

const LOGO = Math.round(QR_SIZE * QR_LOGO_SCALE);

/**
 * A scannable QR of `value`, 200 px with its margin; `label` names it for assistive technology.
 * `logo` (a checked same-origin or https URL) sits in its centre, the modules under it cleared.
 */
export default function QrCode({ value, label, testId, logo }: { value: string; label: string; testId?: string; logo?: string | null }) {
  return (
    <Frame data-testid={testId} data-logo={logo ? 'true' : undefined}>
      <QRCodeSVG
        value={value}
        size={QR_SIZE - 2 * QR_MARGIN}
        marginSize={0}
        level={QR_LEVEL}
        fgColor={QR_DARK}
        bgColor={QR_LIGHT}
        title={label}
        imageSettings={logo ? { src: logo, width: LOGO, height: LOGO, excavate: true } : undefined}
        role="img"
        aria-label={label}
      />
    </Frame>
  );
}
