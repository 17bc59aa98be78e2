/** /promoDetail?id=: one promotion's image, title, dates and (sanitised) content. */
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../ui/routerLinks';
import styled from 'styled-components';
import { useAnnouncements } from '../../api/queries';
import { useBrand } from '../../brand/context';
import { LazyImage } from '../../ui/LazyImage';
import { Page, PageTitle } from '../../ui/Page';
import { SafeHtml } from '../../ui/SafeHtml';
import { Loading } from '../../ui/Spinner';
import { EmptyState, ErrorMessage } from '../../ui/StatusMessage';
import { JoinPromotion } from './JoinPromotion';
import { Period } from './parts';
import { DEFAULT_GAME_ICON, gameIconUrl } from '../../games/gameIcon';
import { vars } from '../../theme/cssVariables';
import { touchLink } from '../../ui/touchTarget';

/** The way back to the list: a 44 px target on a phone. */
const BackLink = styled(Link)`
  ${touchLink}
`;

const Back = styled(BackLink)`
  justify-self: start;
  color: ${vars.color.link};
  &:focus-visible { outline: 2px solid ${vars.color.focus}; }
`;

const Hero = styled.div`
  width: 100%;
  max-width: 960px;
  aspect-ratio: 16 / 7;
  border-radius: ${vars.radius.md};
  overflow: hidden;
  background: ${vars.color.surfaceSunken};
`;

const Article = styled.article`
  display: grid;
  gap: ${vars.space.md};
  max-width: 960px;
`;

export default function PromoDetailPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const [params] = useSearchParams();
  const id = params.get('id');
  const announcements = useAnnouncements();

  const back = <Back to="/promotions">← {t('promotions.back')}</Back>;
  if (announcements.isPending) return <Page>{back}<Loading /></Page>;
  if (announcements.isError) {
    return (
      <Page>
        {back}
        <ErrorMessage error={announcements.error} onRetry={() => void announcements.refetch()} />
      </Page>
    );
  }
  const promotion = id ? announcements.data.promotion.find((p) => String(p.id) === id) : undefined;
  if (!promotion) {
    return (
      <Page data-testid="promo-detail-missing">
        <EmptyState>
          <span>{t('promotions.notFound')}</span>
          <BackLink to="/promotions">{t('promotions.back')}</BackLink>
        </EmptyState>
      </Page>
    );
  }
  return (
    <Page>
      {back}
      <Article data-testid="promo-detail" aria-labelledby="promo-title">
        <Hero>
          <LazyImage src={promotion.imageUrl} alt="" fallback={gameIconUrl(brand.cdn.image, DEFAULT_GAME_ICON)} />
        </Hero>
        <PageTitle id="promo-title">{promotion.title}</PageTitle>
        <Period promotion={promotion} />
        <SafeHtml html={promotion.content} />
        <JoinPromotion promotionId={String(promotion.id)} />
      </Article>
    </Page>
  );
}
