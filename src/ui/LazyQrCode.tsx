import { lazy, Suspense, type ComponentProps } from 'react';
import styled from 'styled-components';
import { QR_SIZE } from './qrSize';

const QrCode = lazy(() => import('./QrCode'));

const Placeholder = styled.div`
  width: ${QR_SIZE}px;
  height: ${QR_SIZE}px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceSunken};
`;

/** The QR code as a lazy chunk, for places that show one only on demand (the left bar's hover card). */
export function LazyQrCode(props: ComponentProps<typeof QrCode>) {
  return (
    <Suspense fallback={<Placeholder aria-hidden="true" />}>
      <QrCode {...props} />
    </Suspense>
  );
}
