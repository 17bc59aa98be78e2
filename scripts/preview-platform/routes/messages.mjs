// Messages and contact (platform-contract-member-agent.md §11, §12, §18, §19): each account's
// inbox (from the brand's fixtures/inbox.json: read marks, deletions, replies and reward claims
// kept per account), announcements' read marks, the chat room's address and a chat page this
// server serves itself (same origin, so the site's frame shows it), and feedback, kept and
// written to the preview log. Preview-only: GET /__preview/feedback lists what was sent.
import { URLSearchParams } from 'node:url';
import { contract } from '../contract.mjs';
import { accountOfSession, fail } from './account.mjs';

const DAY_MS = 86_400_000;
const nowOf = (state) => (typeof state.now === 'function' ? state.now() : Date.now());
const list = (doc, key) => (Array.isArray(doc) ? doc : Array.isArray(doc?.[key]) ? doc[key] : []);

/**
 * fixtures/inbox.json `{ messages: [{ inboxId, recordSource, subject, content, senderName, daysAgo,
 * canReply, isRead, metadata }] }`: every account starts with its own copy. A message's `sendTime`
 * is `daysAgo` before the end of the window the inbox is asked for (the site's clock), so a page
 * shot under a fixed clock shows the same dates on every run.
 */
function inboxOf(ctx) {
  const account = accountOfSession(ctx);
  const boxes = ctx.state.slot(ctx.code, 'inbox', () => new Map());
  if (!boxes.has(account.username)) {
    const seed = list(ctx.store.doc(ctx.code, 'fixtures/inbox.json', { optional: true }), 'messages');
    boxes.set(
      account.username,
      seed.map((m, i) => ({
        inboxId: String(m.inboxId ?? i + 1),
        recordSource: String(m.recordSource ?? 'INBOX'),
        subject: String(m.subject ?? ''),
        content: String(m.content ?? ''),
        senderName: m.senderName ?? 'Customer service',
        age: Math.round(Number(m.daysAgo ?? i) * DAY_MS) + i * 60_000,
        canReply: m.canReply ? 'Y' : 'N',
        isRead: Boolean(m.isRead),
        metadata: m.metadata ? JSON.stringify(m.metadata) : null,
        claimed: false,
      })),
    );
  }
  return { account, messages: boxes.get(account.username) };
}

/** a message as the platform sends it, sent `age` before `anchor` (the claim mark stays here) */
const publicMessage = (m, anchor) => ({ ...Object.fromEntries(Object.entries(m).filter(([k]) => k !== 'claimed' && k !== 'age')), sendTime: anchor - m.age });

/** GET EMFE_getInbox: `startTime`/`endTime` (ms), `page` (1-based), `size`, `sort` sendTime:desc|asc. */
function inbox(ctx) {
  const { messages } = inboxOf(ctx);
  const q = ctx.query;
  const end = Number(q.get('endTime') ?? 0) || nowOf(ctx.state);
  const start = Number(q.get('startTime') ?? 0) || 0;
  const size = Math.min(100, Math.max(1, Number(q.get('size') ?? 10) || 10));
  const asc = q.get('sort') === 'sendTime:asc';
  const inRange = messages.filter((m) => end - m.age >= start).sort((a, b) => (asc ? b.age - a.age : a.age - b.age));
  const totalPages = Math.max(1, Math.ceil(inRange.length / size));
  const page = Math.min(Math.max(1, Number(q.get('page') ?? 1) || 1), totalPages);
  return { list: inRange.slice((page - 1) * size, page * size).map((m) => publicMessage(m, end)), totalPages, totalCount: inRange.length };
}

/** GET EMFE_getInboxUnreadCount: `value` is a plain number. */
function inboxUnreadCount(ctx) {
  return inboxOf(ctx).messages.filter((m) => !m.isRead).length;
}

/** Ids of `messages` named in `ids` of the one `recordSource` the call names; an id of another source is refused. */
function pick(messages, recordSource, ids) {
  if (!recordSource) throw fail('validation.error', 'recordSource: required');
  const wanted = new Set(ids.map(String).filter(Boolean));
  if (wanted.size === 0) throw fail('validation.error', 'ids: required');
  const found = messages.filter((m) => wanted.has(m.inboxId));
  if (found.length !== wanted.size || found.some((m) => m.recordSource !== recordSource)) throw fail('inbox.not.found', 'A message is not in this record source');
  return found;
}

