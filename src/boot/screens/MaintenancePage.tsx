import { useTranslation } from 'react-i18next';
import { useBrand } from '../../brand/context';
import { useThemeMode } from '../../theme/themeMode';
import { StatusCard } from './StatusCard';
import { ContactUsButton } from './ContactUsButton';

export function MaintenancePage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const [mode] = useThemeMode(brand.theme.defaultMode);
  return (
    <StatusCard testId="maintenance-page" logo={brand.assets.logo?.[mode]} logoAlt={brand.name}>
      <h1>{t('status.maintenanceTitle')}</h1>
      <p>{t('status.maintenanceText')}</p>
      <ContactUsButton />
    </StatusCard>
  );
}
