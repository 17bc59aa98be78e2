import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { HelpBody } from './HelpBody';
import { useHelpTopicHash } from './useHelpTopicHash';

const Page = styled.div`
  max-width: ${({ theme }) => theme.layout.contentMaxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  h1 { margin: 0 0 ${({ theme }) => theme.space.lg}; font-size: ${({ theme }) => theme.font.size.xl}; }
`;

/** /helpmc: the help centre alone, as a page (no header or footer; the route's layout hides them). */
export default function HelpPage() {
  const { t } = useTranslation();
  const [selected, select] = useHelpTopicHash();
  return (
    <Page data-testid="help-page">
      <h1>{t('help.title')}</h1>
      <HelpBody selected={selected} onSelect={select} />
    </Page>
  );
}