/** PUT EMFE_updateInboxRead?recordSource=X body { id, ids[] }. */
function markInboxRead(ctx) {
  const { messages } = inboxOf(ctx);
  const ids = Array.isArray(ctx.body?.ids) ? ctx.body.ids : ctx.body?.id !== undefined ? [ctx.body.id] : [];
  for (const m of pick(messages, ctx.query.get('recordSource'), ids)) m.isRead = true;
  return null;
}

/** DELETE EMFE_deleteInbox?inboxIds=1,2&recordSource=X. */
function deleteInbox(ctx) {
  const { account, messages } = inboxOf(ctx);
  const gone = new Set(pick(messages, ctx.query.get('recordSource'), String(ctx.query.get('inboxIds') ?? '').split(',')));
  const kept = messages.filter((m) => !gone.has(m));
  ctx.state.slot(ctx.code, 'inbox', () => new Map()).set(account.username, kept);
  return null;
}

/** POST EMFE_submitOutboxReply { inboxId, recordSource, subject, content }: only where the message allows a reply. */
function replyInbox(ctx) {
  const { account, messages } = inboxOf(ctx);
  const b = ctx.body ?? {};
  const [message] = pick(messages, String(b.recordSource ?? ''), [b.inboxId]);
  if (message.canReply !== 'Y') throw fail('inbox.reply.not.allowed', 'This message does not take replies');
  const content = typeof b.content === 'string' ? b.content.trim() : '';
  if (!content) throw fail('validation.error', 'content: required');
  ctx.state.log?.(`[preview-platform] ${ctx.code} reply from ${account.username} to ${message.inboxId}: ${content.slice(0, 200)}`);
  return null;
}

/**
 * The reward a message carries, once, for MCSFE_claimIssuedPromotion (routes/rewards.mjs answers
 * the call; a claim id no reward-centre reward has is a message's): null when no message has it.
 */
export function claimMessageReward(ctx) {
  const { account, messages } = inboxOf(ctx);
  const claimId = String(ctx.body?.promotionClaimId ?? '');
  const message = messages.find((m) => {
    const meta = m.metadata ? JSON.parse(m.metadata) : {};
    return String(meta.claimId ?? '') === claimId && String(meta.promoType ?? '') === String(ctx.body?.promotionType ?? '');
  });
  if (!message) return null;
  if (message.claimed) throw fail('prom.claim.already.claimed', 'This reward was already claimed');
  const meta = JSON.parse(message.metadata);
  const bonus = Number(meta.bonus ?? 0) || 0;
  message.claimed = true;
  account.balance = Math.round((Number(account.balance) + bonus) * 100) / 100;
  return { claimedMoney: bonus, claimedPoint: Number(meta.point ?? 0) || 0, claimedTickets: [] };
}

/** The player notices an account has read (MCSFE_markAnnouncementAsRead). */
export function readAnnouncementIds(ctx) {
  if (!ctx.username) return new Set();
  const marks = ctx.state.slot(ctx.code, 'announcementsRead', () => new Map());
  if (!marks.has(ctx.username)) marks.set(ctx.username, new Set());
  return marks.get(ctx.username);
}

/** POST MCSFE_markAnnouncementAsRead { ids[] } (the body is designed here). */
function markAnnouncementRead(ctx) {
  accountOfSession(ctx);
  const ids = Array.isArray(ctx.body?.ids) ? ctx.body.ids : [ctx.body?.id];
  const read = readAnnouncementIds(ctx);
  for (const id of ids) if (id !== undefined && id !== null && id !== '') read.add(String(id));
  return null;
}

/**
 * POST CBS_launchChat { b2c, title, language, headerColor } -> { chatUrl }: this server's own chat
 * page (a same-origin path), so the site's frame shows a real page.
 */
function launchChat(ctx) {
  const account = accountOfSession(ctx);
  // the greeting counts as seen once the room is opened
  ctx.state.slot(ctx.code, 'chatSeen', () => new Set()).add(account.username);
  const b = ctx.body ?? {};
  const params = new URLSearchParams({ merchant: ctx.code, title: String(b.title ?? ''), language: String(b.language ?? ''), headerColor: String(b.headerColor ?? '') });
  return { chatUrl: `/__preview/chat?${params}` };
}

