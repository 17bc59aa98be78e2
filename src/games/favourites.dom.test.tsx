/** useFavourites' toggle state in jsdom: the platform and the toggle's lazy module are stand-ins. */
// @vitest-environment jsdom
import { act, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider, createStore } from 'jotai';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { favouriteKey } from './playerGames';
import { tokenAtom } from '../session/session';
import { BrandProvider } from '../brand/context';
import type { BrandModel } from '../brand/model';
import { useFavourites, type Favourites } from './favourites';

// each toggle waits for the test to settle it, in any order
const settles: Array<(outcome: { error: unknown }) => void> = [];
const idsAsked = vi.hoisted(() => ({ count: 0 }));
vi.mock('./favouriteToggle', () => ({ toggleFavourite: () => new Promise((done) => settles.push(done)) }));
vi.mock('./playerGames', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./playerGames')>()),
  fetchFavouriteIds: async () => {
    idsAsked.count += 1;
    return [];
  },
}));

(globalThis as unknown as { IS_REACT_ACT_ENVIRONMENT: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const slotA = { nodeId: '1', vassalage: 'PT', gameType: 'RNG' };
const slotB = { nodeId: '2', vassalage: 'PT', gameType: 'RNG' };
let seen: Favourites;
function Probe({ report }: { report: (f: Favourites) => void }) {
  const favourites = useFavourites();
  useEffect(() => {
    report(favourites);
  });
  return null;
}

let root: ReturnType<typeof createRoot>;
/** Renders the probe for a logged-in player of a brand whose GAMELOFAV3 is `favouriteGames`. */
async function renderFor(favouriteGames: boolean) {
  const store = createStore();
  store.set(tokenAtom, 'session-1');
  const brand = { features: { favouriteGames } } as unknown as BrandModel;
  root = createRoot(document.createElement('div'));
  await act(async () => {
    root.render(
      <Provider store={store}>
        <BrandProvider brand={brand}>
          <QueryClientProvider client={new QueryClient()}>
            <Probe report={(f) => (seen = f)} />
          </QueryClientProvider>
        </BrandProvider>
      </Provider>,
    );
  });
}
beforeEach(async () => {
  settles.length = 0;
  idsAsked.count = 0;
  await renderFor(true);
});
afterEach(() => act(() => root.unmount()));

const flush = () => act(async () => { await new Promise((r) => setTimeout(r, 0)); });

it('a toggle is pending until the platform answers, and its refusal is the error', async () => {
  act(() => seen.toggle(slotA));
  expect(seen.pending).toBe(favouriteKey({ nodeId: 1 }));
  await flush();
  const refusal = new Error('Favourite limit reached');
  await act(async () => settles[0]!({ error: refusal }));
  expect(seen.pending).toBeNull();
  expect(seen.error).toBe(refusal);
});

it('a second toggle takes over: the first one ending does not end it', async () => {
  act(() => seen.toggle(slotA));
  await flush();
  act(() => seen.toggle(slotB));
  await flush();
  await act(async () => settles[0]!({ error: new Error('first refused') }));
  expect(seen.pending).toBe(favouriteKey({ nodeId: 2 }));
  expect(seen.error).toBeNull();
  await act(async () => settles[1]!({ error: null }));
  expect(seen.pending).toBeNull();
  expect(seen.error).toBeNull();
});

it('a brand with favourites off (GAMELOFAV3): no card carries a star and the platform is not asked', async () => {
  act(() => root.unmount());
  idsAsked.count = 0;
  await renderFor(false);
  await flush();
  expect(seen.enabled).toBe(false);
  expect(seen.cardToggle(slotA)).toBeUndefined();
  expect(idsAsked.count).toBe(0);
});

it('a brand with favourites on: a slot card carries a star and the ids are asked for', async () => {
  await flush();
  expect(seen.enabled).toBe(true);
  expect(seen.cardToggle(slotA)).toMatchObject({ on: false, busy: false });
  expect(idsAsked.count).toBe(1);
});
