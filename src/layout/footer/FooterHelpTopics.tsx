import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from '../../ui/routerLinks';
import styled from 'styled-components';
import { MOBILE_MEDIA } from '../hooks';
import { useHelpTopics } from '../../api/helpTopics';
import { openModalAtom } from '../../shell/modals';
import { ErrorMessage } from '../../ui/StatusMessage';
import { FooterHeading } from './FooterHeading';
import { vars } from '../../theme/cssVariables';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: ${vars.space.xs} ${vars.space.md};
  a {
    color: ${vars.color.textMuted};
    text-decoration: none;
    &:hover { color: ${vars.color.text}; text-decoration: underline; }
    /* a 44 px touch target on phones */
    ${MOBILE_MEDIA} { display: flex; align-items: center; min-height: 44px; }
  }
`;

const Note = styled.p`
  margin: 0;
`;

/** Help topics: each links to /help#<tag> and opens the help modal on that topic. */
export function FooterHelpTopics() {
  const { t } = useTranslation();
  const openModal = useSetAtom(openModalAtom);
  const { data, isPending, isError, error, refetch } = useHelpTopics();
  return (
    <nav aria-label={t('footer.helpTitle')}>
      <FooterHeading>{t('footer.helpTitle')}</FooterHeading>
      {isPending ? (
        <Note role="status">{t('common.loading')}</Note>
      ) : isError ? (
        <div data-testid="footer-help-error">
          <Note>{t('footer.helpUnavailable')}</Note>
          <ErrorMessage error={error} onRetry={() => void refetch()} />
        </div>
      ) : (
        <List>
          {(data ?? []).map((topic) => (
            <li key={topic.tag}>
              <Link
                to={{ pathname: '/help', hash: `#${topic.tag}` }}
                data-testid={`footer-help-${topic.tag}`}
                onClick={() => openModal({ name: 'help', arg: topic.tag })}
              >
                {topic.title}
              </Link>
            </li>
          ))}
        </List>
      )}
    </nav>
  );
}
