import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useBrand } from '../../brand/context';
import { FooterHeading } from './FooterHeading';

const Row = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  img { display: block; height: 32px; width: auto; max-width: 120px; object-fit: contain; }
`;

/** The four payment-method icons of the brand. */
export function FooterPayments() {
  const brand = useBrand();
  const { t } = useTranslation();
  const icons = brand.assets.paymentIcons.slice(0, 4);
  if (icons.length === 0) return null;
  return (
    <section aria-label={t('footer.payments')}>
      <FooterHeading>{t('footer.payments')}</FooterHeading>
      <Row>
        {icons.map((src, i) => (
          <li key={`${src}-${i}`}>
            <img src={src} alt={t('footer.paymentIcon', { n: i + 1 })} loading="lazy" data-testid="footer-payment-icon" />
          </li>
        ))}
      </Row>
    </section>
  );
}
