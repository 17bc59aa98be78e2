/**
 * The withdrawal replies (platform-contract-member-agent.md §7–8): settings and limits per method
 * type, the method tabs, the accounts on file, the turnover requirement, recent withdrawals, the
 * numbers inside a refused withdrawal, and the withdrawals waiting for the player's receipt
 * confirmation. Amounts are whole cents.
 */
import { isRecord } from '../findings';
import { safeUrl } from '../safeUrl';
import { cents, int, listOf, records, text, time, yes, yesOr } from './values';

/** Bank card, e-wallet, virtual (crypto) wallet: the tabs' types (B -> BC, E -> EW, V -> VM). */
export type WithdrawType = 'BC' | 'EW' | 'VM';
export const WITHDRAW_TYPES: readonly WithdrawType[] = ['BC', 'EW', 'VM'];
const GROUP_TYPE: Record<string, WithdrawType> = { B: 'BC', E: 'EW', V: 'VM' };

export type MobileVerification = 'NONE' | 'REQUIRED' | 'EVERY_WITHDRAWAL' | 'WITHDRAW_AMOUNT';

export interface WithdrawLimit {
  minCents: number | null;
  maxCents: number | null;
  /** min and max are applied only when the limit flag is "Y" */
  enforced: boolean;
}

export interface WithdrawSettings {
  allowed: boolean;
  /** withdrawals are open at this time of day, per type */
  openNow: Record<WithdrawType, boolean>;
  /** the type is switched on at all */
  switchedOn: Record<WithdrawType, boolean>;
  message: string | null;
  windowText: string | null;
  /** server HTML, shown only through the sanitiser */
  precautionHtml: string | null;
  limits: Record<WithdrawType, WithdrawLimit>;
  feeText: Record<WithdrawType, string | null>;
  allowDecimal: boolean;
  c2c: boolean;
  /** percent kept back from a C2C withdrawal */
  penaltyPercent: number;
  mobileVerification: MobileVerification;
  mobileVerificationAboveCents: number | null;
  contactUrl: string | null;
  /** fixed amounts per type */
  fixedAmounts: Record<WithdrawType, number[]>;
}

const VERIFICATION: readonly MobileVerification[] = ['NONE', 'REQUIRED', 'EVERY_WITHDRAWAL', 'WITHDRAW_AMOUNT'];

function amountList(v: unknown): number[] {
  const list = Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : [];
  return list.map((a) => cents(a)).filter((c): c is number => c !== null && c > 0);
}

export function readWithdrawSettings(raw: unknown): WithdrawSettings {
  const v = isRecord(raw) ? raw : {};
  const verification = text(v.mobileVerificationType, 30) as MobileVerification | null;
  return {
    allowed: yesOr(v.allowWithdraw, true),
    openNow: { BC: yesOr(v.allowWithdrawNow, true), EW: yesOr(v.allowWithdrawEWalletNow, true), VM: yesOr(v.allowWithdrawVirtualNow, true) },
    switchedOn: { BC: yesOr(v.normalBankWithdrawalSwitch, true), EW: yesOr(v.eWalletWithdrawalSwitch, true), VM: yesOr(v.virtualWalletWithdrawalSwitch, true) },
    message: text(v.allowWithdrawMsg, 500),
    windowText: text(v.withdrawTimeMsg, 300) ?? (text(v.withdrawDateFrom, 20) && text(v.withdrawDateTo, 20) ? `${text(v.withdrawDateFrom, 20)} – ${text(v.withdrawDateTo, 20)}` : null),
    precautionHtml: text(v.precautionNote, 20_000),
    limits: {
      BC: { minCents: cents(v.minimumAmount), maxCents: cents(v.maximumAmount), enforced: yes(v.amountLimitFlag) },
      EW: { minCents: cents(v.eWalletMinAmount), maxCents: cents(v.eWalletMaxAmount), enforced: yes(v.ewalletAmountLimitFlag) },
      VM: { minCents: cents(v.virtualMinAmount), maxCents: cents(v.virtualMaxAmount), enforced: yes(v.virtualAmountLimitFlag) },
    },
    feeText: { BC: text(v.withdrawExceedChargeMsg, 500), EW: text(v.eWalletWithdrawExceedChargeMsg, 500), VM: text(v.virtualWalletWithdrawExceedChargeMsg, 500) },
    allowDecimal: yesOr(v.allowDecimal, true),
    c2c: yes(v.c2cEnabled),
    penaltyPercent: Number(v.withdrawPenaltyCharge) > 0 ? Number(v.withdrawPenaltyCharge) : 0,
    mobileVerification: verification && VERIFICATION.includes(verification) ? verification : 'NONE',
    mobileVerificationAboveCents: cents(v.mobileVerificationWithdrawAmount),
    contactUrl: safeUrl(v.urlToContact),
    fixedAmounts: {
      BC: yes(v.fixedAmountFlag) ? amountList(v.fixedWithdrawAmounts) : [],
      EW: yes(v.ewalletFixedAmountFlag) ? amountList(v.ewalletFixedWithdrawAmounts) : [],
      VM: yes(v.virtualFixedAmountFlag) ? amountList(v.virtualFixedWithdrawAmounts) : [],
    },
  };
}

