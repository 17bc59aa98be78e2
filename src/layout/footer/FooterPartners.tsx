import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../brand/context';
import { formatVendorName } from '../../ui/format';
import { uniqueVendors, vendorLogoUrl } from '../../games/vendorLogo';
import { FooterLogoRow } from './FooterLogoRow';

/** Partner logos: every vendor across the brand's menu, once. A logo that fails to load hides itself. */
export function FooterPartners() {
  const brand = useBrand();
  const { t } = useTranslation();
  const logos = useMemo(() => {
    const names = new Map<string, string>();
    for (const c of brand.menu.categories) for (const v of c.vendors) if (!names.has(v.code)) names.set(v.code, v.displayName);
    return uniqueVendors(brand.menu.categories).map((code) => ({
      key: code,
      src: vendorLogoUrl(brand.cdn.image, code),
      alt: formatVendorName(names.get(code) ?? code, brand.currency),
    }));
  }, [brand.menu.categories, brand.cdn.image, brand.currency]);
  return <FooterLogoRow title={t('footer.partners')} logos={logos} testId="footer-vendor-logo" size="sm" hideBroken />;
}
