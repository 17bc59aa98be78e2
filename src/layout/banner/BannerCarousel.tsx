import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Banner } from '../../api/types';
import { usePrefersReducedMotion } from '../hooks';
import { BannerSlide } from './BannerSlide';
import { useBannerLinkage } from './useBannerLinkage';

/** Spec section 9: banner autoplay every 5000 ms (only with more than one banner). */
export const BANNER_AUTOPLAY_MS = 5000;

const Viewport = styled.div`
  overflow: hidden;
`;

const Track = styled.div<{ $centred: boolean }>`
  display: flex;
  touch-action: pan-y pinch-zoom;
  margin-left: calc(${({ theme }) => theme.space.sm} * -1);
  justify-content: ${({ $centred }) => ($centred ? 'center' : 'flex-start')};
`;

const Slide = styled.div<{ $peek: boolean }>`
  flex: 0 0 ${({ $peek }) => ($peek ? '88%' : '100%')};
  min-width: 0;
  padding-left: ${({ theme }) => theme.space.sm};
`;

const Dots = styled.div`
  display: flex;
  justify-content: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  padding-top: ${({ theme }) => theme.space.sm};
`;

const Dot = styled.button<{ $active: boolean }>`
  width: 24px;
  height: 24px;
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
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.borderStrong)};
    transition: width 160ms ease;
  }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; border-radius: ${({ theme }) => theme.radii.pill}; }
  @media (prefers-reduced-motion: reduce) { &::before { transition: none; } }
`;

export interface BannerCarouselProps {
  banners: Banner[];
  /** home: centred slides with a peek of their neighbours */
  centred: boolean;
  /** pagination dots */
  withDots: boolean;
}

/** Embla carousel; loops and autoplays only with more than one banner and without reduced motion. */
export function BannerCarousel({ banners, centred, withDots }: BannerCarouselProps) {
  const { t } = useTranslation();
  const openLinkage = useBannerLinkage();
  const reducedMotion = usePrefersReducedMotion();
  const many = banners.length > 1;
  const options = useMemo(() => ({ align: centred ? ('center' as const) : ('start' as const), loop: many }), [centred, many]);
  const plugins = useMemo(
    () => (many && !reducedMotion ? [Autoplay({ delay: BANNER_AUTOPLAY_MS, stopOnInteraction: false, stopOnMouseEnter: true })] : []),
    [many, reducedMotion],
  );
  const [emblaRef, emblaApi] = useEmblaCarousel(options, plugins);
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!emblaApi) return;
    const onSelect = () => setSelected(emblaApi.selectedScrollSnap());
    onSelect();
    emblaApi.on('select', onSelect).on('reInit', onSelect);
    return () => {
      emblaApi.off('select', onSelect).off('reInit', onSelect);
    };
  }, [emblaApi]);

  const goTo = useCallback((i: number) => emblaApi?.scrollTo(i), [emblaApi]);

  return (
    <div role="region" aria-roledescription="carousel" aria-label={t('banner.label')}>
      <Viewport ref={emblaRef}>
        <Track $centred={!many}>
          {banners.map((b, i) => (
            <Slide
              key={b.bannerId}
              $peek={centred && many}
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
              key={b.bannerId}
              type="button"
              data-testid="banner-dot"
              $active={i === selected}
              aria-label={t('banner.goTo', { n: i + 1 })}
              aria-current={i === selected ? 'true' : undefined}
              onClick={() => goTo(i)}
            />
          ))}
        </Dots>
      )}
    </div>
  );
}
