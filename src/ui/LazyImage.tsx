import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { LAZY_IMAGE_ATTEMPTS, attemptSource, loadableFrom, preloadMargin, throttleDelay } from './lazyImageRules';
import { loadedImages as loaded } from './preloadImages';
import { fetchPriorityHigh } from './fetchPriority';
import { vars } from '../theme/cssVariables';

/** Spec: lazy images retry up to 3 times, then show the fallback (default game icon, avatar, placeholder); no source shows it at once. */
export { LAZY_IMAGE_ATTEMPTS };

// one observer for every lazy image; what comes near is let in at most every 200 ms, and what
// comes near while the page scrolls once it has stayed near that long (loadableFrom)
const waiting = new Map<Element, () => void>();
/** the images near now, each with the time from which it may load */
const near = new Map<Element, number>();
let observer: IntersectionObserver | null = null;
let lastRun = -Infinity;
let lastScroll = -Infinity;
let timer: ReturnType<typeof setTimeout> | undefined;

function letIn() {
  timer = undefined;
  const now = performance.now();
  lastRun = now;
  let next = Infinity;
  for (const [el, from] of near) {
    if (from > now) {
      next = Math.min(next, from);
      continue;
    }
    waiting.get(el)?.();
    unwatch(el);
  }
  if (next < Infinity) timer = setTimeout(letIn, Math.max(next - now, throttleDelay(lastRun, now)));
}

function watch(el: Element, show: () => void) {
  if (!observer) {
    // capture: a list that scrolls inside a box (a modal's panel) counts as the page does
    document.addEventListener('scroll', () => (lastScroll = performance.now()), { capture: true, passive: true });
    observer = new IntersectionObserver(
      (entries) => {
        const now = performance.now();
        for (const e of entries) {
          if (!e.isIntersecting) near.delete(e.target);
          else if (!near.has(e.target)) near.set(e.target, loadableFrom(now, lastScroll));
        }
        if (near.size === 0 || timer) return;
        const wait = throttleDelay(lastRun, now);
        if (wait === 0) letIn();
        else timer = setTimeout(letIn, wait);
      },
      { rootMargin: preloadMargin() },
    );
  }
  waiting.set(el, show);
  observer.observe(el);
}

function unwatch(el: Element) {
  waiting.delete(el);
  near.delete(el);
  observer?.unobserve(el);
}

// the state is an attribute the rule selects, not a prop: one class for every image and state
const Img = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
  background: ${vars.color.surfaceSunken};
  &[data-state='loading'] { opacity: 0.6; }
`;

export interface LazyImageProps {
  src: string;
  alt: string;
  fallback: string;
  className?: string;
  width?: number;
  height?: number;
  /**
   * Likely the page's largest paint (the first cards of its first list): asked for at once with
   * high fetch priority, not when it comes near and its turn in the throttle comes.
   */
  priority?: boolean;
}

export function LazyImage({ src, alt, fallback, className, width, height, priority = false }: LazyImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [failures, setFailures] = useState(0);
  const [state, setState] = useState<'loading' | 'loaded' | 'error'>(() => (loaded.has(src) ? 'loaded' : 'loading'));
  // where the browser cannot tell what is near, and for a picture already loaded: at once
  const [shown, setShown] = useState(() => priority || typeof IntersectionObserver === 'undefined' || loaded.has(src));
  const [shownSrc, setShownSrc] = useState(src);
  // a new source starts over (React's "adjust state on a prop change" pattern, no effect needed)
  if (shownSrc !== src) {
    setShownSrc(src);
    setFailures(0);
    setState(loaded.has(src) ? 'loaded' : 'loading');
    if (loaded.has(src)) setShown(true);
  }

  useEffect(() => {
    const el = ref.current;
    if (shown || !el) return;
    watch(el, () => setShown(true));
    return () => unwatch(el);
  }, [shown]);

  // no picture at all (a game the platform sends without an icon): the fallback at once, since an
  // img without a src neither loads nor fails
  const { url, failed } = attemptSource(src, failures, fallback);

  return (
    <Img
      ref={ref}
      className={className}
      src={shown || failed ? url : undefined}
      alt={alt}
      width={width}
      height={height}
      decoding="async"
      {...fetchPriorityHigh(priority)}
      data-state={failed ? 'error' : state}
      onLoad={() => {
        if (failed) return;
        loaded.add(src);
        setState('loaded');
      }}
      onError={() => {
        if (!failed) setFailures((a) => a + 1);
      }}
    />
  );
}
