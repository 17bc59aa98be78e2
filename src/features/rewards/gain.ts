/** Words for what a claim gives (money with two decimals, points as a plain number, tickets). */
import type { TFunction } from 'i18next';
import type { RewardGain } from '../../contract/readers/rewards';
import { formatCents } from '../../ui/formatCents';
import { formatCount } from '../../ui/format';

type Gain = Pick<RewardGain, 'bonusCents' | 'points' | 'ticketName' | 'ticketQuantity'>;

export function gainParts(t: TFunction, gain: Gain): string[] {
  const parts: string[] = [];
  if (gain.bonusCents > 0) parts.push(t('rewards.gain.money', { amount: formatCents(gain.bonusCents) }));
  if (gain.points > 0) parts.push(t('rewards.gain.points', { count: gain.points, points: formatCount(gain.points) }));
  if (gain.ticketQuantity > 0) parts.push(t('rewards.gain.tickets', { count: gain.ticketQuantity, name: gain.ticketName ?? '' }));
  return parts;
}

export const gainText = (t: TFunction, gain: Gain): string => gainParts(t, gain).join(' · ') || t('rewards.gain.nothing');

/** A raffle's prize: its name and what it paid (the name alone hid the amount credited). */
export const prizeText = (t: TFunction, gain: Gain & Pick<RewardGain, 'prizeName'>): string =>
  [gain.prizeName, ...gainParts(t, gain)].filter(Boolean).join(' · ') || gainText(t, gain);
