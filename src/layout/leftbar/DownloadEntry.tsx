import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useBrand } from '../../brand/context';
import { openModalAtom } from '../../shell/modals';
import { registeredModal } from '../../shell/slots';
import { LazyQrCode } from '../../ui/LazyQrCode';
import { PhoneIcon } from '../icons';
import { MenuEntry } from './MenuEntry';

const Card = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  max-width: 260px;
  text-align: center;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const IosLink = styled.a`
  color: ${({ theme }) => theme.colors.link};
  font-weight: ${({ theme }) => theme.font.weight.medium};
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