export interface WithdrawMethod {
  type: WithdrawType;
  name: string;
  /** `withdrawMethodGroup`: the e-wallet group id sent with an EW withdrawal */
  group: string | null;
}

/** The method tabs in the platform's order, one per type (an unknown type is left out). */
export function readWithdrawMethods(raw: unknown): WithdrawMethod[] {
  const seen = new Set<WithdrawType>();
  return records(listOf(raw, 'list')).flatMap((m): WithdrawMethod[] => {
    const type = GROUP_TYPE[text(m.methodGroupType, 2) ?? ''];
    if (!type || seen.has(type)) return [];
    seen.add(type);
    return [{ type, name: text(m.groupName, 60) ?? type, group: text(m.withdrawMethodGroup, 40) }];
  });
}

export interface WithdrawAccount {
  /** `bankCardId` (for a virtual wallet, its `accountId` when it has no card id) */
  id: string;
  type: WithdrawType;
  bankCode: string | null;
  bankName: string;
  /** as the platform shows it (masked) */
  number: string;
  holder: string | null;
  active: boolean;
  groupId: string | null;
}

/** Bank cards, e-wallets and virtual wallets on file, in one list. */
export function readWithdrawAccounts(raw: unknown): WithdrawAccount[] {
  const v = isRecord(raw) ? raw : {};
  const read = (list: unknown[], type: WithdrawType) =>
    records(list).flatMap((a): WithdrawAccount[] => {
      const id = text(a.bankCardId ?? a.accountId, 60);
      const number = text(a.cardNumber ?? a.walletAddress ?? a.accountNumber, 120);
      if (!id || !number) return [];
      return [{ id, type, bankCode: text(a.bankCode, 40), bankName: text(a.bankName ?? a.walletName, 80) ?? text(a.bankCode, 40) ?? type, number, holder: text(a.cardHolder, 80), active: yesOr(a.isWithdrawActive, true), groupId: text(a.groupId, 40) }];
    });
  return [...read(listOf(v, 'bankCards', 'bankCardList'), 'BC'), ...read(listOf(v, 'eWallets'), 'EW'), ...read(listOf(v, 'virtualWallets'), 'VM')];
}

export type TurnoverStatus = 'A' | 'D' | 'I' | 'N';

export interface Turnover {
  /** N hides the withdrawal form */
  status: TurnoverStatus;
  actualCents: number;
  requiredCents: number;
  details: Array<{ gameType: string; actualCents: number; requiredCents: number }>;
}

export function readTurnover(raw: unknown): Turnover {
  const v = isRecord(raw) ? raw : {};
  const status = text(v.status, 2);
  return {
    status: status === 'A' || status === 'D' || status === 'I' || status === 'N' ? status : 'A',
    actualCents: cents(v.totalActualTurnover) ?? 0,
    requiredCents: cents(v.totalRequiredTurnover) ?? 0,
    details: records(listOf(v, 'details')).map((d) => ({ gameType: text(d.gameType, 20) ?? '', actualCents: cents(d.actualTurnover) ?? 0, requiredCents: cents(d.requiredTurnover) ?? 0 })),
  };
}

export interface WithdrawRecord {
  id: string;
  time: number | null;
  /** 1..7: the label `status_withdrawal_<n>`; 4 paid, 3 and 5 refused */
  status: number;
  bankName: string | null;
  cents: number;
}

export const WITHDRAW_STATUS = { SUCCESS: 4, REJECTED: [3, 5] as readonly number[] } as const;

export function readWithdrawRecords(raw: unknown): WithdrawRecord[] {
  return records(listOf(raw, 'records', 'list')).flatMap((r, i): WithdrawRecord[] => {
    const status = int(r.status);
    const amount = cents(r.amount);
    if (status === null || status < 1 || status > 7 || amount === null) return [];
    return [{ id: text(r.withdrawId ?? r.id, 80) ?? `row-${i}`, time: time(r.withdrawDate), status, bankName: text(r.bankName, 80), cents: amount }];
  });
}

