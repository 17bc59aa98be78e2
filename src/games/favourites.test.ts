import { describe, expect, it } from 'vitest';
import { favouriteKey } from './playerGames';
import { cardToggleFor } from './favourites';

const slot = { nodeId: '12', vassalage: 'pt', gameType: 'rng' };
const ids = new Set([favouriteKey({ nodeId: 12 })]);
const base = { enabled: true, ids, pending: null, toggle: () => {} };

describe('cardToggleFor', () => {
  it.each([
    ['a visitor gets no toggle', slot, { enabled: false }, undefined],
    ['a live game gets no toggle', { ...slot, gameType: 'LIVE' }, {}, undefined],
    ['a fish game gets one', { ...slot, nodeId: 3, gameType: 'FISH' }, {}, { on: false, busy: false }],
    // the platform's ids are nodeIds, compared as strings (a number nodeId finds its string id)
    ['a slot game finds its favourite', slot, {}, { on: true, busy: false }],
    ['and its toggle in flight', slot, { pending: favouriteKey({ nodeId: 12 }) }, { on: true, busy: true }],
  ])('%s', (_name, game, state, expected) => {
    const toggle = cardToggleFor(game as never, { ...base, ...state });
    expect(toggle && { on: toggle.on, busy: toggle.busy }).toEqual(expected);
  });

  it('toggles the game it was made for', () => {
    const toggled: unknown[] = [];
    cardToggleFor(slot as never, { ...base, toggle: (g) => toggled.push(g) })!.onToggle();
    expect(toggled).toEqual([slot]);
  });
});
