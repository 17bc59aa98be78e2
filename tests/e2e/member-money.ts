/** What the member-centre specs read of a brand's money on the preview platform, and fresh players with money of their own. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import type { Trait } from '../brandCover';
import { brandFolder } from '../brandFolders';
import { previewUrl, stamp } from './accounts';
import { brandDocs, brandFlag } from './support';
import { FLAG } from '../../src/contract/flags';

export interface MoneyChannel {
  vendorId: string;
  channelName?: string;
  min?: number;
  max?: number;
  customerCharge?: number;
  minCustomerCharge?: number;
  maxCustomerCharge?: number;
  customerChargeFixed?: number;
  fixAmounts?: number[];
  fixAmountOnly?: string;
  kind: 'redirect' | 'bank';
  banks?: Array<{ bankCode: string; bankName: string; minDeposit?: number; maxDeposit?: number }>;
}

export interface BrandMoney {
  singleWallet: boolean;
  currencySymbol: string;
  vendorWallets: Array<{ accountTypeId: number; displayName: string; balance: number }>;
  firstDepositMinimum: number;
  depositGroups: Array<{ payId: string; displayName: string; message?: string; channels: MoneyChannel[] }>;
  receivingAccount: { bankName: string; accountNumber: string; bankCardName: string };
  autoCreditSeconds: number;
  withdraw: WithdrawRules;
}

export interface WithdrawRules {
  minimumAmount: number;
  maximumAmount: number;
  fee: number;
  c2cEnabled: string;
  mobileVerificationType: 'NONE' | 'REQUIRED' | 'EVERY_WITHDRAWAL' | 'WITHDRAW_AMOUNT';
  mobileVerificationAbove?: number;
}

/** The brand's fixtures/money.json over the preview platform's defaults, as money.mjs (moneyFixture) reads them. */
export function brandMoney(code: string): BrandMoney {
  const defaults = JSON.parse(readFileSync(join('scripts', 'preview-platform', 'default-money.json'), 'utf8')) as BrandMoney;
  const file = join(brandFolder(code), 'fixtures', 'money.json');
  const own = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<BrandMoney>) : {};
  return { ...defaults, ...own, withdraw: { ...defaults.withdraw, ...own.withdraw } };
}

/** The brand's withdrawal rules on the preview platform. */
export const withdrawRules = (code: string): WithdrawRules => brandMoney(code).withdraw;

/** A trait: the brand keeps one wallet (no vendor wallets counted in the total or moved to). */
export const singleWalletOf: Trait = (code) => brandMoney(code).singleWallet;

/**
 * A trait: what a withdrawal asks for — nothing (WDRAWNOPASSVERIF3), the payment password
 * (PAYMENTPASS3), else the login password.
 */
export const withdrawSecretOf: Trait = (code) => {
  const docs = brandDocs(code);
  return brandFlag(docs, FLAG.WITHDRAW_NO_PASSWORD) ? 'none' : brandFlag(docs, FLAG.PAYMENT_PASSWORD) ? 'payment' : 'login';
};

export interface FreshPlayerOptions {
  balance?: number;
  type?: number;
  /** a login password (none by default) */
  password?: string;
  /** '' for none; the preview's default number, address and nickname otherwise */
  mobileNum?: string;
  email?: string;
  nickname?: string;
  /** whether the player has an upline (the transfer to upline) */
  toUpline?: boolean;
}

/** A fresh player of the brand with `balance`, logged in: its token (for `?token=`) and username. */
export async function freshPlayer(request: APIRequestContext, code: string, opts: FreshPlayerOptions = {}): Promise<{ token: string; username: string }> {
  const username = `m${stamp()}`.toLowerCase().replace(/[^a-z0-9_]/g, '_');
  const { balance = 1000, type = 0, ...details } = opts;
  const res = await request.post(previewUrl('/__preview/money/player'), { headers: { Merchant: code }, data: { username, balance, type, ...details } });
  const body = (await res.json()) as { value: { token: string } };
  return { token: body.value.token, username };
}

/** "12,500.75" as the site writes an amount. */
export const money = (n: number): string => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "12,500.75" (or "-1,000.00") as the site writes it, in whole cents. */
export const centsOfText = (text: string | null): number => {
  const clean = (text ?? '').replace(/[^0-9.-]/g, '');
  const [whole = '0', fraction = ''] = clean.replace('-', '').split('.');
  const cents = Number(whole) * 100 + Number((fraction + '00').slice(0, 2));
  return clean.startsWith('-') ? -cents : cents;
};