/** What a refused withdrawal says, with the numbers the player needs. */
export type WithdrawRefusal =
  | { code: 'withdraw_turnover_not_enough'; shortCents: number; requiredCents: number; actualCents: number }
  | { code: 'required_deposit_amount_not_reached'; shortCents: number; requiredCents: number; actualCents: number }
  | { code: 'promotion_turnover_not_enough'; shortCents: number }
  | { code: 'required_member_information_incomplete'; missing: string[] }
  | { code: 'invalid.payment.pw' | 'not.exists.payment.password' | 'bank_card_is_frozen' | 'withdraw_not_supported' }
  | { code: 'other'; errorCode: string | null };

export const MEMBER_INFORMATION_ITEMS = ['required_nickname', 'required_id_not_verified', 'required_email_add', 'required_mobile_no', 'required_qq', 'required_address', 'invalid_id_verification_status'] as const;

/** The refusal of an error code and its `value` (the numbers sit in `value.data`). */
export function readWithdrawRefusal(errorCode: string | null, value: unknown): WithdrawRefusal {
  const data = isRecord(value) && 'data' in value ? value.data : value;
  const d = isRecord(data) ? data : {};
  const gap = (required: unknown, actual: unknown) => {
    const r = cents(required) ?? 0;
    const a = cents(actual) ?? 0;
    return { shortCents: Math.max(0, r - a), requiredCents: r, actualCents: a };
  };
  switch (errorCode) {
    case 'withdraw_turnover_not_enough':
      return { code: errorCode, ...gap(d.requiredTurnover, d.actualTurnover) };
    case 'required_deposit_amount_not_reached':
      return { code: errorCode, ...gap(d.requiredDepositAmount, d.actualDepositAmount) };
    case 'promotion_turnover_not_enough':
      return { code: errorCode, shortCents: cents(isRecord(d.all) ? d.all.remainingTurnover : d.remainingTurnover) ?? 0 };
    case 'required_member_information_incomplete': {
      const items = (Array.isArray(data) ? data : []).map((x) => text(x, 60)).filter((x): x is string => x !== null);
      return { code: errorCode, missing: items };
    }
    case 'invalid.payment.pw':
    case 'not.exists.payment.password':
    case 'bank_card_is_frozen':
    case 'withdraw_not_supported':
      return { code: errorCode };
    default:
      return { code: 'other', errorCode };
  }
}

/** A withdrawal paid person to person, waiting for the player's word that the money arrived. */
export interface PaymentConfirmation {
  id: string;
  cents: number;
  /** what is still to arrive (0: all of it was paid) */
  remainingCents: number;
  /** not confirmed in time: counted as received; the player only acknowledges */
  autoConfirmed: boolean;
  /** the platform confirmed it for the player: no refund; the player only acknowledges */
  forced: boolean;
  /** when an unconfirmed one counts as received (ms), where the platform says */
  autoConfirmAt: number | null;
  paidAt: number | null;
}

export function readPaymentConfirmations(raw: unknown): PaymentConfirmation[] {
  return records(listOf(raw, 'list')).flatMap((p): PaymentConfirmation[] => {
    const id = text(p.payDetailId, 80);
    const amount = cents(p.amount);
    if (!id || amount === null) return [];
    return [{ id, cents: amount, remainingCents: cents(p.remainingAmount) ?? 0, autoConfirmed: yes(p.isAutoConfirmed), forced: yes(p.isForced), autoConfirmAt: time(p.autoConfirmTime), paidAt: time(p.paidTime) }];
  });
}

export interface WithdrawBank {
  bankCode: string;
  name: string;
  type: WithdrawType;
}

/** MCSFE_getBanks: the banks a player may bind, each of one type (BC, EW, VM); an unknown type is left out. */
export function readBanks(raw: unknown): WithdrawBank[] {
  return records(listOf(raw, 'list')).flatMap((b): WithdrawBank[] => {
    const bankCode = text(b.bankCode, 40);
    const type = text(b.bankType, 4);
    if (!bankCode || (type !== 'BC' && type !== 'EW' && type !== 'VM')) return [];
    return [{ bankCode, name: text(b.bankLocaleName, 80) ?? text(b.bankEngName, 80) ?? bankCode, type }];
  });
}
