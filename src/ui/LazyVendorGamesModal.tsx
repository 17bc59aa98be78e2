import { lazy, Suspense } from 'react';
import type { VendorPopup } from './vendorPopup';

// the games grid (and its virtualiser) load only when a vendor popup opens, not with the left bar
const VendorGamesModal = lazy(() => import('./VendorGamesModal'));

export function LazyVendorGamesModal(props: { popup: VendorPopup; onClose: () => void }) {
  return (
    <Suspense fallback={null}>
      <VendorGamesModal {...props} />
    </Suspense>
  );
}
