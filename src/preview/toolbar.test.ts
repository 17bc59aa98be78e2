import { describe, expect, it } from 'vitest';
import { choiceUsername, loginChoices, TRIAL_CHOICE } from './toolbar';

const t = (key: string) => `<${key}>`;
const accounts = [
  { username: 'p1', nickname: 'Juan', kind: 'player' as const },
  { username: 'a1', nickname: 'Maria', kind: 'agent' as const },
];

describe('loginChoices', () => {
  it.each([
    [
      'free play on: the trial is offered',
      true,
      { value: TRIAL_CHOICE, text: '<trialNew>' },
    ],
    [
      'free play off: the trial is shown disabled, with the reason',
      false,
      { value: TRIAL_CHOICE, text: '<trialOff>', disabled: true },
    ],
  ])('%s', (_name, freePlay, trial) => {
    expect(loginChoices({ accounts, freePlay }, t)).toEqual([
      { value: '', text: '<loginChoose>' },
      { value: 'account:p1', text: '<player>: Juan (p1)' },
      { value: 'account:a1', text: '<agent>: Maria (a1)' },
      trial,
    ]);
  });
});

describe('choiceUsername', () => {
  it.each([
    ['account:p1', 'p1'],
    ['account:trial', 'trial'],
    [TRIAL_CHOICE, null],
    ['', null],
  ])('%j -> %j', (value, expected) => {
    expect(choiceUsername(value)).toBe(expected);
  });
});
