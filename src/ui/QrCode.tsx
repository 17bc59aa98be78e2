import { QRCodeSVG } from 'qrcode.react';
import styled from 'styled-components';

import { QR_LEVEL, QR_LOGO_SCALE, QR_MARGIN, QR_SIZE } from './qrSize';
import { vars } from '../theme/cssVariables';

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
  border-radius: ${vars.radius.md};
  max-width: 100%;
  svg { max-width: 100%; height: auto; }
`;

/**
 * A scannable QR of `value`, 200 px with its margin (`size` for another: the invite link's is
 * 800 px, shown scaled to the space it has); `label` names it for assistive technology.
 * `logo` (a checked same-origin or https URL) sits in its centre, the modules under it cleared.
 */
export default function QrCode({ value, label, testId, logo, size = QR_SIZE }: { value: string; label: string; testId?: string; logo?: string | null; size?: number }) {
  const logoSize = Math.round(size * QR_LOGO_SCALE);
  return (
    <Frame data-testid={testId} data-logo={logo ? 'true' : undefined}>
      <QRCodeSVG
        value={value}
        size={size - 2 * QR_MARGIN}
        marginSize={0}
        level={QR_LEVEL}
        fgColor={QR_DARK}
        bgColor={QR_LIGHT}
        title={label}
        imageSettings={logo ? { src: logo, width: logoSize, height: logoSize, excavate: true } : undefined}
        role="img"
        aria-label={label}
      />
    </Frame>
  );
}
