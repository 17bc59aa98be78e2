import { loadAllStrings } from '../i18n';
import { isLazyPage, prefetchPath, type PrefetchDeps } from '../shell/slots';

/**
 * What a press on a link to `to` is about to open, started on the pointer's or the focus's
 * arrival: the page's chunk and first data (prefetchPath), and for a page beyond the home the
 * strings beyond the first paint it renders with. With both in, the press shows the page in one
 * pass; with the strings missing it would show its loading place and then wait out React's reveal
 * throttle (state/rememberLoad.ts).
 */
export function prefetchPage(to: string, data?: Omit<PrefetchDeps, 'pathname' | 'search'>): void {
  void prefetchPath(to, data);
  if (isLazyPage(new URL(to, 'http://prefetch.invalid').pathname)) void loadAllStrings().catch(() => undefined);
}
