/** A vendor whose `isGame` is VASSALAGE: choosing it lists its games in a popup instead of launching (spec section 3). */
import { useTranslation } from 'react-i18next';
import { useBrand } from '../brand/context';
import { formatVendorName } from '../ui/format';
import { Modal } from '../ui/Modal';
import { PagedGameGrid } from './PagedGameGrid';

import type { VendorPopup } from './vendorPopup';

export default function VendorGamesModal({ popup, onClose }: { popup: VendorPopup; onClose: () => void }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const name = formatVendorName(popup.name, brand.currency);
  return (
    <Modal title={t('games.vendorGames', { name })} onClose={onClose} width={900} testId="vendor-games-modal">
      <PagedGameGrid
        query={{ gameType: popup.gameType, vassalage: popup.vendor }}
        emptyText={t('games.noGames')}
        testId="vendor-games-grid"
        label={t('games.vendorGames', { name })}
        showBetHints
        afterOpen={onClose}
      />
    </Modal>
  );
}
