import { lazySlot } from '../ui/lazySlot';

// the games grid (and its virtualiser) load only when a vendor popup opens, not with the left bar
export const LazyVendorGamesModal = lazySlot(() => import('./VendorGamesModal').then((m) => m.default));
