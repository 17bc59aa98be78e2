/**
 * The red envelope (AGENTRANSMULTDOWN3): one encrypted POST /wps/agent/transferMultipleDownline
 * moving money from the agent to several downlines. Its body and reply were not found
 * (platform-contract-member-agent.md §21): designed here after the single downline transfer,
 * UNCONFIRMED, and held to schemas/agent-transfer-multiple.schema.json (a unit test checks the
 * body this builds against it); docs/agent-centre.md describes them. Amounts go as "100.50",
 * computed in whole cents.
 */
import { INSUFFICIENT_BALANCE, NO_PAYMENT_PASSWORD, WRONG_PAYMENT_PASSWORD, WRONG_TRANSFER_PASSWORD } from './errorCodes';
import { isRecord } from './findings';
import { centsToAmount } from './money';
import { cents, int, listOf, records, text } from './readers/values';

/** at most this many downlines in one envelope (designed; the schema's maxItems) */
export const MULTI_TRANSFER_MAX = 50;

/** The designed error codes the platform refuses an envelope with (the first four as the single transfer's). */
export const MULTI_TRANSFER_ERRORS = {
  insufficientBalance: INSUFFICIENT_BALANCE,
  wrongPassword: WRONG_TRANSFER_PASSWORD,
  wrongPaymentPassword: WRONG_PAYMENT_PASSWORD,
  noPaymentPassword: NO_PAYMENT_PASSWORD,
  invalidAmount: 'invalid.amount',
  notInTeam: 'downline.not.found',
  duplicate: 'downline.duplicate',
  tooMany: 'transfer.too.many',
} as const;

export type MultiTransferBody = {
  transfers: Array<{ customerId: string; amount: string }>;
  password: string;
  remark?: string;
};

/** The body: one entry per downline with its amount in cents; an empty remark is left out. */
export function multiTransferBody(transfers: ReadonlyArray<{ customerId: string; cents: number }>, password: string, remark = ''): MultiTransferBody {
  const body: MultiTransferBody = { transfers: transfers.map((t) => ({ customerId: t.customerId, amount: centsToAmount(t.cents) })), password };
  const r = remark.trim();
  if (r) body.remark = r.slice(0, 100);
  return body;
}

export interface MultiTransferResult {
  totalCents: number;
  /** the agent's balance after, when the platform says it */
  balanceCents: number | null;
  list: Array<{ customerId: string; username: string | null; cents: number; balanceCents: number | null }>;
}

/** The designed reply, tolerant: numbers or strings; entries without an id or amount left out. */
export function readMultiTransferResult(raw: unknown): MultiTransferResult {
  const v = isRecord(raw) ? raw : {};
  const list = records(listOf(v, 'list')).flatMap((r) => {
    const customerId = text(r.customerId, 40) ?? (int(r.customerId) !== null ? String(int(r.customerId)) : null);
    const amount = cents(r.amount);
    return customerId && amount !== null ? [{ customerId, username: text(r.customerName, 60), cents: amount, balanceCents: cents(r.balance) }] : [];
  });
  return { totalCents: cents(v.total) ?? list.reduce((s, e) => s + e.cents, 0), balanceCents: cents(v.balance), list };
}
