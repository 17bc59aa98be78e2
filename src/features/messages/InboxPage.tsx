/**
 * The personal centre's inbox (messageV2, platform-contract-member-agent.md §11): newest or oldest
 * first, a page at a time; opening a message marks it read, and the unread count (here, on the
 * left bar and on the avatar) drops; chosen messages are marked read or deleted together (one call
 * per record source); a message that allows it takes a reply, and one that carries a reward
 * offers its claim. The HTML content is sanitised.
 */
import { format } from 'date-fns';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { call } from '../../api/client';
import { useOneAtATime } from '../../api/oneAtATime';
import * as messageCalls from '../../contract/calls/messages';
import { claimReward } from '../../contract/calls/rewards';
import type { InboxMessage } from '../../contract/readers/inbox';
import { Button } from '../../ui/Button';
import { formatCents } from '../../ui/formatCents';
import { QueryStatus } from '../../ui/QueryStatus';
import { SafeHtml } from '../../ui/SafeHtml';
import { ErrorMessage } from '../../ui/StatusMessage';
import { Muted, PrevNext, Row, Success } from './parts';
import { useInbox, useInboxActions, useUnreadCount, type InboxSort } from './queries';
import { vars } from '../../theme/cssVariables';
import { PHONE_MEDIA, TOUCH_TARGET, touchTarget } from '../../ui/touchTarget';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${vars.space.xs};
`;

const Item = styled.li<{ $unread: boolean }>`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${vars.space.sm};
  padding: ${vars.space.sm};
  border: 1px solid ${vars.color.border};
  border-inline-start: 4px solid ${({ $unread }) => ($unread ? vars.color.primary : vars.color.border)};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  min-width: 0;
`;

const Subject = styled.button<{ $unread: boolean }>`
  display: grid;
  gap: 2px;
  padding: 0;
  border: 0;
  background: transparent;
  color: ${vars.color.text};
  font: inherit;
  font-weight: ${({ $unread }) => ($unread ? vars.fontWeight.bold : 'normal')};
  text-align: start;
  cursor: pointer;
  min-width: 0;
  overflow-wrap: anywhere;
  &:focus-visible { outline: 2px solid ${vars.color.focus}; outline-offset: 2px; }
`;

const Body = styled.div`
  grid-column: 1 / -1;
  display: grid;
  gap: ${vars.space.sm};
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Textarea = styled.textarea`
  width: 100%;
  min-height: 80px;
  padding: ${vars.space.sm};
  border-radius: ${vars.radius.sm};
  border: 1px solid ${vars.color.border};
  background: ${vars.color.surfaceSunken};
  color: ${vars.color.text};
  font: inherit;
`;

const Select = styled.select`
  min-height: 36px;
  padding: 0 ${vars.space.sm};
  border-radius: ${vars.radius.sm};
  border: 1px solid ${vars.color.border};
  background: ${vars.color.surfaceSunken};
  color: ${vars.color.text};
  font: inherit;
  ${touchTarget}
`;

/**
 * A message's checkbox in a label that is, on a phone, a 44 px target round the 24 px box: it
 * stands out into the row's padding and the gap beside it, so the box and the subject keep their places.
 */
const Choose = styled.label`
  display: grid;
  place-items: center;
  align-self: start;
  cursor: pointer;
  ${PHONE_MEDIA} {
    width: ${TOUCH_TARGET};
    height: ${TOUCH_TARGET};
    margin: -10px -8px -10px -10px;
  }
`;

const REPLY_MAX = 500;

function Reply({ message }: { message: InboxMessage }) {
  const { t } = useTranslation();
  const [content, setContent] = useState('');
  const send = useOneAtATime({
    mutationFn: () => call(messageCalls.replyInbox, { body: { inboxId: message.id, recordSource: message.recordSource, subject: `RE: ${message.subject}`, content: content.trim() } }),
  });
  if (send.isSuccess) return <Success role="status" data-testid="inbox-reply-sent">{t('messages.inbox.replySent')}</Success>;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (content.trim()) send.run();
  };
  return (
    <form onSubmit={submit} style={{ display: 'grid', gap: 8 }}>
      <label>
        <Muted>{t('messages.inbox.reply')}</Muted>
        <Textarea value={content} maxLength={REPLY_MAX} onChange={(e) => setContent(e.target.value)} data-testid="inbox-reply-text" />
      </label>
      {send.isError && <ErrorMessage error={send.error} />}
      <Row>
        <Button type="submit" $size="sm" disabled={!content.trim() || send.isPending} data-testid="inbox-reply-send">
          {t('messages.inbox.send')}
        </Button>
      </Row>
    </form>
  );
}

