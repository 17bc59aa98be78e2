/**
 * The banner strip's place while its banners (or its code: the frame chunk, AppLayout.tsx) are on
 * the way: the same box as a slide, and on home the dots' row, so the page does not jump when
 * they arrive.
 */
import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import { MOBILE_MEDIA } from '../hooks';
import { vars } from '../../theme/cssVariables';

export const HOME_BANNER_GROUP = 'w_home';

export const Strip = styled.section`
  padding: ${vars.space.md} ${vars.space.md} 0;
  max-width: ${vars.layout.contentMaxWidth};
  margin: 0 auto;
  width: 100%;
  box-sizing: border-box;
`;

const pulse = keyframes`50% { opacity: 0.6; }`;

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

/** The dots' row as space: a single home banner keeps it, and so does the placeholder. */
export const DotsSpace = styled.div`
  height: calc(24px + ${vars.space.sm});
  ${MOBILE_MEDIA} { height: calc(44px + ${vars.space.sm}); }
`;

export function BannerPlaceholder({ group }: { group: string }) {
  const { t } = useTranslation();
  const isHome = group === HOME_BANNER_GROUP;
  return (
    <Strip data-testid="banner-strip" aria-busy="true" aria-label={t('banner.label')}>
      <Placeholder $withDots={isHome} role="status" aria-label={t('banner.loading')} />
      {/* the dots' row, as tall as the carousel's on every screen (44 px touch targets on phones) */}
      {isHome && <DotsSpace aria-hidden="true" />}
    </Strip>
  );
}
