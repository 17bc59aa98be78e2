import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import { useAnnouncements } from '../../api/queries';
import { ErrorMessage } from '../../ui/StatusMessage';
import { BannerCarousel, DotsSpace } from './BannerCarousel';
import { bannersOf } from './banners';
import { vars } from '../../theme/cssVariables';

const Strip = styled.section`
  padding: ${vars.space.md} ${vars.space.md} 0;
  max-width: ${vars.layout.contentMaxWidth};
  margin: 0 auto;
  width: 100%;
  box-sizing: border-box;
`;

const pulse = keyframes`50% { opacity: 0.6; }`;

/** Same box as a slide (+ dots row on home), so the page does not jump when banners arrive. */
const Placeholder = styled.div<{ $withDots: boolean }>`
  aspect-ratio: 10 / 3; /* the platform's banner art is 1200x360 */
  /* home slides are centred at 88 % width with their neighbours peeking */
  width: ${({ $withDots }) => ($withDots ? '88%' : '100%')};
  margin-left: auto;
  margin-right: auto;
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surfaceSunken};
  @media (prefers-reduced-motion: no-preference) {
    animation: ${pulse} 1.4s ease-in-out infinite;
  }
`;

/** The route's banner group: a centred paginated carousel on home, a simple carousel elsewhere. */
export function BannerStrip({ group }: { group: string }) {
  const { t } = useTranslation();
  const { data, isPending, isError, error, refetch } = useAnnouncements();
  const isHome = group === 'w_home';
  const banners = useMemo(() => bannersOf(data, group), [data, group]);

  if (isPending) {
    return (
      <Strip data-testid="banner-strip" aria-busy="true" aria-label={t('banner.label')}>
        <Placeholder $withDots={isHome} role="status" aria-label={t('banner.loading')} />
        {/* the dots' row, as tall as the carousel's on every screen (44 px touch targets on phones) */}
        {isHome && <DotsSpace aria-hidden="true" />}
      </Strip>
    );
  }
  if (isError && banners.length === 0) {
    return (
      <Strip data-testid="banner-strip" data-state="error">
        <ErrorMessage error={error} onRetry={() => void refetch()} />
      </Strip>
    );
  }
  if (banners.length === 0) return null;
  return (
    <Strip data-testid="banner-strip">
      <BannerCarousel banners={banners} centred={isHome} withDots={isHome} />
    </Strip>
  );
}
