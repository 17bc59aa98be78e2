/**
 * Renders its children once the place they would take comes near the viewport (or at once where
 * the browser cannot tell). For parts below the fold, such as the footer: their code and strings
 * load when the player scrolls towards them, not with the first paint. A page still loading
 * holds the viewport and the margin (PageLoading in routes/AppRouter), so "near" is judged
 * against the page's real height.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below the viewport "near" starts: the part loads a little before it is reached. */
export const NEAR_MARGIN_PX = 400;

export function WhenNearViewport({ children, testId }: { children: ReactNode; testId?: string }) {
  const marker = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const node = marker.current;
    if (near || !node) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setNear(true);
    }, { rootMargin: `${NEAR_MARGIN_PX}px` });
    observer.observe(node);
    return () => observer.disconnect();
  }, [near]);
  if (near) return children;
  return <div ref={marker} data-testid={testId} aria-hidden="true" style={{ minHeight: 1 }} />;
}
