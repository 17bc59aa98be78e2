/**
 * The security centre's replies (platform-contract-member-agent.md §10): the overview with its
 * completeness score, the identity fields the platform asks for, the avatar, the social accounts
 * and the security questions.
 */
import { isRecord } from '../findings';
import { safeImageUrl } from '../safeUrl';
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

export type Avatar = { kind: 'static'; id: string } | { kind: 'custom'; url: string };

/** STATIC: a number of the brand's set; CUSTOM: a URL, taken only when safe (else the first static one). */
export function readAvatar(raw: unknown): Avatar {
  const v = isRecord(raw) ? raw : {};
  if (text(v.avatarType, 10) === 'CUSTOM') {
    const url = safeImageUrl(v.avatar);
    if (url) return { kind: 'custom', url };
  }
  const id = text(v.avatar, 10);
  return { kind: 'static', id: id && /^\d{1,3}$/.test(id) ? id : '0' };
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
