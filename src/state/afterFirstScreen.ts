/**
 * The moment the first screen is done: a while after the page's load event, once the browser is
 * idle. What no first screen needs to show or use starts then (the late hosts, the service
 * worker's registration), all at once, after one mark on the page's timeline.
 */

/** after the page's load event: the home page has settled, its first load is done */
export const LATE_HOSTS_DELAY_MS = 3_000;
/**
 * Marked on the page's performance timeline when the first screen is done: `npm run size` counts
 * the first screen as what was fetched before it, however late the page went idle.
 */
export const LATE_HOSTS_MARK = 'late-hosts';

const waiting: Array<() => void> = [];
let done = false;
let scheduled = false;

function finish() {
  done = true;
  performance.mark(LATE_HOSTS_MARK);
  for (const run of waiting.splice(0)) run();
}

function schedule() {
  if (scheduled) return;
  scheduled = true;
  const start = () =>
    window.setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(finish, { timeout: 3_000 });
      else finish();
    }, LATE_HOSTS_DELAY_MS);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

/** Runs `run` once the first screen is done (at once if it is); the returned function cancels it. */
export function afterFirstScreen(run: () => void): () => void {
  if (done) {
    run();
    return () => undefined;
  }
  waiting.push(run);
  schedule();
  return () => {
    const at = waiting.indexOf(run);
    if (at >= 0) waiting.splice(at, 1);
  };
}
