import { useTranslation } from 'react-i18next';
import { useBrand } from '../../brand/context';
import { Button } from '../../ui/Button';
import { openCustomerService } from '../../ui/customerService';

/** Contact Us on the maintenance and region pages: the brand's chat link (customer-service type 3). */
export function ContactUsButton() {
  const { t } = useTranslation();
  const entry = useBrand().customerService.find((c) => c.type === 3);
  if (!entry) return null;
  return (
    <Button data-testid="contact-us" onClick={() => void openCustomerService(entry.path)}>
      {t('status.contactUs')}
    </Button>
  );
}
