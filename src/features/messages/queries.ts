/** The inbox's and the chat room's calls, as TanStack queries and mutations (sent once a press, api/oneAtATime). */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { call } from '../../api/client';
import { useOneAtATime } from '../../api/oneAtATime';
import * as messageCalls from '../../contract/calls/messages';
import { idsBySource, readInbox, readUnreadCount, type InboxMessage } from '../../contract/readers/inbox';
import type { CallSpec } from '../../contract/callSpec';
import { BADGE, setBadgeAtom, type BadgeId } from '../../shell/badges';

export const INBOX_PAGE_SIZE = 10;
/** how far back the inbox reaches (the platform asks for a window; the real client's default is not published) */
const INBOX_DAYS = 90;
const DAY_MS = 86_400_000;

export type InboxSort = 'sendTime:desc' | 'sendTime:asc';

export const messageKeys = {
  inbox: (page: number, sort: InboxSort) => ['inbox', page, sort] as const,
  unread: ['inbox', 'unread'] as const,
  chatUnread: ['chat', 'unread'] as const,
};

export function useInbox(page: number, sort: InboxSort) {
  return useQuery({
    queryKey: messageKeys.inbox(page, sort),
    queryFn: () => {
      const endTime = Date.now();
      return call<unknown>(messageCalls.inbox, { params: { startTime: endTime - INBOX_DAYS * DAY_MS, endTime, page, size: INBOX_PAGE_SIZE, sort } }).then(readInbox);
    },
    placeholderData: (previous) => previous,
  });
}

/** An unread count, kept in the shell's badge so the left bar, the avatar and the chat entries show it. */
function useBadgeCount(id: BadgeId, key: readonly unknown[], spec: CallSpec, enabled: boolean) {
  const setBadge = useSetAtom(setBadgeAtom);
  const query = useQuery({ queryKey: key, queryFn: () => call<unknown>(spec).then(readUnreadCount), enabled, refetchInterval: 60_000 });
  useEffect(() => {
    if (query.data !== undefined) setBadge({ id, count: query.data });
  }, [id, query.data, setBadge]);
  return query;
}

export const useUnreadCount = (enabled = true) => useBadgeCount(BADGE.messages, messageKeys.unread, messageCalls.inboxUnreadCount, enabled);
export const useChatUnreadCount = (enabled: boolean) => useBadgeCount(BADGE.chat, messageKeys.chatUnread, messageCalls.chatUnreadCount, enabled);

/** Read marks and deletions go one call per record source (platform-contract-member-agent.md §11). */
/**
 * Marking read and deleting, each sent once however fast the buttons are pressed (a second delete
 * of the same messages would fail and replace the first's success); `onRemoved` follows a delete.
 */
export function useInboxActions(onRemoved?: () => void) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: ['inbox'] });
  const markRead = useOneAtATime({
    mutationFn: async (messages: readonly InboxMessage[]) => {
      for (const [recordSource, ids] of idsBySource(messages.filter((m) => !m.read))) {
        await call(messageCalls.markInboxRead, { params: { recordSource }, body: { id: ids[0], ids } });
      }
    },
    onSettled: refresh,
  });
  const remove = useOneAtATime({
    mutationFn: async (messages: readonly InboxMessage[]) => {
      for (const [recordSource, ids] of idsBySource(messages)) {
        await call(messageCalls.deleteInbox, { params: { inboxIds: ids.join(','), recordSource } });
      }
    },
    onSuccess: () => onRemoved?.(),
    onSettled: refresh,
  });
  return { markRead, remove };
}
