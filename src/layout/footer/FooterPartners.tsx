import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useBrand } from '../../brand/context';
import { uniqueVendors, vendorDisplayName, vendorLogoUrl } from '../../ui/vendorLogo';
import { FooterHeading } from './FooterHeading';

const Row = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  img { display: block; height: 28px; width: auto; max-width: 110px; object-fit: contain; }
`;

/** Partner logos: every vendor across the brand's menu, once. A logo that fails to load hides itself. */
export function FooterPartners() {
  const brand = useBrand();
  const { t } = useTranslation();
  const vendors = useMemo(() => {
    const names = new Map<string, string>();
    for (const c of brand.menu.categories) for (const v of c.vendors) if (!names.has(v.code)) names.set(v.code, v.displayName);
    return uniqueVendors(brand.menu.categories).map((code) => ({ code, name: vendorDisplayName(names.get(code) ?? code) }));
  }, [brand.menu.categories]);
  if (vendors.length === 0) return null;
  return (
    <section aria-label={t('footer.partners')}>
      <FooterHeading>{t('footer.partners')}</FooterHeading>
      <Row>
        {vendors.map((v) => (
          <li key={v.code}>
            <img
              src={vendorLogoUrl(brand.cdn.image, v.code)}
              alt={v.name}
              loading="lazy"
              data-testid="footer-vendor-logo"
              onError={(e) => {
                e.currentTarget.style.visibility = 'hidden';
              }}
            />
          </li>
        ))}
      </Row>
    </section>
  );
}
