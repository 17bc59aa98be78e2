import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useBrand } from '../../brand/context';
import { openModalAtom } from '../../shell/modals';
import { registeredModal } from '../../shell/slots';
import { LazyQrCode } from '../../ui/LazyQrCode';
import { PhoneIcon } from '../icons';
import { MenuEntry } from './MenuEntry';
import { vars } from '../../theme/cssVariables';

const Card = styled.div`
  display: grid;
  justify-items: center;
  gap: ${vars.space.sm};
  padding: ${vars.space.md};
  max-width: 260px;
  text-align: center;
  font-size: ${vars.fontSize.sm};
`;

const IosLink = styled.a`
  color: ${vars.color.link};
  font-weight: ${vars.fontWeight.medium};
`;

/**
 * App download: the download dialog when the download feature serves it and the brand has an app
 * (its install steps and QR codes); else the /down page with a hover card (Android QR, iOS link).
 */
export function DownloadEntry({ collapsed }: { collapsed: boolean }) {
  const brand = useBrand();
  const { t } = useTranslation();
  const openModal = useSetAtom(openModalAtom);
  const { android, iosConfig } = brand.resources;
  const hasCard = android !== null || iosConfig !== null;
  if (hasCard && registeredModal('appDownload')) {
    return <MenuEntry icon={<PhoneIcon />} label={t('leftBar.download')} testId="menu-download" collapsed={collapsed} onSelect={() => openModal({ name: 'appDownload' })} />;
  }
  return (
    <MenuEntry
      icon={<PhoneIcon />}
      label={t('leftBar.download')}
      to="/down"
      testId="menu-download"
      flyoutTestId="menu-flyout-download"
      collapsed={collapsed}
      flyout={
        hasCard
          ? () => (
              <Card>
                {android && (
                  <>
                    <span>{t('download.scanAndroid')}</span>
                    <LazyQrCode value={android.url} label={t('download.androidQr')} testId="left-bar-android-qr" />
                  </>
                )}
                {iosConfig && (
                  <IosLink href={iosConfig.url} target="_blank" rel="noopener noreferrer" data-testid="left-bar-ios-link">
                    {t('download.iosLink')}
                  </IosLink>
                )}
              </Card>
            )
          : undefined
      }
    />
  );
}
