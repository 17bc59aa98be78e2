/**
 * Home: hot games, one section per game category of the brand with its vendors (linking
 * to the lobby), and popular lottery games when the brand has a lottery category.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useHotGames, usePopularLottery } from '../../api/queries';
import { useBrand } from '../../brand/context';
import type { MenuCategory } from '../../brand/model';
import { CardGrid } from '../../ui/CardGrid';
import { formatVendorName } from '../../ui/format';
import { GameCard } from '../../ui/GameCard';
import { Page as PageFrame, SectionHeading } from '../../ui/Page';
import { QueryStatus } from '../../ui/QueryStatus';
import { useOpenGame } from '../../ui/useOpenGame';

const Page = styled(PageFrame)`
  gap: ${({ theme }) => theme.space.xl};
`;

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

const HeadRow = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  a { color: ${({ theme }) => theme.colors.link}; font-size: ${({ theme }) => theme.font.size.sm}; }
`;

const VendorLink = styled(Link)`
  position: relative;
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  text-align: center;
  &:hover { border-color: ${({ theme }) => theme.colors.primary}; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  img { width: 48px; height: 48px; object-fit: contain; }
  span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; max-width: 100%; }
`;

const Hot = styled.span`
  position: absolute;
  top: 4px;
  right: 4px;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentContrast};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Initial = styled.span`
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const LottoLink = styled(Link)`
  display: block;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  &:hover { border-color: ${({ theme }) => theme.colors.primary}; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

function lobbyHref(category: MenuCategory, vendor?: string): string {
  return vendor ? `${category.route}?${new URLSearchParams({ vendor }).toString()}` : category.route;
}

function HotGames() {
  const { t } = useTranslation();
  const hot = useHotGames();
  const openGame = useOpenGame();
  return (
    <Section aria-labelledby="home-hot" data-testid="home-hot-games">
      <SectionHeading id="home-hot">{t('home.hotGames')}</SectionHeading>
      <QueryStatus query={hot} isEmpty={(data) => data.length === 0} empty={t('home.noHotGames')}>
        {(data) => (
          <CardGrid>
            {data.map((g) => (
              <GameCard key={`${g.vassalage}-${g.nodeId}-${g.gameId}`} game={g} onOpen={openGame} />
            ))}
          </CardGrid>
        )}
      </QueryStatus>
    </Section>
  );
}

function CategorySection({ category }: { category: MenuCategory }) {
  const { t } = useTranslation();
  const id = `home-cat-${category.category}`;
  return (
    <Section aria-labelledby={id} data-testid={`home-category-${category.category}`}>
      <HeadRow>
        <SectionHeading id={id}>{t(`categories.${category.category}`)}</SectionHeading>
        <Link to={lobbyHref(category)}>{t('home.viewAll')}</Link>
      </HeadRow>
      <CardGrid $min={110}>
        {category.vendors.map((v) => {
          const name = formatVendorName(v.displayName);
          return (
            <li key={v.code}>
              <VendorLink to={lobbyHref(category, v.code)} data-testid={`home-vendor-${v.code}`}>
                {v.smallIcon ? <img src={v.smallIcon} alt="" loading="lazy" /> : <Initial aria-hidden="true">{name.slice(0, 1)}</Initial>}
                <span>{name}</span>
                {v.isHot && <Hot>{t('home.hot')}</Hot>}
              </VendorLink>
            </li>
          );
        })}
      </CardGrid>
    </Section>
  );
}

function PopularLottery() {
  const { t } = useTranslation();
  const popular = usePopularLottery(20);
  return (
    <Section aria-labelledby="home-lotto" data-testid="home-popular-lottery">
      <HeadRow>
        <SectionHeading id="home-lotto">{t('home.popularLottery')}</SectionHeading>
        <Link to="/lottery">{t('home.viewAll')}</Link>
      </HeadRow>
      <QueryStatus query={popular} isEmpty={(data) => data.length === 0} empty={t('home.noPopularLottery')}>
        {(data) => (
          <CardGrid $min={150}>
            {data.map((g) => (
              <li key={g.gameCode}>
                <LottoLink to={`/lottery?${new URLSearchParams({ gameCode: g.gameCode }).toString()}`} title={g.gameName}>
                  {g.gameName}
                </LottoLink>
              </li>
            ))}
          </CardGrid>
        )}
      </QueryStatus>
    </Section>
  );
}

export default function HomePage() {
  const brand = useBrand();
  const categories = brand.menu.categories.filter((c) => c.vendors.length > 0);
  const hasLottery = categories.some((c) => c.category === 'LOTT' || c.category === 'ELOTT');
  return (
    <Page as="div" data-testid="home-page">
      <HotGames />
      {categories.map((c) => (
        <CategorySection key={c.category} category={c} />
      ))}
      {hasLottery && <PopularLottery />}
    </Page>
  );
}
