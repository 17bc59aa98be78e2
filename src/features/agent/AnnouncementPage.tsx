/** Announcement: the agent announcements, newest first; opening one marks it read. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { call } from '../../api/client';
import { agentAnnouncements } from '../../contract/calls/agent';
import { markAnnouncementRead } from '../../contract/calls/messages';
import { readAgentAnnouncements } from '../../contract/readers/agent';
import { RoleBadge } from '../../ui/Badge';
import { formatDateTime } from '../../ui/formatDateTime';
import { QueryStatus } from '../../ui/QueryStatus';
import { SafeHtml } from '../../ui/SafeHtml';
import { useAgentQuery } from './common';
import { vars } from '../../theme/cssVariables';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${vars.space.sm};
`;

const Item = styled.li`
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surface};
  button {
    all: unset;
    box-sizing: border-box;
    display: flex;
    gap: ${vars.space.sm};
    justify-content: space-between;
    align-items: center;
    width: 100%;
    padding: ${vars.space.sm};
    cursor: pointer;
    &:focus-visible { outline: 2px solid ${vars.color.focus}; }
  }
  small { color: ${vars.color.textMuted}; }
  .body { padding: 0 ${vars.space.sm} ${vars.space.sm}; }
`;

export default function AnnouncementPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const list = useAgentQuery(['announcements'], agentAnnouncements, undefined, readAgentAnnouncements);
  const [open, setOpen] = useState<string | null>(null);
  const markRead = useMutation({
    mutationFn: (id: string) => call(markAnnouncementRead, { body: { ids: [id] } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['agent', 'announcements'] }),
  });
  return (
    <QueryStatus query={list} isEmpty={(p) => p.rows.length === 0} empty={t('agentCentre.announcement.empty')}>
      {({ rows }) => (
        <List data-testid="agent-announcements">
          {rows.map((a) => (
            <Item key={a.id} data-testid="agent-announcement">
              <button
                type="button"
                aria-expanded={open === a.id}
                onClick={() => {
                  setOpen(open === a.id ? null : a.id);
                  if (!a.read) markRead.mutate(a.id);
                }}
              >
                <span>
                  <strong>{a.title}</strong>
                  <br />
                  <small>{formatDateTime(a.time)}</small>
                </span>
                {!a.read && <RoleBadge $role="primary" data-testid="agent-announcement-unread">{t('agentCentre.announcement.unread')}</RoleBadge>}
              </button>
              {open === a.id && (
                <div className="body">
                  <SafeHtml html={a.content} />
                </div>
              )}
            </Item>
          ))}
        </List>
      )}
    </QueryStatus>
  );
}
