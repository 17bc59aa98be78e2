import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { accountTypeAtom, adoptTokenAtom, memberAtom, memberCentreAtom, tokenAtom, type MemberInfo } from './session';

const member = (type: number, nickname = 'Maria'): MemberInfo => ({
  id: 1, nickname, account: 'a1', username: 'a1', type, toUpline: false, clubLabel: null,
});

describe('memberCentreAtom', () => {
  it.each([
    ['logged out', null, null, false],
    ['logged in, account type not known yet', 't1', null, false],
    ['a trial (type 4)', 't1', 4, false],
    ['a player', 't1', 0, true],
    ['an agent', 't1', 1, true],
  ])('%s', (_name, token, type, expected) => {
    const store = createStore();
    store.set(tokenAtom, token);
    store.set(accountTypeAtom, type);
    expect(store.get(memberCentreAtom)).toBe(expected);
  });
});

describe('adoptTokenAtom (a token in the address)', () => {
  it('a new token drops what was known of the session before it', () => {
    const store = createStore();
    store.set(tokenAtom, 'agent-token');
    store.set(memberAtom, member(1));
    store.set(adoptTokenAtom, 'trial-token');
    expect(store.get(tokenAtom)).toBe('trial-token');
    expect(store.get(memberAtom)).toBeNull();
    expect(store.get(accountTypeAtom)).toBeNull();
    expect(store.get(memberCentreAtom)).toBe(false);
  });

  it('the same token keeps the member', () => {
    const store = createStore();
    store.set(tokenAtom, 'same');
    store.set(memberAtom, member(0, 'Juan'));
    store.set(adoptTokenAtom, 'same');
    expect(store.get(memberAtom)?.nickname).toBe('Juan');
    expect(store.get(accountTypeAtom)).toBe(0);
  });
});
