import type { TFunction } from 'i18next';
import { pageBuildReplaced } from '../state/importChunk';

/**
 * What a piece of code that could not be loaded says, wherever it was wanted (a page, a dialog,
 * the log-in's calls): offline, the connection is what to check; once a newer build has replaced
 * this page's, that (its Retry loads the page again: state/importChunk.ts); else `otherwise`.
 */
export function chunkFailureText(t: TFunction, otherwise: string): string {
  if (!navigator.onLine) return t('errors.network');
  if (pageBuildReplaced()) return t('errors.newVersion');
  return otherwise;
}
