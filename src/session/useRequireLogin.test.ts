import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { accountTypeAtom, memberAtom, tokenAtom, type MemberInfo } from './session';
import { requireLogin } from './useRequireLogin';

const member = (type: number): MemberInfo => ({ id: 1, nickname: 'Maria', account: 'a1', username: 'a1', type, toUpline: false, clubLabel: null });

function setup(token: string | null, type: number | null) {
  const store = createStore();
  store.set(tokenAtom, token);
  store.set(accountTypeAtom, type);
  return { store, action: vi.fn(), openModal: vi.fn() };
}

describe('requireLogin', () => {
  it.each([
    { name: 'a visitor gets the login popup', token: null, type: null, realAccount: true, ran: false, modal: 'login' },
    { name: 'a player runs a real-account action', token: 't', type: 0, realAccount: true, ran: true, modal: null },
    { name: 'an agent runs it too', token: 't', type: 1, realAccount: true, ran: true, modal: null },
    { name: 'a trial account gets the warning', token: 't', type: 4, realAccount: true, ran: false, modal: 'trialWarning' },
    { name: 'a trial account may launch a game', token: 't', type: 4, realAccount: false, ran: true, modal: null },
    { name: 'an account whose type is not known runs what needs no real account', token: 't', type: null, realAccount: false, ran: true, modal: null },
  ])('$name', ({ token, type, realAccount, ran, modal }) => {
    const { store, action, openModal } = setup(token, type);
    requireLogin(store, openModal, action, { realAccount });
    expect(action).toHaveBeenCalledTimes(ran ? 1 : 0);
    if (modal) expect(openModal).toHaveBeenCalledWith({ name: modal });
    else expect(openModal).not.toHaveBeenCalled();
  });

  it('a real-account press made before the member info arrives waits for it: a trial account gets the warning', () => {
    const { store, action, openModal } = setup('t', null);
    requireLogin(store, openModal, action, { realAccount: true });
    expect(action).not.toHaveBeenCalled();
    expect(openModal).not.toHaveBeenCalled();
    store.set(memberAtom, member(4));
    expect(openModal).toHaveBeenCalledWith({ name: 'trialWarning' });
    expect(action).not.toHaveBeenCalled();
    // answered once: a later change of type runs nothing
    store.set(memberAtom, member(0));
    expect(action).not.toHaveBeenCalled();
  });

  it('…and a real account runs the action then', () => {
    const { store, action, openModal } = setup('t', null);
    requireLogin(store, openModal, action, { realAccount: true });
    store.set(memberAtom, member(0));
    expect(action).toHaveBeenCalledTimes(1);
    expect(openModal).not.toHaveBeenCalled();
  });
});
