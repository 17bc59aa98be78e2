import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Modal } from '../../ui/Modal';
import { HelpBody } from './HelpBody';
import { useHelpTopicHash } from './useHelpTopicHash';

export interface HelpModalProps {
  /** topic tag to show first (else the URL hash, else the first topic) */
  initialTopic?: string;
  onClose: () => void;
}

/**
 * The help centre as a dialog. Choosing a topic writes it to the URL hash; closing drops the
 * hash again, and on /help (which only exists to open this) goes home.
 */
export default function HelpModal({ initialTopic, onClose }: HelpModalProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const [selected, select] = useHelpTopicHash(initialTopic);

  const close = () => {
    onClose();
    if (location.pathname === '/help') navigate('/', { replace: true });
    else if (location.hash) navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  };

  return (
    <Modal title={t('help.title')} onClose={close} width={960} testId="help-modal">
      <HelpBody selected={selected} onSelect={select} headingLevel={3} />
    </Modal>
  );
}
