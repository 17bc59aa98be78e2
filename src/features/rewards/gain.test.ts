import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { RewardGain } from '../../contract/readers/rewards';
import { prizeText } from './gain';

// the words' keys and their values, enough to see what reaches the player
const t = ((key: string, o?: Record<string, unknown>) => (key === 'rewards.gain.money' ? `${String(o?.amount)}` : key === 'rewards.gain.points' ? `${String(o?.points)} points` : key === 'rewards.gain.nothing' ? 'nothing' : key)) as unknown as TFunction;
const none: RewardGain = { bonusCents: 0, points: 0, ticketName: null, ticketQuantity: 0, prizeName: null };

describe("a raffle's prize", () => {
  it.each<[string, Partial<RewardGain>, string]>([
    ['a named cash prize shows the amount paid', { prizeName: 'Cash prize', bonusCents: 7_700 }, 'Cash prize · 77.00'],
    ['thousands are grouped', { prizeName: 'Jackpot', bonusCents: 123_456_78 }, 'Jackpot · 123,456.78'],
    ['a prize of points', { prizeName: 'Points', points: 1500 }, 'Points · 1,500 points'],
    ['no name: what it paid', { prizeName: null, bonusCents: 500 }, '5.00'],
    ['an item: its name alone', { prizeName: 'T-shirt' }, 'T-shirt'],
    ['nothing at all', { prizeName: null }, 'nothing'],
  ])('%s', (_name, gain, shown) => {
    expect(prizeText(t, { ...none, ...gain })).toBe(shown);
  });
});
