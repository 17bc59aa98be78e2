/**
 * False on a component's first render, true once the browser has painted it: what a page shows
 * below its first screen renders a frame later, so the first commit (and the layout and paint
 * after it) holds only what the player sees first. The second render is a transition, which React
 * may split over several tasks. A page that is hidden gets no animation frames, so a timer stands
 * in for the frame there.
 */
import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from './afterNextPaint';

/** How long to wait for a frame before rendering the rest anyway (a page opened in the background). */
export const NO_FRAME_FALLBACK_MS = 500;

export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const show = () => {
      cancelPaint();
      window.clearTimeout(fallback);
      startTransition(() => setPainted(true));
    };
    const cancelPaint = afterNextPaint(show);
    const fallback = setTimeout(show, NO_FRAME_FALLBACK_MS);
    return () => {
      cancelPaint();
      window.clearTimeout(fallback);
    };
  }, []);
  return painted;
}
