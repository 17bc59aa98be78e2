// The preview toolbar's log-in choices: which seed accounts it lists and when it may start a trial.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePlayOn, loginAccounts, previewLogins } from './preview-accounts.mjs';
import { ROOT } from './check.mjs';
import { contract } from '../preview-platform/contract.mjs';

describe('loginAccounts', () => {
  it.each([
    ['a player', { username: 'p1', nickname: 'Juan', type: 0 }, [{ username: 'p1', nickname: 'Juan', kind: 'player' }]],
    ['an agent of each agent type', { username: 'a1', nickname: 'Maria', type: 41 }, [{ username: 'a1', nickname: 'Maria', kind: 'agent' }]],
    ['no nickname: the username', { username: 'a2', type: 2 }, [{ username: 'a2', nickname: 'a2', kind: 'agent' }]],
    ['a trial template (free play makes trials)', { username: 'guest', type: 4 }, []],
    ['not a member type', { username: 'op', type: 9 }, []],
    ['no username', { nickname: 'x', type: 0 }, []],
  ])('%s', (_name, account, expected) => {
    expect(loginAccounts({ accounts: [account] })).toEqual(expected);
  });

  it.each([null, {}, { accounts: 'no' }])('no accounts list (%j): none', (doc) => {
    expect(loginAccounts(doc)).toEqual([]);
  });
});

describe('freePlayOn', () => {
  const tree = (enabled) => ({ info: { whitelabel: [{ modId: contract.FLAG_GROUP.HOMEPAGE, enabled: '1', childrenNodes: [{ modId: contract.FLAG.FREE_PLAY, enabled }] }] } });
  it.each([
    ['on, nested', tree('1'), true],
    ['off', tree('0'), false],
    ['numeric on', tree(1), true],
    ['missing', { info: { whitelabel: [{ modId: contract.FLAG_GROUP.HOMEPAGE, enabled: '1' }] } }, false],
    ['no document', null, false],
  ])('%s', (_name, doc, expected) => {
    expect(freePlayOn(doc)).toBe(expected);
  });
});

describe('previewLogins of the sample brands', () => {
  it.each([
    ['aurora', true],
    ['ember', false],
  ])('%s: free play %s, players and agents but no trial template', (code, freePlay) => {
    const logins = previewLogins(join(ROOT, 'brands', code));
    expect(logins.freePlay).toBe(freePlay);
    expect(logins.accounts.some((a) => a.kind === 'agent')).toBe(true);
    expect(logins.accounts.some((a) => a.kind === 'player')).toBe(true);
    expect(logins.accounts.every((a) => a.kind === 'player' || a.kind === 'agent')).toBe(true);
  });
});
