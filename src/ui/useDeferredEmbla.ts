/**
 * Embla on demand (the home banners, the new-player promotions). The carousel library is not
 * needed to show the first slide, only to move between slides, so it is a chunk of its own that
 * loads when the player reaches for the carousel (pointer, touch, focus, a dot) or when the
 * first autoplay turn is due; it then takes over the DOM that is already on screen. The turn
 * that woke it is made at once, so the first slide still changes after `autoplayMs`, and
 * autoplay keeps that beat from there.
 */
import type { EmblaCarouselType } from 'embla-carousel';
import { useCallback, useEffect, useRef, useState, type MouseEvent, type PointerEvent, type RefObject } from 'react';

export interface DeferredEmblaOptions {
  /** false: a single slide, nothing to carry (embla never loads) */
  enabled: boolean;
  align: 'center' | 'start';
  /** the autoplay interval; null: no autoplay (reduced motion) */
  autoplayMs: number | null;
}

/**
 * What woke embla: a dot (go to that slide), a swipe made before embla was there (one step that
 * way), the first autoplay turn, or the player's reach.
 */
export type WakeReason = { scrollTo: number } | { step: 'next' | 'prev' } | { turn: true } | undefined;

async function loadEmbla(viewport: HTMLElement, { align, autoplayMs }: DeferredEmblaOptions): Promise<EmblaCarouselType> {
  const [{ default: EmblaCarousel }, { default: Autoplay }] = await Promise.all([
    import('embla-carousel'),
    import('embla-carousel-autoplay'),
  ]);
  const plugins = autoplayMs === null ? [] : [Autoplay({ delay: autoplayMs, stopOnInteraction: false, stopOnMouseEnter: true })];
  // embla measures the slides where they would be without the resting offsets, then writes its
  // own transforms in the same task, so no frame shows the slides anywhere else
  const track = viewport.firstElementChild;
  for (const el of track ? [track, ...track.children] : []) if (el instanceof HTMLElement) el.style.transform = 'none';
  return EmblaCarousel(viewport, { align, loop: true }, plugins);
}

/** Does what woke embla: go to a slide, one step, or the autoplay turn that was due. */
function carryOut(embla: EmblaCarouselType, reason: NonNullable<WakeReason>): void {
  if ('scrollTo' in reason) embla.scrollTo(reason.scrollTo);
  else if ('step' in reason) embla[reason.step === 'next' ? 'scrollNext' : 'scrollPrev']();
  else embla.scrollNext();
}

export function useDeferredEmbla(viewport: RefObject<HTMLElement | null>, options: DeferredEmblaOptions) {
  const { enabled, align, autoplayMs } = options;
  const [api, setApi] = useState<EmblaCarouselType | null>(null);
  const [woken, setWoken] = useState(false);
  // what to do once embla is there: the latest ask wins (a dot's click comes after its pointerdown)
  const pending = useRef<WakeReason>(undefined);

  // embla as soon as it is there, a render before `api` is: an ask in between goes straight to it
  const liveRef = useRef<EmblaCarouselType | null>(null);

  const wake = useCallback((reason?: WakeReason) => {
    if (liveRef.current) {
      if (reason) carryOut(liveRef.current, reason);
      return;
    }
    if (reason) pending.current = reason;
    setWoken(true);
  }, []);

  // the first autoplay turn, if the player has not woken it by then
  useEffect(() => {
    if (!enabled || autoplayMs === null || woken) return;
    const timer = setTimeout(() => wake({ turn: true }), autoplayMs);
    return () => clearTimeout(timer);
  }, [enabled, autoplayMs, woken, wake]);

  useEffect(() => {
    const node = viewport.current;
    if (!enabled || !woken || !node) return;
    let live = true;
    let instance: EmblaCarouselType | null = null;
    loadEmbla(node, { enabled, align, autoplayMs }).then(
      (embla) => {
        if (!live) {
          embla.destroy();
          return;
        }
        instance = embla;
        liveRef.current = embla;
        const reason = pending.current;
        pending.current = undefined;
        if (reason) carryOut(embla, reason);
        // woken by a pointer already over it: autoplay's own mouseenter pause has missed its moment
        else if (node.matches(':hover')) embla.plugins().autoplay?.stop();
        setApi(embla);
      },
      (error: unknown) => {
        // the first slide stays, still; the carousel is an extra, not worth an error on the page.
        // The next reach (or turn) tries again.
        console.warn('a carousel did not load', error);
        if (live) setWoken(false);
      },
    );
    return () => {
      live = false;
      if (instance && liveRef.current === instance) liveRef.current = null;
      instance?.destroy();
      setApi(null);
    };
  }, [viewport, enabled, align, autoplayMs, woken]);

  // a drag that starts once embla is there is embla's own
  const isLive = useCallback(() => liveRef.current !== null, []);
  return { api, wake, isLive };
}

/** How far a pointer must travel across the slides to count as a swipe. */
const SWIPE_MIN_PX = 40;

/**
 * The carousel element's handlers: a reach (pointer, focus) wakes embla, and a swipe that starts
 * before embla is there is not lost: its direction is one step that way. The click that ends a
 * swipe opens nothing under it (embla does the same once live).
 */
export function useCarouselReach({ wake, isLive }: { wake: (reason?: WakeReason) => void; isLive: () => boolean }) {
  const swipeFrom = useRef<number | null>(null);
  const swiped = useRef(false);
  const reach = useCallback(() => wake(), [wake]);
  return {
    onPointerEnter: reach,
    onFocus: reach,
    onPointerDown: (e: PointerEvent<HTMLElement>) => {
      swipeFrom.current = isLive() ? null : e.clientX;
      swiped.current = false;
      reach();
    },
    onPointerUp: (e: PointerEvent<HTMLElement>) => {
      const from = swipeFrom.current;
      swipeFrom.current = null;
      if (from === null || Math.abs(e.clientX - from) < SWIPE_MIN_PX) return;
      swiped.current = true;
      wake({ step: e.clientX < from ? 'next' : 'prev' });
    },
    onClickCapture: (e: MouseEvent<HTMLElement>) => {
      if (!swiped.current) return;
      swiped.current = false;
      e.preventDefault();
      e.stopPropagation();
    },
  };
}
