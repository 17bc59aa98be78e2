import type { TFunction } from 'i18next';
import type { PromoCondition } from '../../contract/readers/rewards';
import { formatCents } from '../../ui/formatCents';
import { formatCount } from '../../ui/format';

/** "Deposit: 0.00 of 50,000.00 reached": an amount as the site writes money, a count as a whole number. */
export function conditionText(t: TFunction, c: PromoCondition): string {
  const figure = (n: number) => (c.unit === 'cents' ? formatCents(n) : formatCount(n));
  return t('rewards.codes.condition', { condition: t(`rewards.codes.conditions.${c.condition}`, { defaultValue: c.condition }), current: figure(c.current), target: figure(c.target) });
}
