import { describe, expect, it } from 'vitest';
import { createPlatformState, SESSION_TTL_MS } from './state.mjs';

describe('preview platform state', () => {
  it('keeps sessions per brand, slides their expiry on use and ends them', () => {
    let t = 1_000;
    const state = createPlatformState({ now: () => t });
    const token = state.openSession('alpha', 'player1');
    expect(state.sessionUser('alpha', token)).toBe('player1');
    expect(state.sessionUser('beta', token)).toBeNull();
    t += SESSION_TTL_MS - 1;
    expect(state.sessionUser('alpha', token)).toBe('player1'); // used: expiry moves on
    t += SESSION_TTL_MS - 1;
    expect(state.sessionUser('alpha', token)).toBe('player1');
    t += SESSION_TTL_MS;
    expect(state.sessionUser('alpha', token)).toBeNull();
  });

  it('expires every session of one brand on request, and closes one on logout', () => {
    const state = createPlatformState();
    const a = state.openSession('alpha', 'p');
    const b = state.openSession('beta', 'q');
    state.expireSessions('alpha');
    expect(state.sessionUser('alpha', a)).toBeNull();
    expect(state.sessionUser('beta', b)).toBe('q');
    state.closeSession('beta', b);
    expect(state.sessionUser('beta', b)).toBeNull();
    expect(state.sessionUser('beta', null)).toBeNull();
  });

  it('gives each feature one slot per brand, made once', () => {
    const state = createPlatformState();
    const first = state.slot('alpha', 'favourites', () => new Map());
    expect(state.slot('alpha', 'favourites', () => new Map())).toBe(first);
    expect(state.slot('beta', 'favourites', () => new Map())).not.toBe(first);
  });
});
