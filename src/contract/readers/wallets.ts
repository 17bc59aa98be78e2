/**
 * `/wps/v2/wallets/balance`: every wallet of the player (platform-contract-member-agent.md §4).
 * `balance` and `balances` are aliases; `isSingle` holds also when there is one wallet; without
 * `sumBalance` the total is the sum over the wallets whose accountTypeId is not 0 or 9 (the real
 * client's rule). Amounts are whole cents.
 */
import { isRecord } from '../findings';
import { cents, int, listOf, records, text, yes } from './values';

/** accountTypeIds the total leaves out (the real client's filter) */
export const UNCOUNTED_WALLET_TYPES: readonly number[] = [0, 9];
/** the main (platform) wallet's accountTypeId: inferred, the one the preview platform uses; a reply without it takes its first counted wallet */
export const MAIN_WALLET_TYPE = 1;

export interface Wallet {
  accountTypeId: number;
  /** the vendor's account name (wallet icon, transfers) */
  name: string;
  displayName: string;
  cents: number;
  /** "OK" or the platform's word for a wallet that cannot move money now */
  status: string;
}

export interface Wallets {
  /** counted wallets, the main one first */
  wallets: Wallet[];
  main: Wallet | null;
  totalCents: number;
  single: boolean;
  currency: string | null;
  currencySymbol: string | null;
}

export function readWallets(raw: unknown): Wallets {
  const value = isRecord(raw) ? raw : {};
  const all = records(listOf(value, 'balances', 'balance')).flatMap((w): Wallet[] => {
    const id = int(w.accountTypeId);
    if (id === null) return [];
    const name = text(w.accountName, 60) ?? String(id);
    return [{ accountTypeId: id, name, displayName: text(w.displayName, 60) ?? name, cents: cents(w.availBalance) ?? 0, status: text(w.status, 30) ?? 'OK' }];
  });
  const counted = all.filter((w) => !UNCOUNTED_WALLET_TYPES.includes(w.accountTypeId));
  const main = counted.find((w) => w.accountTypeId === MAIN_WALLET_TYPE) ?? counted[0] ?? null;
  const wallets = main ? [main, ...counted.filter((w) => w !== main)] : counted;
  const sum = cents(value.sumBalance);
  return {
    wallets,
    main,
    totalCents: sum ?? counted.reduce((total, w) => total + w.cents, 0),
    single: yes(value.isSingle) || counted.length === 1,
    currency: text(value.currency, 10),
    currencySymbol: text(value.currencySymbol, 10),
  };
}
