/**
 * The inbox, announcements' read marks, the chat room, customer service and feedback
 * (platform-contract-member-agent.md §11, §12, §18, §19). Where the contract says "not found",
 * the shape here is designed for this site and marked so (docs/messages.md).
 */
import type { CallSpec } from '../callSpec';

/** the inbox (`startTime`, `endTime` ms, `page` 1-based, `size`, `sort: "sendTime:desc"|"sendTime:asc"`) */
export const inbox = { method: 'GET', path: '/wps/relay/EMFE_getInbox', session: true, moduleId: 'INBOX3' } as const satisfies CallSpec;
/** the number of unread inbox messages (`value` a plain number; the live newer build's name) */
export const inboxUnreadCount = { method: 'GET', path: '/wps/relay/EMFE_getInboxUnreadCount', session: true, moduleId: 'INBOX3' } as const satisfies CallSpec;
/** marks messages read: `?recordSource=X`, body `{ id, ids[] }`, one call per record source */
export const markInboxRead = { method: 'PUT', path: '/wps/relay/EMFE_updateInboxRead', session: true, moduleId: 'INBOX3' } as const satisfies CallSpec;
/** deletes messages: `?inboxIds=1,2&recordSource=X`, one call per record source */
export const deleteInbox = { method: 'DELETE', path: '/wps/relay/EMFE_deleteInbox', session: true, moduleId: 'INBOX3' } as const satisfies CallSpec;
/** replies to a message that allows it: `{ inboxId, recordSource, subject: "RE: …", content }` */
export const replyInbox = { method: 'POST', path: '/wps/relay/EMFE_submitOutboxReply', session: true, moduleId: 'OUTBOX3' } as const satisfies CallSpec;
/** marks player announcements read (JSON body; designed here: `{ ids[] }`, the real body is passed through) */
export const markAnnouncementRead = { method: 'POST', path: '/wps/relay/MCSFE_markAnnouncementAsRead', session: true, moduleId: 'COMM3' } as const satisfies CallSpec;
/**
 * the chat room's address: body `{ b2c: 1, title, language, headerColor }` -> `value.chatUrl` (the
 * body is the spec's description; the contract found no evidence of it: designed here)
 */
export const launchChat = { method: 'POST', path: '/wps/relay/CBS_launchChat', session: true, moduleId: 'CBS3' } as const satisfies CallSpec;
/** the chat room's unread count (`value` a number: designed here, the contract found no reply) */
export const chatUnreadCount = { method: 'GET', path: '/wps/relay/CBS_unreadCount', session: true, moduleId: 'CBS3' } as const satisfies CallSpec;
/**
 * sends feedback (the body was not found in the real client: designed here) `{ questionType,
 * content, images: [data URL, …≤3] }`; answers `success`. No session needed (desktop table: token false).
 */
export const submitFeedback = { method: 'PUT', path: '/wps/feedback', moduleId: 'FEEDBACK3' } as const satisfies CallSpec;
