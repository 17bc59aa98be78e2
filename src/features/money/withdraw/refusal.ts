/**
 * What the page says for each refusal the contract lists, with its numbers (turnover short by how
 * much, which member information is missing): a string key and its values. Pure, unit-tested.
 */
import type { WithdrawRefusal } from '../../../contract/readers/withdraw';
import { formatCents } from '../../../ui/formatCents';

export interface RefusalText {
  key: string;
  values: Record<string, string>;
}

/** `itemLabel` names each missing member-information item (`required_email_add` -> "e-mail address"). */
export function refusalText(refusal: WithdrawRefusal, platformMessage: string | null, itemLabel: (item: string) => string = (item) => item): RefusalText | null {
  switch (refusal.code) {
    case 'withdraw_turnover_not_enough':
    case 'required_deposit_amount_not_reached':
      return { key: `money.withdraw.refusal.${refusal.code}`, values: { short: formatCents(refusal.shortCents), required: formatCents(refusal.requiredCents), actual: formatCents(refusal.actualCents) } };
    case 'promotion_turnover_not_enough':
      return { key: `money.withdraw.refusal.${refusal.code}`, values: { short: formatCents(refusal.shortCents) } };
    case 'required_member_information_incomplete':
      return { key: `money.withdraw.refusal.${refusal.code}`, values: { items: refusal.missing.map(itemLabel).join(', ') } };
    case 'other':
      // the platform's own words where it gave them
      return platformMessage ? null : { key: 'errors.unknown', values: {} };
    default:
      // string keys take no dots (i18next nests on them)
      return { key: `money.withdraw.refusal.${refusal.code.replace(/\./g, '_')}`, values: {} };
  }
}
