import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../brand/context';
import { openModalAtom } from '../../shell/modals';
import { registeredModal } from '../../shell/slots';
import { prefetchDialog } from '../ModalHost';
import { PhoneIcon } from '../icons';
import { IconButton } from './ThemeToggle';

/** The app download dialog, when the download feature serves it and the brand has an app to offer. */
export function DownloadButton() {
  const brand = useBrand();
  const { t } = useTranslation();
  const openModal = useSetAtom(openModalAtom);
  if (!registeredModal('appDownload') || (brand.resources.android === null && brand.resources.iosConfig === null)) return null;
  const label = t('leftBar.download');
  return (
    <IconButton
      type="button"
      data-testid="header-download"
      aria-label={label}
      title={label}
      onPointerEnter={() => prefetchDialog('appDownload')}
      onFocus={() => prefetchDialog('appDownload')}
      onClick={() => openModal({ name: 'appDownload' })}
    >
      <PhoneIcon />
    </IconButton>
  );
}
