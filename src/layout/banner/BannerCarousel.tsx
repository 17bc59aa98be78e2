import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Banner } from '../../api/types';
import { MOBILE_MEDIA, usePrefersReducedMotion } from '../hooks';
import { DotsSpace } from './BannerPlaceholder';
import { BannerSlide } from './BannerSlide';
import { useBannerLinkage } from './useBannerLinkage';
import { useCarouselReach, useDeferredEmbla } from '../../ui/useDeferredEmbla';
import { vars } from '../../theme/cssVariables';

/** Spec section 9: banner autoplay every 5000 ms (only with more than one banner). */
export const BANNER_AUTOPLAY_MS = 5000;

const Viewport = styled.div`
  overflow: hidden;
`;

/** A centred home slide's share of the track: its neighbours peek in on both sides (a single one stands alone at the same size). */
const PEEK_SHARE = 0.88;

/**
 * Until embla runs, the track stands where embla will put it, so nothing moves when it takes
 * over: embla centres an 88 % slide by moving the track 6 % of its width.
 */
const Track = styled.div<{ $single: boolean; $restOffset: boolean }>`
  display: flex;
  touch-action: pan-y pinch-zoom;
  margin-left: calc(${vars.space.sm} * -1);
  justify-content: ${({ $single }) => ($single ? 'center' : 'flex-start')};
  ${({ $restOffset }) => ($restOffset ? 'transform: translate3d(round(6%, 0.5px), 0, 0);' : '')}
`;

/** At rest, the last slide of a centred loop stands left of the first, as embla's loop puts it. */
const Slide = styled.div<{ $peek: boolean; $loopBefore: number | null }>`
  flex: 0 0 ${({ $peek }) => ($peek ? `${PEEK_SHARE * 100}%` : '100%')};
  min-width: 0;
  padding-left: ${vars.space.sm};
  ${({ $loopBefore }) => ($loopBefore === null ? '' : `transform: translate3d(round(${-100 * $loopBefore}%, 1px), 0, 0);`)}
`;

const Dots = styled.div`
  display: flex;
  justify-content: center;
  flex-wrap: wrap;
  gap: ${vars.space.xs};
  padding-top: ${vars.space.sm};
`;

const Dot = styled.button<{ $active: boolean }>`
  width: 24px;
  height: 24px;
  /* a 44 px touch target on phones (the dot drawn inside stays as small) */
  ${MOBILE_MEDIA} { width: 44px; height: 44px; }
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;
  display: grid;
  place-items: center;
  &::before {
    content: '';
    display: block;
    width: ${({ $active }) => ($active ? '18px' : '8px')};
    height: 8px;
    border-radius: ${vars.radius.pill};
    background: ${({ $active }) => ($active ? vars.color.primary : vars.color.borderStrong)};
    transition: width 160ms ease;
  }
  &:focus-visible { outline: 2px solid ${vars.color.focus}; border-radius: ${vars.radius.pill}; }
  @media (prefers-reduced-motion: reduce) { &::before { transition: none; } }
`;

export interface BannerCarouselProps {
  banners: Banner[];
  /** home: centred slides with a peek of their neighbours */
  centred: boolean;
  /** pagination dots */
  withDots: boolean;
}

/**
 * Embla carousel; loops and autoplays only with more than one banner and without reduced motion.
 * Embla itself is not on the first load of the page: the first slide shows as plain markup and
 * embla takes the same DOM over when the player reaches for the carousel or its first turn is due.
 */
export function BannerCarousel({ banners, centred, withDots }: BannerCarouselProps) {
  const { t } = useTranslation();
  const openLinkage = useBannerLinkage();
  const reducedMotion = usePrefersReducedMotion();
  const many = banners.length > 1;
  const viewport = useRef<HTMLDivElement>(null);
  const carousel = useDeferredEmbla(viewport, {
    enabled: many,
    align: centred ? 'center' : 'start',
    autoplayMs: reducedMotion ? null : BANNER_AUTOPLAY_MS,
  });
  const { api, wake } = carousel;
  const [selected, setSelected] = useState(0);
  // embla loops only when the other slides fill the view (else it aligns the first to the start):
  // the resting layout copies whichever it will do
  const centredLoop = centred && (banners.length - 1) * PEEK_SHARE >= 1;
  const resting = !api && centredLoop;

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    onSelect();
    api.on('select', onSelect).on('reInit', onSelect);
    return () => {
      api.off('select', onSelect).off('reInit', onSelect);
    };
  }, [api]);

  const goTo = useCallback((i: number) => (api ? api.scrollTo(i) : wake({ scrollTo: i })), [api, wake]);
  const reachHandlers = useCarouselReach(carousel);

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={t('banner.label')}
      data-carousel={!many ? 'single' : api ? 'live' : 'resting'}
      {...reachHandlers}
    >
      <Viewport ref={viewport}>
        <Track $single={!many} $restOffset={resting}>
          {banners.map((b, i) => (
            <Slide
              key={b.id}
              $peek={centred}
              $loopBefore={resting && i === banners.length - 1 ? banners.length : null}
              role="group"
              aria-roledescription="slide"
              aria-label={t('banner.slideLabel', { n: i + 1, total: banners.length })}
              aria-hidden={many && i !== selected ? true : undefined}
            >
              <BannerSlide
                banner={b}
                label={t('banner.slideLabel', { n: i + 1, total: banners.length })}
                onOpen={openLinkage}
                inert={many && i !== selected}
                eager={i === 0}
              />
            </Slide>
          ))}
        </Track>
      </Viewport>
      {withDots && many && (
        <Dots>
          {banners.map((b, i) => (
            <Dot
              key={b.id}
              type="button"
              data-testid="banner-dot"
              $active={i === selected}
              aria-label={t('banner.goTo', { n: i + 1 })}
              aria-current={i === selected ? 'true' : undefined}
              // the dots are one tab stop (the current slide's); arrows move between them
              tabIndex={i === selected ? 0 : -1}
              onClick={() => goTo(i)}
              onKeyDown={(e) => {
                const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
                if (step === 0) return;
                e.preventDefault();
                const next = (i + step + banners.length) % banners.length;
                goTo(next);
                (e.currentTarget.parentElement?.children[next] as HTMLElement | undefined)?.focus();
              }}
            />
          ))}
        </Dots>
      )}
      {withDots && !many && <DotsSpace aria-hidden="true" />}
    </div>
  );
}
