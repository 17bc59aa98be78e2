/**
 * False on a component's first render, true once the browser has painted it: what a page shows
 * below its first screen renders a frame later, so the first commit (and the layout and paint
 * after it) holds only what the player sees first. The second render is a transition, which React
 * may split over several tasks. A page that is hidden gets no animation frames, so a timer stands
 * in for the frame there.
 */
import { startTransition, useEffect, useState } from 'react';

/** How long to wait for a frame before rendering the rest anyway (a page opened in the background). */
export const NO_FRAME_FALLBACK_MS = 500;

export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let after: ReturnType<typeof setTimeout> | undefined;
    const show = () => {
      window.clearTimeout(fallback);
      window.cancelAnimationFrame(frame);
      startTransition(() => setPainted(true));
    };
    // a timeout set in an animation frame's callback runs after that frame is painted
    const frame = window.requestAnimationFrame(() => {
      after = setTimeout(show, 0);
    });
    const fallback = setTimeout(show, NO_FRAME_FALLBACK_MS);
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(fallback);
      if (after !== undefined) window.clearTimeout(after);
    };
  }, []);
  return painted;
}
