/**
 * The rules a transfer form checks before it sends (the platform checks them again): an amount in
 * whole cents, above zero, within what the wallet it leaves holds; and which wallets a move may
 * join (the main wallet on one side, the contract's transfers being main ↔ vendor).
 */
import { parseAmountInput, type AmountProblem } from '../../../contract/money';

export type TransferProblem = AmountProblem | 'zero' | 'insufficient';

/** The amount typed, in whole cents, or why it cannot leave a wallet holding `availableCents`. */
export function transferAmount(text: string, availableCents: number): { cents: number } | { problem: TransferProblem } {
  const parsed = parseAmountInput(text);
  if ('problem' in parsed) return parsed;
  if (parsed.cents <= 0) return { problem: 'zero' };
  if (parsed.cents > availableCents) return { problem: 'insufficient' };
  return parsed;
}

interface MovableWallet {
  accountTypeId: number;
  cents: number;
  status: string;
}

/** A move joins the main wallet and one vendor wallet, both open ("OK"), and not a wallet with itself. */
export function canMove(from: MovableWallet | null, to: MovableWallet | null, mainId: number): boolean {
  if (!from || !to || from.accountTypeId === to.accountTypeId) return false;
  if (from.accountTypeId !== mainId && to.accountTypeId !== mainId) return false;
  return from.status === 'OK' && to.status === 'OK';
}

/** What "recall all" brings back to the main wallet: every vendor wallet's balance. */
export function recallableCents(wallets: readonly MovableWallet[], mainId: number): number {
  return wallets.reduce((sum, w) => (w.accountTypeId === mainId || w.cents <= 0 ? sum : sum + w.cents), 0);
}
