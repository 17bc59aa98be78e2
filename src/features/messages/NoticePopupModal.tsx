/** The popup notices, one after another in priority order; the last one's button closes them. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnnouncements } from '../../api/queries';
import type { ModalProps } from '../../shell/slots';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { SafeHtml } from '../../ui/SafeHtml';
import { noticeDate, popupOrder } from './notices';
import { Muted, Row } from './parts';

export default function NoticePopupModal({ close }: ModalProps) {
  const { t } = useTranslation();
  const { data } = useAnnouncements();
  const [index, setIndex] = useState(0);
  const notices = popupOrder(data?.popup ?? []);
  const notice = notices[index];
  if (!notice) return null;
  const last = index >= notices.length - 1;
  return (
    <Modal title={notice.title} onClose={close} testId="notice-popup">
      <SafeHtml html={notice.content} />
      <Row style={{ justifyContent: 'space-between', marginTop: 16 }}>
        <Muted>
          {noticeDate(notice)}
          {notices.length > 1 ? ` · ${index + 1}/${notices.length}` : ''}
        </Muted>
        <Button data-autofocus onClick={() => (last ? close() : setIndex(index + 1))} data-testid="notice-popup-next">
          {last ? t('messages.popup.close') : t('messages.popup.next')}
        </Button>
      </Row>
    </Modal>
  );
}
