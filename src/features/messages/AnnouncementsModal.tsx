/**
 * The left bar's announcements (spec: 9 per page, title, HTML content, date yyyy-MM-dd hh:mm:ss):
 * the player notices (type PL) of MCSFE_getListAnnouncements, sanitised; an unread one is marked,
 * and opening it marks it read (for a logged-in player, MCSFE_markAnnouncementAsRead).
 */
import { useMutation } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useAnnouncements } from '../../api/queries';
import { call } from '../../api/client';
import * as messageCalls from '../../contract/calls/messages';
import type { Notice } from '../../contract/readers/announcements';
import { isLoggedInAtom } from '../../session/session';
import type { ModalProps } from '../../shell/slots';
import { Modal } from '../../ui/Modal';
import { QueryStatus } from '../../ui/QueryStatus';
import { SafeHtml } from '../../ui/SafeHtml';
import { ANNOUNCEMENTS_PAGE_SIZE, noticeDate, pageCount, pageOf } from './notices';
import { Muted, PrevNext } from './parts';
import { vars } from '../../theme/cssVariables';

const List = styled.ol`
  list-style: none;
  margin: 0 0 ${vars.space.md};
  padding: 0;
  display: grid;
  gap: ${vars.space.xs};
`;

const Entry = styled.li`
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  padding: ${vars.space.sm};
  overflow-wrap: anywhere;
`;

const Head = styled.button`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${vars.space.xs};
  width: 100%;
  padding: 0;
  border: 0;
  background: transparent;
  color: ${vars.color.text};
  font: inherit;
  text-align: start;
  cursor: pointer;
  &:focus-visible { outline: 2px solid ${vars.color.focus}; outline-offset: 2px; }
`;

const Dot = styled.span`
  display: inline-block;
  width: 8px;
  height: 8px;
  margin-inline-end: ${vars.space.xs};
  border-radius: 50%;
  background: ${vars.color.danger};
`;

function NoticeEntry({ notice, read, onOpen }: { notice: Notice; read: boolean; onOpen: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Entry data-testid="announcement" data-read={read ? 'true' : 'false'}>
      <Head type="button" aria-expanded={open} onClick={() => { setOpen((o) => !o); if (!read) onOpen(); }} data-testid="announcement-title">
        <strong>
          {!read && <Dot role="img" aria-label={t('messages.announcements.unread')} />}
          {notice.title}
        </strong>
        {noticeDate(notice) && <Muted data-testid="announcement-date">{noticeDate(notice)}</Muted>}
      </Head>
      {open && <SafeHtml html={notice.content} />}
    </Entry>
  );
}

export default function AnnouncementsModal({ close }: ModalProps) {
  const { t } = useTranslation();
  const announcements = useAnnouncements();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const [page, setPage] = useState(1);
  // read on this visit: shown at once, whether or not the platform keeps the mark
  const [readHere, setReadHere] = useState<ReadonlySet<string>>(new Set());
  const mark = useMutation({ mutationFn: (id: string) => call(messageCalls.markAnnouncementRead, { body: { ids: [id] } }) });

  return (
    <Modal title={t('messages.announcements.title')} onClose={close} testId="announcements-modal" width={720}>
      <QueryStatus query={announcements} isEmpty={(d) => d.player.length === 0} empty={t('messages.announcements.empty')}>
        {(data) => (
          <>
            <List start={(Math.min(page, pageCount(data.player.length)) - 1) * ANNOUNCEMENTS_PAGE_SIZE + 1} data-testid="announcements-list">
              {pageOf(data.player, page).map((n) => (
                <NoticeEntry
                  key={n.id}
                  notice={n}
                  read={n.read || readHere.has(n.id)}
                  onOpen={() => {
                    setReadHere((r) => new Set(r).add(n.id));
                    if (loggedIn) mark.mutate(n.id);
                  }}
                />
              ))}
            </List>
            <PrevNext page={page} total={pageCount(data.player.length)} onPage={setPage} testId="announcements-pager" />
          </>
        )}
      </QueryStatus>
    </Modal>
  );
}
