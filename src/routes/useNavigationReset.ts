import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { takeKeptFocus } from '../shell/navigationFocus';

/** Where the player left each history entry (the router's location key), for Back and Forward. */
const positions = new Map<string, number>();

/** The entry the address bar shows: RouterProvider-less history keeps the key in history.state. */
const entryKey = () => (window.history.state as { key?: string } | null)?.key ?? 'default';

/**
 * Scrolls to `y` once the page is tall enough: a page coming back may still be loading its chunk,
 * its list or the footer. Stops when reached, after 2 s, or at the player's own scroll.
 */
function restore(y: number): () => void {
  const until = performance.now() + 2000;
  let frame = 0;
  const inputs = ['wheel', 'touchstart', 'keydown'] as const;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const e of inputs) window.removeEventListener(e, stop);
  };
  const step = () => {
    window.scrollTo(0, y);
    if (Math.abs(window.scrollY - y) < 1 || performance.now() > until) stop();
    else frame = requestAnimationFrame(step);
  };
  for (const e of inputs) window.addEventListener(e, stop, { passive: true });
  step();
  return stop;
}

/**
 * What a browser does between documents, done between the app's pages: a new page (a push or
 * replace to another path) opens at its top, and takes focus to its heading (else the main
 * landmark) so a keyboard or screen-reader user is not left on the body; Back and Forward go
 * back to where the player was. A new query or hash on the same page (a lobby's filters, home's
 * #game-search) changes neither. Focus stays where it is on the site's first screen (the
 * guard's redirects come before any press), on Back and Forward, on a page whose arrival dialog
 * takes it, and where the page or the press already put it.
 */
export function useNavigationReset(arrivalDialog: boolean) {
  const { key, pathname } = useLocation();
  const type = useNavigationType();
  const shown = useRef<{ key: string; pathname: string } | null>(null);
  const moved = useRef(false);

  useEffect(() => {
    // a scroll is the entry's only while the address still shows it: the browser's own restore
    // on Back, before the page behind it renders, belongs to neither
    const onScroll = () => {
      if (shown.current && entryKey() === shown.current.key) positions.set(shown.current.key, window.scrollY);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  // before the paint, and before the pages' own effects bring a place into view (#game-search)
  useLayoutEffect(() => {
    moved.current = shown.current !== null && shown.current.pathname !== pathname;
    shown.current = { key, pathname };
    const saved = positions.get(key);
    if (type === 'POP') return saved === undefined ? undefined : restore(saved);
    if (moved.current) window.scrollTo(0, 0);
  }, [key, pathname, type]);

  useEffect(() => {
    const kept = takeKeptFocus();
    if (!moved.current || type === 'POP' || kept || arrivalDialog || navigator.userActivation?.hasBeenActive === false) return;
    const main = document.getElementById('main-content');
    const active = document.activeElement;
    if (!main || (active && active !== document.body && (main.contains(active) || active.closest('[aria-modal="true"]')))) return;
    // a page still loading has only its placeholder's heading: main stays when the page comes
    const heading = main.querySelector('h1');
    const target = heading && !heading.closest('[data-page-loading]') ? heading : main;
    if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
    target.focus({ preventScroll: true });
  }, [key, type, arrivalDialog]);
}
