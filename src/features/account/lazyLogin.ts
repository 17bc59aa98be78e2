/**
 * The log-in calls and what follows an accepted log-in (api.ts, flows.ts), loaded when a player
 * first reaches for a way in (a focus or a press in the log-in form, a sign-in button) and at the
 * latest when the log-in is sent: on a logged-in-only brand the log-in popup is every visitor's
 * first screen, which shows and takes input without them.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { useBrand } from '../../brand/context';
import { withChunkTimeout } from '../../state/chunkTimeout';
import type { CompleteLoginDeps } from './flows';

/** The log-in's code could not be fetched: said as a part that did not load (errors.partFailed). */
export class LoginLoadFailed extends Error {
  constructor(cause: unknown) {
    super('the log-in code did not load', { cause });
    this.name = 'LoginLoadFailed';
  }
}

/**
 * A fresh import each time: a load that failed, or had not arrived after 120000 ms
 * (state/chunkTimeout.ts), is tried again by the next one. flows.ts brings
 * api.ts with it, so api.ts is asked for only once flows.ts is in: asked for beside it and
 * failed, api.ts would stay failed as flows.ts's own import, which no retry can fetch again
 * (state/importChunk.ts).
 */
export const loadLogin = () =>
  withChunkTimeout(() => import('./flows').then(async (flows) => ({ api: await import('./api'), flows }))).catch((e: unknown) =>
    Promise.reject(new LoginLoadFailed(e)),
  );

/** Fetches them ahead; a failure is reported by the log-in that needs them. */
export const prefetchLogin = (): void => void loadLogin().catch(() => undefined);

/** What finishing a log-in needs from React and the brand (flows.ts completeLogin). */
export function useLoginDeps(): CompleteLoginDeps {
  return {
    navigate: useNavigate(),
    store: useStore(),
    queryClient: useQueryClient(),
    forceOnExpiry: useBrand().features.forcePasswordChangeOnExpiry,
  };
}
