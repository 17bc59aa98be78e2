/** Whole cents (the contract's money, contract/money.ts) as the spec shows money: "12,500.75". Apart from format.ts so the home page does not carry the money rules. */
import { centsToAmount } from '../contract/money';
import { formatMoney } from './format';

export function formatCents(cents: number | null | undefined): string {
  return cents === null || cents === undefined ? '--' : formatMoney(centsToAmount(cents));
}
