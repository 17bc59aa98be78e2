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
import { formatVendorName } from '../../ui/format';
import { Loading } from '../../ui/Spinner';
import { EmptyState, ErrorMessage } from '../../ui/StatusMessage';
import { CardGrid, HomeGameCard, useOpenGame } from './HomeGameCard';

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.md};
  min-width: 0;
  & > * { min-width: 0; }
`;

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
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
      <Heading id="home-hot">{t('home.hotGames')}</Heading>
      {hot.isPending ? (
        <Loading />
      ) : hot.isError ? (
        <ErrorMessage error={hot.error} onRetry={() => void hot.refetch()} />
      ) : hot.data.length === 0 ? (
        <EmptyState>{t('home.noHotGames')}</EmptyState>
      ) : (
        <CardGrid>
          {hot.data.map((g) => (
            <HomeGameCard key={`${g.vassalage}-${g.nodeId}-${g.gameId}`} game={g} onOpen={openGame} />
          ))}
        </CardGrid>
      )}
    </Section>
  );
}

function CategorySection({ category }: { category: MenuCategory }) {
  const { t } = useTranslation();
  const id = `home-cat-${category.category}`;
  return (
    <Section aria-labelledby={id} data-testid={`home-category-${category.category}`}>
      <HeadRow>
        <Heading id={id}>{t(`categories.${category.category}`)}</Heading>
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
        <Heading id="home-lotto">{t('home.popularLottery')}</Heading>
        <Link to="/lottery">{t('home.viewAll')}</Link>
      </HeadRow>
      {popular.isPending ? (
        <Loading />
      ) : popular.isError ? (
        <ErrorMessage error={popular.error} onRetry={() => void popular.refetch()} />
      ) : popular.data.length === 0 ? (
        <EmptyState>{t('home.noPopularLottery')}</EmptyState>
      ) : (
        <CardGrid $min={150}>
          {popular.data.map((g) => (
            <li key={g.gameCode}>
              <LottoLink to={`/lottery?${new URLSearchParams({ gameCode: g.gameCode }).toString()}`} title={g.gameName}>
                {g.gameName}
              </LottoLink>
            </li>
          ))}
        </CardGrid>
      )}
    </Section>
  );
}

export default function HomePage() {
  const brand = useBrand();
  const categories = brand.menu.categories.filter((c) => c.vendors.length > 0);
  const hasLottery = categories.some((c) => c.category === 'LOTT' || c.category === 'ELOTT');
  return (
    <Page data-testid="home-page">
      <HotGames />
      {categories.map((c) => (
        <CategorySection key={c.category} category={c} />
      ))}
      {hasLottery && <PopularLottery />}
    </Page>
  );
}
