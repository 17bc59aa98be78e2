import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { HelpBody } from './HelpBody';
import { useHelpTopicHash } from './useHelpTopicHash';
import { vars } from '../../theme/cssVariables';

const Page = styled.div`
  max-width: ${vars.layout.contentMaxWidth};
  margin: 0 auto;
  padding: ${vars.space.lg} ${vars.space.md};
  h1 { margin: 0 0 ${vars.space.lg}; font-size: ${vars.fontSize.xl}; }
`;

/** /helpmc: the help centre alone, as a page (no header or footer; the route's layout hides them). */
export default function HelpPage() {
  const { t } = useTranslation();
  const [selected, select] = useHelpTopicHash();
  return (
    <Page data-testid="help-page">
      <h1>{t('help.title')}</h1>
      <HelpBody selected={selected} onSelect={select} headingLevel={2} />
    </Page>
  );
}
