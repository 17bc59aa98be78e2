/**
 * The security centre's replies (platform-contract-member-agent.md §10): the overview with its
 * completeness score, the identity fields the platform asks for, the social accounts
 * and the security questions.
 */
import { isRecord } from '../findings';
import { int, listOf, records, text, yes } from './values';

/** The overview's items in the real client's order. */
export const SECURITY_ITEMS = ['profile', 'idVerification', 'loginPassword', 'paymentPassword', 'securityQuestions', 'bankCards', 'eWallet', 'virtualWallets', 'mobileVerified', 'emailVerified', 'bindGA'] as const;
export type SecurityItem = (typeof SECURITY_ITEMS)[number];

export interface SecurityOverview {
  items: Array<{ key: SecurityItem; complete: boolean }>;
  /** 0..100 */
  progress: number;
  /** > 80 high, > 60 medium (the real client's thresholds) */
  level: 'high' | 'medium' | 'low';
}

export function readSecurityOverview(raw: unknown): SecurityOverview {
  const v = isRecord(raw) ? raw : {};
  const info = isRecord(v.info) ? v.info : {};
  const items = SECURITY_ITEMS.flatMap((key) => {
    const item = info[key];
    if (!isRecord(item) || (item.enabled !== undefined && !yes(item.enabled))) return [];
    return [{ key, complete: yes(item.isComplete) }];
  });
  const progress = Math.min(100, Math.max(0, int(v.completeProgress) ?? 0));
  return { items, progress, level: progress > 80 ? 'high' : progress > 60 ? 'medium' : 'low' };
}

export interface IdentityField {
  name: string;
  required: boolean;
  value: string | null;
  /** already verified: shown, not editable */
  locked: boolean;
}

export function readIdentityFields(raw: unknown): IdentityField[] {
  return records(listOf(raw, 'fields')).flatMap((f): IdentityField[] => {
    const name = text(f.name, 40);
    if (!name || !/^[A-Za-z][A-Za-z0-9_]*$/.test(name)) return [];
    return [{ name, required: yes(f.required), value: text(f.value, 200), locked: yes(f.locked) }];
  });
}

export interface SocialAccount {
  socialType: string;
  linked: boolean;
  account: string | null;
}

export function readSocialAccounts(raw: unknown): SocialAccount[] {
  return records(listOf(raw, 'list')).flatMap((s): SocialAccount[] => {
    const socialType = text(s.socialType, 30);
    return socialType && /^[A-Z_]+$/.test(socialType) ? [{ socialType, linked: yes(s.linked), account: text(s.account, 120) }] : [];
  });
}

export interface SecurityQuestion {
  questionId: string;
  question: string;
}

export function readSecurityQuestions(raw: unknown): SecurityQuestion[] {
  return records(listOf(raw, 'list')).flatMap((q): SecurityQuestion[] => {
    const questionId = text(q.questionId ?? q.id, 20);
    const question = text(q.question, 200);
    return questionId && question ? [{ questionId, question }] : [];
  });
}

export interface MemberContacts {
  mobile: string | null;
  countryDialingCode: string | null;
  email: string | null;
}

/** What the security centre shows of `GET /wps/member/info`: the number (`mobileNum` or `mobile`) and address on file. */
export function readMemberContacts(raw: unknown): MemberContacts {
  const v = isRecord(raw) ? raw : {};
  return { mobile: text(v.mobileNum ?? v.mobile, 20), countryDialingCode: text(v.countryDialingCode, 6), email: text(v.email, 120) };
}
