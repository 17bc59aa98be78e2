import { useTranslation } from 'react-i18next';
import { useBrand } from '../../brand/context';
import { Button } from '../../ui/Button';
import { chooseServiceEntry, openCustomerService } from '../../session/customerService';

/** Contact Us on the maintenance and region pages: the brand's customer service (live chat; no member is known here). */
export function ContactUsButton() {
  const { t } = useTranslation();
  const entry = chooseServiceEntry(useBrand().customerService, null);
  if (!entry) return null;
  return (
    <Button data-testid="contact-us" onClick={() => void openCustomerService(entry)}>
      {t('status.contactUs')}
    </Button>
  );
}
