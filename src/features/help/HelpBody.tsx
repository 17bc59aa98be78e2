import { useTranslation } from 'react-i18next';
import { useHelpTopics } from '../../api/helpTopics';
import { EmptyState, ErrorMessage } from '../../ui/StatusMessage';
import { Loading } from '../../ui/Spinner';
import { HelpTopics } from './HelpTopics';

/** The help centre's content with its loading, error and empty states. */
export function HelpBody({ selected, onSelect, headingLevel }: { selected: string; onSelect: (tag: string) => void; headingLevel: 2 | 3 }) {
  const { t } = useTranslation();
  const { data, isPending, isError, error, refetch } = useHelpTopics();
  if (isPending) return <Loading />;
  if (isError) return <ErrorMessage error={error} onRetry={() => void refetch()} />;
  if (!data || data.length === 0) return <EmptyState>{t('help.empty')}</EmptyState>;
  return <HelpTopics topics={data} selected={selected} onSelect={onSelect} label={t('help.topics')} headingLevel={headingLevel} />;
}
