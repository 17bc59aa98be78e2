/**
 * The deposit replies (platform-contract-member-agent.md §6): settings, the payment channels as the
 * platform groups them (`value[<payId>]`), the promotions a deposit may join, an order's answer
 * (a redirect URL, or the bank details to pay to) and the deposit records. Amounts are whole cents;
 * a URL reaches `window.open` or an image only through the one URL rule.
 */
import { isRecord, type JsonObject } from '../findings';
import { safeImageUrl, safeUrl } from '../safeUrl';
import { cents, int, listOf, records, text, time, yes, yesOr } from './values';

export interface DepositSettings {
  allowed: boolean;
  /** echoed in orders */
  nonce: string | null;
  /** the player has not deposited yet: the first-deposit minimum applies */
  firstDeposit: boolean;
  minFirstDepositCents: number | null;
  successCount: number;
}

export function readDepositSettings(raw: unknown): DepositSettings {
  const v = isRecord(raw) ? raw : {};
  const successCount = int(v.totalDepositSuccessCount) ?? 0;
  return {
    allowed: yesOr(v.allowDeposit, true),
    nonce: text(v.nonce, 200),
    firstDeposit: v.firstDeposit === undefined ? successCount === 0 : yes(v.firstDeposit),
    minFirstDepositCents: cents(v.minFirstDepositAmount),
    successCount,
  };
}

export interface DepositBank {
  bankCode: string;
  bankType: string;
  name: string;
  minCents: number | null;
  maxCents: number | null;
}

export interface DepositChannel {
  vendorId: string;
  name: string;
  minCents: number | null;
  maxCents: number | null;
  /** the player's charge: a percentage of the amount, bounded by min and max when they are set, plus a fixed part */
  chargePercent: number;
  chargeMinCents: number | null;
  chargeMaxCents: number | null;
  chargeFixedCents: number;
  /** amounts offered as buttons; with `fixedOnly` the player may pick only these */
  fixedAmounts: number[];
  fixedOnly: boolean;
  suggestedAmounts: number[];
  banks: DepositBank[];
  nicknameRequired: boolean;
}

export interface DepositGroup {
  payId: string;
  name: string;
  /** the platform's note for the group (plain text) */
  message: string | null;
  channels: DepositChannel[];
}

function amounts(v: unknown): number[] {
  const list = Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : [];
  return list.map((a) => cents(a)).filter((c): c is number => c !== null && c > 0);
}

function readChannel(c: JsonObject): DepositChannel | null {
  const vendorId = text(c.vendorId, 80);
  if (!vendorId) return null;
  return {
    vendorId,
    name: text(c.channelName, 80) ?? text(c.displayName, 80) ?? vendorId,
    minCents: cents(c.min),
    maxCents: cents(c.max),
    chargePercent: Number(c.customerCharge) > 0 ? Number(c.customerCharge) : 0,
    chargeMinCents: cents(c.minCustomerCharge),
    chargeMaxCents: cents(c.maxCustomerCharge),
    chargeFixedCents: cents(c.customerChargeFixed) ?? 0,
    fixedAmounts: yesOr(c.fixAmountFlag, true) ? amounts(c.fixAmounts) : [],
    fixedOnly: yes(c.fixAmountOnly) && amounts(c.fixAmounts).length > 0,
    suggestedAmounts: amounts(c.suggestedAmounts),
    banks: records(listOf(c.banks)).flatMap((b): DepositBank[] => {
      const bankCode = text(b.bankCode, 40);
      return bankCode ? [{ bankCode, bankType: text(b.bankType, 20) ?? '', name: text(b.bankName, 80) ?? bankCode, minCents: cents(b.minDeposit), maxCents: cents(b.maxDeposit) }] : [];
    }),
    nicknameRequired: yes(c.nicknameRequired),
  };
}

/** The groups in the platform's order; a group without a usable channel is left out. */
export function readDepositChannels(raw: unknown): DepositGroup[] {
  if (!isRecord(raw)) return [];
  return Object.entries(raw).flatMap(([payId, g]): DepositGroup[] => {
    if (!isRecord(g)) return [];
    const channels = records(listOf(g, 'channels')).map(readChannel).filter((c): c is DepositChannel => c !== null);
    if (channels.length === 0) return [];
    return [{ payId, name: text(g.displayName, 60) ?? text(g.groupName, 60) ?? payId, message: text(g.message, 1000), channels }];
  });
}

export interface DepositPromotion {
  id: string;
  name: string;
  description: string | null;
}

export function readDepositPromotions(raw: unknown): DepositPromotion[] {
  return records(listOf(raw, 'list', 'promotions')).flatMap((p): DepositPromotion[] => {
    const id = text(p.promotionId ?? p.id, 60);
    return id ? [{ id, name: text(p.promotionName ?? p.name, 120) ?? id, description: text(p.description, 500) }] : [];
  });
}

export type DepositOrder =
  | { kind: 'redirect'; depositId: string | null; cents: number | null; url: string }
  | { kind: 'bank'; depositId: string | null; cents: number | null; bankName: string | null; accountNumber: string; accountName: string | null; reference: string | null; qr: string | null; qrImage: string | null; discountCents: number | null };

/**
 * An order's answer: `redirectUrl` (opened in a popup) when it is a safe URL; otherwise the bank
 * details (`defaultPage: false`) with an account number. A reply with neither is null (the page
 * says the order could not be read); an unsafe redirect is never opened.
 */
export function readDepositOrder(raw: unknown): DepositOrder | null {
  if (!isRecord(raw)) return null;
  const depositId = text(raw.depositId, 80);
  const amount = cents(raw.amount);
  const url = safeUrl(raw.redirectUrl);
  if (url && raw.defaultPage !== false) return { kind: 'redirect', depositId, cents: amount, url };
  const accountNumber = text(raw.accountNumber, 80);
  if (!accountNumber) return null;
  return {
    kind: 'bank',
    depositId,
    cents: amount,
    bankName: text(raw.bankName, 80),
    accountNumber,
    accountName: text(raw.bankCardName, 80),
    reference: text(raw.referenceNo, 80),
    qr: text(raw.defaultPageQr, 1000) && !/^https?:|^\//.test(String(raw.defaultPageQr)) ? text(raw.defaultPageQr, 1000) : null,
    qrImage: safeImageUrl(raw.defaultPageQr),
    discountCents: cents(raw.bankDiscountAmount),
  };
}

/** Deposit states: designed (the report's rows are not found); the notification reads them. */
export const DEPOSIT_STATE = { PENDING: 'P', SUCCESS: 'S', FAILED: 'F', CANCELLED: 'C' } as const;
export type DepositState = (typeof DEPOSIT_STATE)[keyof typeof DEPOSIT_STATE];

export interface DepositRecord {
  depositId: string;
  cents: number;
  state: DepositState;
  time: number | null;
  channelName: string | null;
}

export function readDepositRecords(raw: unknown): { rows: DepositRecord[]; totalPages: number } {
  const states = Object.values(DEPOSIT_STATE) as string[];
  const rows = records(listOf(raw, 'list', 'records')).flatMap((r): DepositRecord[] => {
    const depositId = text(r.depositId ?? r.id, 80);
    const amount = cents(r.amount);
    const state = text(r.state ?? r.status, 4);
    if (!depositId || amount === null || !state || !states.includes(state)) return [];
    return [{ depositId, cents: amount, state: state as DepositState, time: time(r.createTime ?? r.depositDate), channelName: text(r.channelName ?? r.bankName, 80) }];
  });
  return { rows, totalPages: Math.max(1, (isRecord(raw) ? int(raw.totalPages) : null) ?? 1) };
}
