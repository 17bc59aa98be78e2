/**
 * GCS_merchantWallet: the merchant's wallet mode. Its fields are not in the real client's public
 * code beyond the reply's existence (platform-contract-member-agent.md §4): this reader takes the
 * readings of a mode (`isSingle`, `single`, `walletType`), a currency, a balance and the page the
 * merchant hosts (`iframeUrl`), tolerant of "1"/1/true and of amounts as text. The iframe address
 * reaches an iframe's src, so it must be an absolute https URL (safeUrl) or it is dropped.
 */
import { isRecord } from '../findings';
import { readSwitch } from '../flags';
import { safeUrl } from '../safeUrl';

export interface MerchantWallet {
  /** true: one wallet shared with the merchant (seamless); false: transfer wallet; null: not said */
  single: boolean | null;
  currency: string | null;
  /** the amount as sent (formatted for display by ui/format.ts, never parsed to a float here) */
  balance: string | number | null;
  iframeUrl: string | null;
}

/** The merchant's page to embed: an absolute https URL only (a same-origin path would embed the site in itself). */
export function readIframeUrl(value: unknown): string | null {
  const url = safeUrl(typeof value === 'string' ? value.trim() : value);
  return url && url.startsWith('https://') ? url : null;
}

function modeOf(value: Record<string, unknown>): boolean | null {
  for (const key of ['isSingle', 'single', 'singleWallet']) {
    if (key in value && value[key] !== null && value[key] !== undefined) return readSwitch(value[key]).on;
  }
  const type = typeof value.walletType === 'string' ? value.walletType.trim().toUpperCase() : '';
  if (type === 'SINGLE' || type === 'SEAMLESS') return true;
  if (type === 'TRANSFER') return false;
  return null;
}

export function readMerchantWallet(raw: unknown): MerchantWallet | null {
  if (!isRecord(raw)) return null;
  const currency = typeof raw.currency === 'string' && /^[A-Za-z]{3,5}$/.test(raw.currency.trim()) ? raw.currency.trim().toUpperCase() : null;
  const amount = raw.balance ?? raw.sumBalance;
  const balance = typeof amount === 'number' && Number.isFinite(amount) ? amount : typeof amount === 'string' && /^-?[\d,]+(\.\d+)?$/.test(amount.trim()) ? amount.trim() : null;
  const wallet = { single: modeOf(raw), currency, balance, iframeUrl: readIframeUrl(raw.iframeUrl ?? raw.iframeURL) };
  return wallet.single === null && wallet.currency === null && wallet.balance === null && wallet.iframeUrl === null ? null : wallet;
}
