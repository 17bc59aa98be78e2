import { useTranslation } from 'react-i18next';
import { useBrand } from '../../brand/context';
import { FooterLogoRow } from './FooterLogoRow';

/** The four payment-method icons of the brand. */
export function FooterPayments() {
  const brand = useBrand();
  const { t } = useTranslation();
  const logos = brand.assets.paymentIcons.slice(0, 4).map((src, i) => ({ key: `${src}-${i}`, src, alt: t('footer.paymentIcon', { n: i + 1 }) }));
  return <FooterLogoRow title={t('footer.payments')} logos={logos} testId="footer-payment-icon" />;
}
