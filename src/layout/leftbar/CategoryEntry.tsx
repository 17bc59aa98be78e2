import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { MenuCategory } from '../../brand/model';
import { formatVendorName } from '../../ui/format';
import { isSafeHref } from '../../ui/safeHref';
import { useRequireLogin } from '../../ui/useRequireLogin';
import { CategoryIcon } from '../icons';
import { MenuEntry } from './MenuEntry';
import { FlyoutButton, FlyoutLink, FlyoutList, HotBadge, ItemLabel, VendorIcon } from './styles';

/** A game category: links to its lobby; with a flyout of "all" plus its vendors when the model says so. */
export function CategoryEntry({ category, collapsed }: { category: MenuCategory; collapsed: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const requireLogin = useRequireLogin();
  const label = t(`categories.${category.category}`);

  const launch = (vendor: string) =>
    requireLogin(() =>
      navigate(`/game?vendor=${encodeURIComponent(vendor)}&gameType=${encodeURIComponent(category.category)}`),
    );

  return (
    <MenuEntry
      icon={<CategoryIcon category={category.category} />}
      label={label}
      to={category.route}
      testId={`menu-category-${category.category}`}
      collapsed={collapsed}
      flyoutTestId={`menu-flyout-${category.category}`}
      flyoutLabel={t('leftBar.vendorsOf', { name: label })}
      flyout={
        category.hasFlyout
          ? (close) => (
              <FlyoutList>
                <li>
                  <FlyoutLink to={category.route} end onClick={close} data-testid={`menu-vendor-${category.category}-all`}>
                    <ItemLabel>{t('leftBar.all')}</ItemLabel>
                  </FlyoutLink>
                </li>
                {category.vendors.map((v) => (
                  <li key={v.code}>
                    <FlyoutButton
                      type="button"
                      data-testid={`menu-vendor-${category.category}-${v.code}`}
                      onClick={() => {
                        close();
                        launch(v.code);
                      }}
                    >
                      {v.smallIcon && isSafeHref(v.smallIcon) && <VendorIcon src={v.smallIcon} alt="" loading="lazy" />}
                      <ItemLabel>{formatVendorName(v.displayName)}</ItemLabel>
                      {v.isHot && <HotBadge>{t('leftBar.hot')}</HotBadge>}
                    </FlyoutButton>
                  </li>
                ))}
              </FlyoutList>
            )
          : undefined
      }
    />
  );
}
