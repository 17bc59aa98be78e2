/**
 * A game category of the left bar, with the spec's click rules (section 2):
 * - "all" in SPORTS, PVP, LIVE (and FISH: "other categories") opens the lobby, filters reset to page 1;
 * - "all" in RNG launches the first RNG vendor;
 * - a vendor click launches that vendor directly (login popup when logged out); the in-house
 *   vendor (BGS) launches its RNG game the same way; a vendor whose isGame is VASSALAGE opens a
 *   popup list of its games instead;
 * - LOTT and ELOTT (no flyout): start the lottery of the vendor whose vassalage is TCG_SEA when the
 *   brand has one, else open the lottery lobby;
 * - ESPORTS and COCKFIGHT (no flyout) open their lobby, which launches the provider (TF, DS88).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { MenuCategory, MenuVendor } from '../../brand/model';
import { useBrand } from '../../brand/context';
import { formatVendorName } from '../../ui/format';
import { gameIconUrl } from '../../games/gameIcon';
import { lotteryHref, lottoArea, useLaunch, vendorHref } from '../../games/useOpenGame';
import { LazyVendorGamesModal } from '../../games/LazyVendorGamesModal';
import { VASSALAGE, type VendorPopup } from '../../games/vendorPopup';
import { IN_HOUSE_VENDOR } from '../../contract/gameCategories';
import { CategoryIcon } from '../icons';
import { MenuEntry } from './MenuEntry';
import { FlyoutButton, FlyoutLink, FlyoutList, HotBadge, ItemLabel, VendorIcon } from './styles';

/** Spec: the lottery a lottery category starts is the one of the vendor with this vassalage. */
export const LOTTERY_VENDOR = 'TCG_SEA';

/** The TCG_SEA vendor and its category, when the brand has one. */
export function lotteryVendor(categories: readonly MenuCategory[]): { vendor: MenuVendor; category: MenuCategory } | null {
  for (const category of categories) {
    if (category.category !== 'LOTT' && category.category !== 'ELOTT') continue;
    const vendor = category.vendors.find((v) => v.code.toUpperCase() === LOTTERY_VENDOR);
    if (vendor) return { vendor, category };
  }
  return null;
}

/** The first RNG vendor, when the brand has the in-house vendor (BGS) anywhere in its menu: its entry launches that one (spec section 2). */
export function inHouseLaunch(categories: readonly MenuCategory[]): MenuVendor | null {
  const hasInHouse = categories.some((c) => c.vendors.some((v) => v.code.toUpperCase() === IN_HOUSE_VENDOR));
  return hasInHouse ? (categories.find((c) => c.category === 'RNG')?.vendors[0] ?? null) : null;
}

/** Choosing a vendor: a launch, or for a VASSALAGE vendor the popup list of its games (rendered by the caller). */
function useVendorChoice() {
  const launch = useLaunch();
  const [popup, setPopup] = useState<VendorPopup | null>(null);
  const chooseVendor = (v: MenuVendor) => {
    if (v.isGame === VASSALAGE) setPopup({ vendor: v.code, name: v.displayName, gameType: v.gameType });
    else launch(vendorHref(v.code, v.gameType));
  };
  const popupView = popup && <LazyVendorGamesModal popup={popup} onClose={() => setPopup(null)} />;
  return { chooseVendor, popupView, launch };
}

/** The in-house entry: shown where the brand has the BGS vendor; it launches the first RNG vendor. */
export function InHouseEntry({ vendor, collapsed }: { vendor: MenuVendor; collapsed: boolean }) {
  const { t } = useTranslation();
  const { chooseVendor, popupView } = useVendorChoice();
  return (
    <>
      <MenuEntry
        icon={<CategoryIcon category="RNG" />}
        label={t('leftBar.inHouse')}
        onSelect={() => chooseVendor(vendor)}
        testId="menu-in-house"
        collapsed={collapsed}
      />
      {popupView}
    </>
  );
}

export function CategoryEntry({ category, collapsed }: { category: MenuCategory; collapsed: boolean }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const navigate = useNavigate();
  const { chooseVendor, popupView, launch } = useVendorChoice();
  const label = t(`categories.${category.category}`);
  const isLottery = category.category === 'LOTT' || category.category === 'ELOTT';
  const seaLottery = isLottery ? lotteryVendor(brand.menu.categories) : null;

  const chooseAll = (close: () => void) => {
    close();
    const first = category.vendors[0];
    if (category.category === 'RNG' && first) chooseVendor(first);
    // a fresh navigation: the lobby starts at page 1 with no filters
    else navigate(category.route, { state: { reset: Date.now() } });
  };
  const startLottery = seaLottery
    ? () =>
        launch(
          lotteryHref({
            vendor: seaLottery.vendor.code,
            area: lottoArea(seaLottery.category.category),
            prizeMode: brand.lottery.prizeMode,
            view: 'lobby',
            name: formatVendorName(seaLottery.vendor.displayName, brand.currency),
          }),
        )
    : undefined;

  return (
    <>
      <MenuEntry
        icon={<CategoryIcon category={category.category} />}
        label={label}
        to={startLottery ? undefined : category.route}
        onSelect={startLottery}
        testId={`menu-category-${category.category}`}
        collapsed={collapsed}
        flyoutTestId={`menu-flyout-${category.category}`}
        flyoutLabel={t('leftBar.vendorsOf', { name: label })}
        flyout={
          category.hasFlyout
            ? (close) => (
                <FlyoutList>
                  <li>
                    {category.category === 'RNG' ? (
                      <FlyoutButton type="button" data-testid={`menu-vendor-${category.category}-all`} onClick={() => chooseAll(close)}>
                        <ItemLabel>{t('leftBar.all')}</ItemLabel>
                      </FlyoutButton>
                    ) : (
                      <FlyoutLink
                        to={category.route}
                        end
                        onClick={(e) => {
                          e.preventDefault();
                          chooseAll(close);
                        }}
                        data-testid={`menu-vendor-${category.category}-all`}
                      >
                        <ItemLabel>{t('leftBar.all')}</ItemLabel>
                      </FlyoutLink>
                    )}
                  </li>
                  {category.vendors.map((v) => {
                    const icon = gameIconUrl(brand.cdn.image, v.smallIcon);
                    return (
                      <li key={v.code}>
                        <FlyoutButton
                          type="button"
                          data-testid={`menu-vendor-${category.category}-${v.code}`}
                          onClick={() => {
                            close();
                            chooseVendor(v);
                          }}
                        >
                          {icon && <VendorIcon src={icon} alt="" loading="lazy" />}
                          <ItemLabel>{formatVendorName(v.displayName, brand.currency)}</ItemLabel>
                          {v.isHot && <HotBadge>{t('leftBar.hot')}</HotBadge>}
                        </FlyoutButton>
                      </li>
                    );
                  })}
                </FlyoutList>
              )
            : undefined
        }
      />
      {popupView}
    </>
  );
}
