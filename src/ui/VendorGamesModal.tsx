/** A vendor whose `isGame` is VASSALAGE: choosing it lists its games in a popup instead of launching (spec section 3). */
import { useTranslation } from 'react-i18next';
import { formatVendorName } from './format';
import { Modal } from './Modal';
import { PagedGameGrid } from './PagedGameGrid';

import type { VendorPopup } from './vendorPopup';

export default function VendorGamesModal({ popup, onClose }: { popup: VendorPopup; onClose: () => void }) {
  const { t } = useTranslation();
  const name = formatVendorName(popup.name);
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
