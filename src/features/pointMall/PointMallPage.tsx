/**
 * /pointMall: points calls need a session. Logged out: why, and a Login button. Logged in:
 * the point balance as the platform answers it, or the platform's own error message.
 */
import { useQuery } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { apiGet } from '../../api/client';
import { openModalAtom } from '../../state/modals';
import { isLoggedInAtom, tokenAtom } from '../../state/session';
import { Button } from '../../ui/Button';
import { Loading } from '../../ui/Spinner';
import { EmptyState, ErrorMessage } from '../../ui/StatusMessage';
import { ReplyView } from './ReplyView';

const Page = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  max-width: 720px;
  min-width: 0;
  & > * { min-width: 0; }
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
`;

const Card = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  h2 { margin: 0; font-size: ${({ theme }) => theme.font.size.lg}; }
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; }
`;

function PointBalance() {
  const { t } = useTranslation();
  const token = useAtomValue(tokenAtom);
  const balance = useQuery({
    queryKey: ['pointBalance', token],
    queryFn: ({ signal }) => apiGet<unknown>('/wps/relay/MCS2_getPointBalance', undefined, { signal }),
    retry: false,
  });
  return (
    <Card aria-labelledby="points-balance" aria-busy={balance.isFetching}>
      <h2 id="points-balance">{t('pointMall.balance')}</h2>
      {balance.isPending ? (
        <Loading />
      ) : balance.isError ? (
        <ErrorMessage error={balance.error} onRetry={() => void balance.refetch()} />
      ) : balance.data === null || balance.data === undefined ? (
        <EmptyState>{t('pointMall.noBalance')}</EmptyState>
      ) : (
        <ReplyView value={balance.data} testId="points-balance-value" />
      )}
    </Card>
  );
}

export default function PointMallPage() {
  const { t } = useTranslation();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const openModal = useSetAtom(openModalAtom);
  return (
    <Page data-testid="pointmall-page" aria-labelledby="pointmall-title">
      <Title id="pointmall-title">{t('pointMall.title')}</Title>
      {loggedIn ? (
        <PointBalance />
      ) : (
        <Card>
          <p>{t('pointMall.loginNeeded')}</p>
          <Button onClick={() => openModal({ name: 'login' })} data-testid="pointmall-login">
            {t('pointMall.login')}
          </Button>
        </Card>
      )}
    </Page>
  );
}
