/** /promotions: the platform's promotions with category filter tabs (only present ones + All). */
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { Link } from '../../ui/routerLinks';
import styled from 'styled-components';
import { useAnnouncements } from '../../api/queries';
import { useBrand } from '../../brand/context';
import { Chip, ChipGroup } from '../../ui/Chips';
import { LazyImage } from '../../ui/LazyImage';
import { Page, PageTitle } from '../../ui/Page';
import { QueryStatus } from '../../ui/QueryStatus';
import { presentCategories, promoCategory, type PromoCategory } from './categories';
import { Period } from './parts';
import { DEFAULT_GAME_ICON, gameIconUrl } from '../../games/gameIcon';
import { vars } from '../../theme/cssVariables';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: ${vars.space.md};
  @media (max-width: 420px) { grid-template-columns: minmax(0, 1fr); }
`;

const Card = styled(Link)`
  display: grid;
  height: 100%;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  text-decoration: none;
  overflow: hidden;
  &:hover { border-color: ${vars.color.primary}; }
  &:focus-visible { outline: 2px solid ${vars.color.focus}; outline-offset: 2px; }
`;

const Image = styled.div`
  aspect-ratio: 16 / 7;
  background: ${vars.color.surfaceSunken};
`;

const Body = styled.div`
  display: grid;
  gap: 4px;
  padding: ${vars.space.sm} ${vars.space.md};
  h2 { margin: 0; font-size: ${vars.fontSize.md}; }
`;

export default function PromotionsPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const [params, setParams] = useSearchParams();
  const announcements = useAnnouncements();

  // spec: the login popup's swiper opens "promotions" with an id: show that promotion
  const id = params.get('id');
  if (id) return <Navigate to={`/promoDetail?${new URLSearchParams({ id }).toString()}`} replace />;

  const promotions = announcements.data?.promotion ?? [];
  const categories = presentCategories(promotions);
  const requested = params.get('category');
  const active: PromoCategory | null = requested && categories.includes(requested as PromoCategory) ? (requested as PromoCategory) : null;
  const shown = active ? promotions.filter((p) => promoCategory(p.category) === active) : promotions;

  const choose = (category: PromoCategory | null) => setParams(category ? new URLSearchParams({ category }) : new URLSearchParams());

  return (
    <Page data-testid="promotions-page" aria-labelledby="promotions-title">
      <PageTitle id="promotions-title">{t('promotions.title')}</PageTitle>
      <QueryStatus query={announcements} isEmpty={() => promotions.length === 0} empty={t('promotions.empty')}>
        {() => (
          <>
            <ChipGroup label={t('promotions.filter')}>
              <Chip active={active === null} testId="promo-category-all" onClick={() => choose(null)}>
                {t('common.all')}
              </Chip>
              {categories.map((c) => (
                <Chip key={c} active={active === c} testId={`promo-category-${c}`} onClick={() => choose(c)}>
                  {t(`promotions.category_${c}`)}
                </Chip>
              ))}
            </ChipGroup>
            <Grid>
              {shown.map((p) => (
                <li key={p.id}>
                  <Card to={`/promoDetail?${new URLSearchParams({ id: String(p.id) }).toString()}`} data-testid="promo-card">
                    <Image>
                      <LazyImage src={p.imageUrl} alt="" fallback={gameIconUrl(brand.cdn.image, DEFAULT_GAME_ICON)} />
                    </Image>
                    <Body>
                      <h2>{p.title}</h2>
                      <Period promotion={p} />
                    </Body>
                  </Card>
                </li>
              ))}
            </Grid>
          </>
        )}
      </QueryStatus>
    </Page>
  );
}