function Claim({ message }: { message: InboxMessage }) {
  const { t } = useTranslation();
  const reward = message.reward!;
  const claim = useOneAtATime({ mutationFn: () => call(claimReward, { body: { promotionClaimId: reward.claimId, promotionType: reward.promoType } }) });
  if (claim.isSuccess) return <Success role="status" data-testid="inbox-claimed">{t('messages.inbox.claimed')}</Success>;
  return (
    <Row>
      {reward.bonusCents !== null && <Muted>{t('messages.inbox.bonus', { amount: formatCents(reward.bonusCents) })}</Muted>}
      {reward.points !== null && <Muted>{t('messages.inbox.points', { points: reward.points })}</Muted>}
      <Button $size="sm" $variant="accent" $busy={claim.isPending} onClick={() => claim.run()} data-testid="inbox-claim">
        {t('messages.inbox.claim')}
      </Button>
      {claim.isError && <ErrorMessage error={claim.error} />}
    </Row>
  );
}

function MessageItem({ message, chosen, onChoose, open, onOpen }: { message: InboxMessage; chosen: boolean; onChoose: (on: boolean) => void; open: boolean; onOpen: () => void }) {
  const { t } = useTranslation();
  const unread = !message.read;
  return (
    <Item $unread={unread} data-testid="inbox-message" data-unread={unread ? 'true' : 'false'}>
      <Choose>
        <input type="checkbox" checked={chosen} onChange={(e) => onChoose(e.target.checked)} aria-label={t('messages.inbox.choose', { subject: message.subject })} data-testid="inbox-choose" />
      </Choose>
      <Subject type="button" $unread={unread} aria-expanded={open} onClick={onOpen} data-testid="inbox-open">
        <span>{message.subject || t('messages.inbox.noSubject')}</span>
        <Muted>
          {[message.senderName, message.sendTime !== null ? format(message.sendTime, 'yyyy-MM-dd HH:mm:ss') : null].filter(Boolean).join(' · ')}
          {unread ? ` · ${t('messages.inbox.unread')}` : ''}
        </Muted>
      </Subject>
      {open && (
        <Body data-testid="inbox-body">
          <SafeHtml html={message.content} />
          {message.reward && <Claim message={message} />}
          {message.canReply && <Reply message={message} />}
        </Body>
      )}
    </Item>
  );
}

export default function InboxPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<InboxSort>('sendTime:desc');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [open, setOpen] = useState<string | null>(null);
  const inbox = useInbox(page, sort);
  const unread = useUnreadCount();
  const { markRead, remove } = useInboxActions(() => setChosen(new Set()));
  const messages = inbox.data?.messages ?? [];
  const picked = messages.filter((m) => chosen.has(m.id));

  const openMessage = (m: InboxMessage) => {
    setOpen((o) => (o === m.id ? null : m.id));
    // each message opened is marked, even while another's mark is on its way
    if (!m.read) markRead.mutate([m]);
  };

  return (
    <>
      <Row>
        <span data-testid="inbox-unread" data-count={unread.data ?? ''} aria-live="polite">
          {t('messages.inbox.unreadCount', { count: unread.data ?? 0 })}
        </span>
        <label>
          <Muted>{t('messages.inbox.sort')} </Muted>
          <Select value={sort} onChange={(e) => { setSort(e.target.value as InboxSort); setPage(1); }} data-testid="inbox-sort">
            <option value="sendTime:desc">{t('messages.inbox.newest')}</option>
            <option value="sendTime:asc">{t('messages.inbox.oldest')}</option>
          </Select>
        </label>
      </Row>
      <Row>
        <Button $size="sm" $variant="outline" disabled={picked.length === 0} $busy={markRead.isPending} onClick={() => markRead.run(picked)} data-testid="inbox-mark-read">
          {t('messages.inbox.markRead')}
        </Button>
        <Button
          $size="sm"
          $variant="outline"
          disabled={picked.length === 0}
          $busy={remove.isPending}
          onClick={() => {
            if (!window.confirm(t('messages.inbox.deleteConfirm', { count: picked.length }))) return;
            remove.run(picked);
          }}
          data-testid="inbox-delete"
        >
          {t('messages.inbox.delete')}
        </Button>
      </Row>
      {(markRead.isError || remove.isError) && <ErrorMessage error={markRead.error ?? remove.error} />}
      <QueryStatus query={inbox} isEmpty={(d) => d.messages.length === 0} empty={t('messages.inbox.empty')}>
        {(data) => (
          <>
            <List data-testid="inbox-list">
              {data.messages.map((m) => (
                <MessageItem
                  key={`${m.recordSource}:${m.id}`}
                  message={m}
                  chosen={chosen.has(m.id)}
                  onChoose={(on) => setChosen((c) => { const next = new Set(c); if (on) next.add(m.id); else next.delete(m.id); return next; })}
                  open={open === m.id}
                  onOpen={() => openMessage(m)}
                />
              ))}
            </List>
            <PrevNext page={page} total={data.totalPages} onPage={(p) => { setPage(p); setChosen(new Set()); }} testId="inbox-pager" />
          </>
        )}
      </QueryStatus>
    </>
  );
}
