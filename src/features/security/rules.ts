/**
 * The security centre's pure rules: which sections a brand offers (by the modIds of
 * platform-contract-member-agent.md §10), the completeness score and its level, the payment
 * password's shape, how a bound number or address is shown, and where the overview's items are
 * set. Table-tested in rules.test.ts.
 */
import { FLAG } from '../../contract/flags';
import type { SecurityItem, SecurityOverview } from '../../contract/readers/security';
import type { WithdrawType } from '../../contract/readers/withdraw';

export type Flags = Readonly<Record<string, boolean | undefined>>;

export interface SecuritySections {
  loginPassword: boolean;
  paymentPassword: boolean;
  resetPaymentPassword: boolean;
  securityQuestions: boolean;
  mobile: boolean;
  /** a verified number may be changed */
  mobileChange: boolean;
  email: boolean;
  avatar: boolean;
}

export function securitySections(flags: Flags): SecuritySections {
  const on = (id: string) => flags[id] === true;
  return {
    loginPassword: on(FLAG.LOGIN_PASSWORD),
    paymentPassword: on(FLAG.PAYMENT_PASSWORD),
    // the reset answers a security question: both must be offered
    resetPaymentPassword: on(FLAG.PAYMENT_PASSWORD) && on(FLAG.RESET_PAYMENT_PASSWORD) && on(FLAG.SECURITY_QUESTIONS),
    securityQuestions: on(FLAG.SECURITY_QUESTIONS),
    mobile: on(FLAG.VERIFICATION),
    mobileChange: on(FLAG.VERIFICATION) && on(FLAG.MOBILE_UPDATE),
    email: on(FLAG.VERIFICATION) && on(FLAG.MAIL_VERIFICATION),
    avatar: on(FLAG.PROFILE_PICTURE),
  };
}

/** The overview's items that are withdrawal accounts, and the withdrawal type of each. */
export const ACCOUNT_ITEMS: Readonly<Partial<Record<SecurityItem, WithdrawType>>> = { bankCards: 'BC', eWallet: 'EW', virtualWallets: 'VM' };

/** What this brand and player have to set the overview's items with. */
export interface ItemPlaces {
  sections: SecuritySections;
  /** the platform asks for real name and ID fields: their section shows */
  identity: boolean;
  /** the withdrawal page's address, where the brand offers it and binding accounts (BINDCARD3); else null */
  withdraw: string | null;
  /** the query parameter that opens the withdrawal page on one kind of account's bind form */
  bindParam: string;
}

/** Where an item is set: a section of this page, another page (its address), or nowhere this brand offers. */
export type ItemPlace = { kind: 'section' } | { kind: 'page'; to: string } | null;

const SECTION_OF: Partial<Record<SecurityItem, (p: ItemPlaces) => boolean>> = {
  loginPassword: (p) => p.sections.loginPassword,
  paymentPassword: (p) => p.sections.paymentPassword,
  securityQuestions: (p) => p.sections.securityQuestions,
  mobileVerified: (p) => p.sections.mobile,
  emailVerified: (p) => p.sections.email,
  idVerification: (p) => p.identity,
};

export function itemPlace(key: SecurityItem, places: ItemPlaces): ItemPlace {
  if (SECTION_OF[key]?.(places)) return { kind: 'section' };
  const account = ACCOUNT_ITEMS[key];
  if (account && places.withdraw) return { kind: 'page', to: `${places.withdraw}?${places.bindParam}=${account}` };
  return null;
}

/**
 * The rows the overview lists: every item done, and each item not done that the player can set
 * from here (a section below, or the page it leads to). One not done with nowhere to set it (no
 * withdrawal page to add a bank card on, no profile or authenticator page) is left out: a "Not
 * set" that leads nowhere (QA).
 */
export function overviewRows(items: SecurityOverview['items'], places: ItemPlaces): Array<SecurityOverview['items'][number] & { place: ItemPlace }> {
  return items.flatMap((item) => {
    const place = itemPlace(item.key, places);
    return item.complete || place ? [{ ...item, place }] : [];
  });
}

export type ScoreLevel = SecurityOverview['level'];

export interface Score {
  /** 0..100 */
  percent: number;
  level: ScoreLevel;
  done: number;
  total: number;
}

/** The real client's thresholds: above 80 high, above 60 medium. */
export function levelOf(percent: number): ScoreLevel {
  return percent > 80 ? 'high' : percent > 60 ? 'medium' : 'low';
}

/**
 * The score the platform gives (`completeProgress`); when it gives none (0 with items done), the
 * share of offered items complete, so the bar never contradicts the list under it.
 */
export function securityScore(overview: Pick<SecurityOverview, 'items' | 'progress'>): Score {
  const total = overview.items.length;
  const done = overview.items.filter((i) => i.complete).length;
  const percent = overview.progress > 0 || done === 0 || total === 0 ? overview.progress : Math.round((done * 100) / total);
  return { percent, level: levelOf(percent), done, total };
}

export const isComplete = (overview: Pick<SecurityOverview, 'items'>, key: SecurityItem): boolean | null => overview.items.find((i) => i.key === key)?.complete ?? null;

/** The payment password: exactly 6 digits, typed twice alike. */
export const PAYMENT_PASSWORD = /^\d{6}$/;

export type PasswordProblem = 'format' | 'mismatch' | 'sameAsOld' | null;

export function paymentPasswordProblem(password: string, confirm: string, old?: string): PasswordProblem {
  if (!PAYMENT_PASSWORD.test(password)) return 'format';
  if (password !== confirm) return 'mismatch';
  if (old !== undefined && old === password) return 'sameAsOld';
  return null;
}

export const MOBILE = /^\d{7,15}$/;
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const CODE = /^\d{4,8}$/;

/** "0917***4567": a bound number shown, never in full. */
export function maskMobile(mobile: string | null | undefined): string {
  const m = (mobile ?? '').replace(/\s/g, '');
  if (m.length < 7) return m ? '*'.repeat(m.length) : '';
  return `${m.slice(0, 4)}${'*'.repeat(m.length - 7)}${m.slice(-3)}`;
}

/** "ju***@example.com" */
export function maskEmail(email: string | null | undefined): string {
  const e = (email ?? '').trim();
  const at = e.lastIndexOf('@');
  if (at < 1) return e ? '***' : '';
  const name = e.slice(0, at);
  return `${name.slice(0, Math.min(2, name.length - 1) || 1)}***${e.slice(at)}`;
}
