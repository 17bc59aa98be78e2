/**
 * The inbox (EMFE_getInbox), its unread count and a message's reward (platform-contract-member-agent.md
 * §11). Tolerant: `subject` or `title`, ids as numbers or text, `metadata` as a JSON string or an
 * object, `canReply` as "Y"/1/true. The contract lists no read mark on an inbox item: `isRead`
 * (or `read`, `readFlag`) is designed here (docs/messages.md). HTML content stays text here and is
 * sanitised where it is shown.
 */
import { isRecord } from '../findings';
import { int, listOf, records, text, time, yes } from './values';
import { toCents } from '../money';

export interface InboxReward {
  /** `promotionClaimId` of MCSFE_claimIssuedPromotion */
  claimId: string;
  /** `promotionType` of the claim */
  promoType: string;
  bonusCents: number | null;
  points: number | null;
}

export interface InboxMessage {
  id: string;
  /** which store the message comes from: read and delete are one call per source */
  recordSource: string;
  subject: string;
  /** HTML, sanitised before display */
  content: string;
  senderName: string | null;
  /** ms epoch */
  sendTime: number | null;
  canReply: boolean;
  read: boolean;
  /** a reward to claim inside the message, when its metadata carries one */
  reward: InboxReward | null;
}

export interface InboxPage {
  messages: InboxMessage[];
  totalPages: number;
}

function metadataOf(raw: unknown): Record<string, unknown> {
  if (isRecord(raw)) return raw;
  if (typeof raw !== 'string' || raw.trim() === '') return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    return isRecord(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

function readReward(raw: unknown): InboxReward | null {
  const meta = metadataOf(raw);
  const claimId = text(meta.claimId) ?? text(meta.promotionClaimId);
  const promoType = text(meta.promoType) ?? text(meta.promotionType);
  if (!claimId || !promoType) return null;
  return { claimId, promoType, bonusCents: toCents(meta.bonus), points: int(meta.point) };
}

export function readInboxMessage(raw: unknown): InboxMessage | null {
  if (!isRecord(raw)) return null;
  const id = text(raw.inboxId) ?? text(raw.id);
  if (!id) return null;
  return {
    id,
    recordSource: text(raw.recordSource) ?? '',
    subject: text(raw.subject) ?? text(raw.title) ?? '',
    content: typeof raw.content === 'string' ? raw.content : '',
    senderName: text(raw.senderName),
    sendTime: time(raw.sendTime),
    canReply: yes(raw.canReply),
    read: yes(raw.isRead ?? raw.read ?? raw.readFlag),
    reward: readReward(raw.metadata),
  };
}

export function readInbox(raw: unknown): InboxPage {
  const value = isRecord(raw) ? raw : {};
  const messages = records(listOf(raw, 'list', 'content', 'records')).map(readInboxMessage).filter((m): m is InboxMessage => m !== null);
  return { messages, totalPages: Math.max(1, int(value.totalPages) ?? 1) };
}

/** `{"value":1}`: a plain number (or `{ count }`); anything unreadable is 0. */
export function readUnreadCount(raw: unknown): number {
  const n = isRecord(raw) ? int(raw.count ?? raw.unreadCount ?? raw.total) : int(raw);
  return n !== null && n > 0 ? n : 0;
}

/** The ids of `messages` by record source: read and delete are one call per source (§11). */
export function idsBySource(messages: readonly Pick<InboxMessage, 'id' | 'recordSource'>[]): Map<string, string[]> {
  const bySource = new Map<string, string[]>();
  for (const m of messages) bySource.set(m.recordSource, [...(bySource.get(m.recordSource) ?? []), m.id]);
  return bySource;
}

/** What the chat call answers: `value.chatUrl` (or the URL itself); checked where it is used. */
export function readChatUrl(raw: unknown): string | null {
  if (typeof raw === 'string') return text(raw, 4000);
  return isRecord(raw) ? text(raw.chatUrl ?? raw.url, 4000) : null;
}
