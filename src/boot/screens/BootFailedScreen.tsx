import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { useErrorText } from '../../ui/StatusMessage';
import { StatusCard } from './StatusCard';

/** The platform did not answer, or answered with an error or garbage: say which, offer a retry. */
export function BootFailedScreen({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const text = useErrorText()(error);
  return (
    <StatusCard testId="boot-failed">
      <h1>{t('boot.failedTitle')}</h1>
      <p role="alert">{text}</p>
      <Button onClick={onRetry}>{t('common.retry')}</Button>
    </StatusCard>
  );
}

export function UnknownMerchantScreen() {
  const { t } = useTranslation();
  return (
    <StatusCard testId="unknown-merchant">
      <h1>{t('boot.failedTitle')}</h1>
      <p role="alert">{t('boot.unknownMerchant')}</p>
    </StatusCard>
  );
}
