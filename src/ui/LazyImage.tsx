import { useState } from 'react';
import styled from 'styled-components';

/** Spec: lazy images retry up to 3 times, then show the fallback (default game icon, avatar, placeholder); no source shows it at once. */
export const LAZY_IMAGE_ATTEMPTS = 3;

const Img = styled.img<{ $state: 'loading' | 'loaded' | 'error' }>`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surfaceSunken};
  opacity: ${({ $state }) => ($state === 'loading' ? 0.6 : 1)};
`;

export interface LazyImageProps {
  src: string;
  alt: string;
  fallback: string;
  className?: string;
  width?: number;
  height?: number;
}

export function LazyImage({ src, alt, fallback, className, width, height }: LazyImageProps) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<'loading' | 'loaded' | 'error'>('loading');
  const [shownSrc, setShownSrc] = useState(src);
  // a new source starts over (React's "adjust state on a prop change" pattern, no effect needed)
  if (shownSrc !== src) {
    setShownSrc(src);
    setAttempt(0);
    setState('loading');
  }

  // no picture at all (a game the platform sends without an icon): the fallback at once, since an
  // img without a src neither loads nor fails
  const failed = src === '' || attempt >= LAZY_IMAGE_ATTEMPTS;
  // a retry gets a distinct URL so the browser does not answer from its failed-request cache
  const current = failed ? fallback : attempt === 0 ? src : `${src}${src.includes('?') ? '&' : '?'}retry=${attempt}`;

  return (
    <Img
      className={className}
      src={current}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      data-state={failed ? 'error' : state}
      $state={failed ? 'error' : state}
      onLoad={() => setState('loaded')}
      onError={() => {
        if (!failed) setAttempt((a) => a + 1);
      }}
    />
  );
}
