import styled from 'styled-components';
import { lazySlot } from './lazySlot';
import { QR_SIZE } from './qrSize';
import { vars } from '../theme/cssVariables';

const Placeholder = styled.div`
  width: ${QR_SIZE}px;
  height: ${QR_SIZE}px;
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceSunken};
`;

/** The QR code as a lazy chunk, for places that show one only on demand (the left bar's hover card). */
export const LazyQrCode = lazySlot(() => import('./QrCode').then((m) => m.default), <Placeholder aria-hidden="true" />);
