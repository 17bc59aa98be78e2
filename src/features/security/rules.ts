/**
 * The security centre's pure rules: which sections a brand offers (by the modIds of
 * platform-contract-member-agent.md §10), the completeness score and its level, the payment
 * password's shape, and how a bound number or address is shown. Table-tested in rules.test.ts.
 */
import { FLAG } from '../../contract/flags';
import type { SecurityItem, SecurityOverview } from '../../contract/readers/security';

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