/** GET CBS_unreadCount: the preview's chat room has one greeting nobody read (0 once the room was opened). */
function chatUnreadCount(ctx) {
  const account = accountOfSession(ctx);
  return ctx.state.slot(ctx.code, 'chatSeen', () => new Set()).has(account.username) ? 0 : 1;
}

const escapeHtml = (s) => String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
const HEX = /^#[0-9a-f]{3,8}$/i;

/** GET /__preview/chat: the chat room's page (no script), its header in the colour the site sent. */
function previewChat(ctx) {
  const q = ctx.query;
  const colour = HEX.test(q.get('headerColor') ?? '') ? q.get('headerColor') : '#333333';
  const title = escapeHtml(q.get('title') || 'Chat');
  ctx.res.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'",
    'x-frame-options': 'SAMEORIGIN',
  });
  ctx.res.end(`<!doctype html><html lang="${escapeHtml((q.get('language') || 'en').toLowerCase())}"><meta charset="utf-8"><title>${title}</title>
<style>body{margin:0;font:14px system-ui,sans-serif;background:#f4f5f7;color:#111}header{background:${colour};color:#fff;padding:10px 12px;font-weight:600;text-shadow:0 1px 1px #0008}main{padding:12px;display:grid;gap:8px}.m{background:#fff;border-radius:10px;padding:8px 10px;max-width:80%}</style>
<header>${title} · live chat (preview)</header><main><p class="m" data-testid="preview-chat-greeting">Hello! An agent will be with you shortly.</p><p class="m">This is the preview platform's chat room.</p></main></html>`);
}

/** PUT /wps/feedback { questionType, content, images[] }: checked by the contract's rules, kept and logged. */
function submitFeedback(ctx) {
  const b = ctx.body ?? {};
  if (!contract.isFeedbackType(b.questionType)) throw fail('validation.error', 'questionType: unknown', { field: 'questionType' });
  const content = typeof b.content === 'string' ? b.content : '';
  const problem = contract.feedbackContentProblem(content);
  if (problem) throw fail('validation.error', `content: ${problem}`, { field: 'content' });
  const images = Array.isArray(b.images) ? b.images : [];
  if (images.length > contract.FEEDBACK_IMAGES.max) throw fail('validation.error', 'images: too many', { field: 'images' });
  for (const image of images) {
    const m = typeof image === 'string' ? /^data:image\/(png|jpeg);base64,([A-Za-z0-9+/=]+)$/.exec(image) : null;
    if (!m) throw fail('validation.error', 'images: png or jpeg data URLs only', { field: 'images' });
    if (Buffer.byteLength(m[2], 'base64') >= contract.FEEDBACK_IMAGES.maxBytes) throw fail('validation.error', 'images: too large', { field: 'images' });
  }
  const entry = { at: new Date(nowOf(ctx.state)).toISOString(), username: ctx.username ?? null, questionType: b.questionType, content: content.trim(), images: images.length };
  ctx.state.slot(ctx.code, 'feedback', () => []).push(entry);
  ctx.state.log?.(`[preview-platform] ${ctx.code} feedback (${entry.questionType}) from ${entry.username ?? 'a visitor'}, ${entry.images} image(s): ${entry.content.slice(0, 200)}`);
  return null;
}

/** GET /__preview/feedback (header Merchant): what was sent, oldest first. */
function previewFeedback(ctx) {
  return ctx.state.slot(ctx.code, 'feedback', () => []);
}

export const messageRoutes = [
  { call: 'inbox', handler: inbox },
  { call: 'inboxUnreadCount', handler: inboxUnreadCount },
  { call: 'markInboxRead', handler: markInboxRead },
  { call: 'deleteInbox', handler: deleteInbox },
  { call: 'replyInbox', handler: replyInbox },
  { call: 'markAnnouncementRead', handler: markAnnouncementRead },
  { call: 'launchChat', handler: launchChat },
  { call: 'chatUnreadCount', handler: chatUnreadCount },
  { call: 'submitFeedback', handler: submitFeedback },
  { method: 'GET', path: '/__preview/chat', handler: previewChat },
  { method: 'GET', path: '/__preview/feedback', handler: previewFeedback },
];
