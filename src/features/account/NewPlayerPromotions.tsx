/**
 * The new-player promotions swiper of the login popup and the register page (spec section 2):
 * promotions of category new_player, looping and autoplaying every 5000 ms only with more than
 * one (no autoplay for a player who prefers reduced motion); a click opens /promotions?id=<id>.
 * The first promotion shows at once; the carousel library loads when the player reaches for it
 * or its first turn is due (ui/useDeferredEmbla).
 */
import { useSetAtom } from 'jotai';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useAnnouncements } from '../../api/queries';
import { closeModalAtom } from '../../shell/modals';
import { useCarouselReach, useDeferredEmbla } from '../../ui/useDeferredEmbla';
import { usePrefersReducedMotion } from '../../ui/useMediaQuery';
import { fetchPriorityHigh } from '../../ui/fetchPriority';
import { newPlayerPromotions } from './newPlayerPromotions';
import { vars } from '../../theme/cssVariables';

export const PROMO_AUTOPLAY_MS = 5000;

const Viewport = styled.div`
  overflow: hidden;
  border-radius: ${vars.radius.md};
  margin-bottom: ${vars.space.md};
`;

const Track = styled.div`
  display: flex;
  touch-action: pan-y pinch-zoom;
`;

/** The swiper's box while the promotions load, so the popup does not grow under the player's eyes. */
const Placeholder = styled.div`
  aspect-ratio: 5 / 2;
  border-radius: ${vars.radius.md};
  margin-bottom: ${vars.space.md};
  background: ${vars.color.surfaceSunken};
`;

const Slide = styled.button`
  flex: 0 0 100%;
  min-width: 0;
  padding: 0;
  border: 0;
  background: ${vars.color.surfaceSunken};
  cursor: pointer;
  aspect-ratio: 5 / 2;
  img { display: block; width: 100%; height: 100%; object-fit: cover; }
  &:focus-visible { outline: 2px solid ${vars.color.focus}; outline-offset: -2px; }
`;

export function NewPlayerPromotions() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const close = useSetAtom(closeModalAtom);
  const { data, isPending } = useAnnouncements();
  const promos = useMemo(() => newPlayerPromotions(data), [data]);
  const many = promos.length > 1;
  const viewport = useRef<HTMLDivElement>(null);
  // a player who asked for reduced motion gets no autoplay, as with the banners
  const reducedMotion = usePrefersReducedMotion();
  const carousel = useDeferredEmbla(viewport, { enabled: many, align: 'start', autoplayMs: reducedMotion ? null : PROMO_AUTOPLAY_MS });
  const reachHandlers = useCarouselReach(carousel);

  if (isPending) return <Placeholder aria-hidden="true" data-testid="new-player-promos-pending" />;
  // failure or nothing to show: the popup simply has no swiper
  if (promos.length === 0) return null;
  return (
    <Viewport
      ref={viewport}
      role="region"
      aria-roledescription="carousel"
      aria-label={t('account.newPlayerPromotions')}
      data-testid="new-player-promos"
      data-carousel={!many ? 'single' : carousel.api ? 'live' : 'resting'}
      {...reachHandlers}
    >
      <Track>
        {promos.map((p, index) => (
          <Slide
            key={p.id}
            type="button"
            data-testid="new-player-promo"
            aria-label={p.title}
            onClick={() => {
              close();
              navigate(`/promotions?id=${encodeURIComponent(String(p.id))}`);
            }}
          >
            {/* the first slide is often the page's largest paint: asked for at once, ahead of the rest */}
            <img src={p.imageUrl} alt="" loading={index === 0 ? 'eager' : 'lazy'} {...fetchPriorityHigh(index === 0)} />
          </Slide>
        ))}
      </Track>
    </Viewport>
  );
}
