/**
 * /seamless: the seamless (single) wallet. Logged out: a login prompt. Logged in: the
 * platform's merchant-wallet answer, or its own error message.
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
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; }
`;

function MerchantWallet() {
  const { t } = useTranslation();
  const token = useAtomValue(tokenAtom);
  const wallet = useQuery({
    queryKey: ['merchantWallet', token],
    queryFn: ({ signal }) => apiGet<unknown>('/wps/relay/GCS_merchantWallet', { isSingle: true }, { signal }),
    retry: false,
  });
  if (wallet.isPending) return <Loading />;
  if (wallet.isError) return <ErrorMessage error={wallet.error} onRetry={() => void wallet.refetch()} />;
  if (wallet.data === null || wallet.data === undefined) return <EmptyState>{t('seamless.noWallet')}</EmptyState>;
  return (
    <Card aria-busy={wallet.isFetching}>
      <ReplyView value={wallet.data} testId="seamless-wallet" />
    </Card>
  );
}

export default function SeamlessPage() {
  const { t } = useTranslation();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const openModal = useSetAtom(openModalAtom);
  return (
    <Page data-testid="seamless-page" aria-labelledby="seamless-title">
      <Title id="seamless-title">{t('seamless.title')}</Title>
      {loggedIn ? (
        <MerchantWallet />
      ) : (
        <Card>
          <p>{t('seamless.loginNeeded')}</p>
          <Button onClick={() => openModal({ name: 'login' })} data-testid="seamless-login">
            {t('seamless.login')}
          </Button>
        </Card>
      )}
    </Page>
  );
}
