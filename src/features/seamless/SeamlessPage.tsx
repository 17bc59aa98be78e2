/**
 * /seamless: the seamless (single) wallet. Logged out: a login prompt. Logged in: the
 * platform's merchant-wallet answer, or its own error message.
 */
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client';
import * as accountCalls from '../../contract/calls/account';
import { tokenAtom } from '../../session/session';
import { LoginRequired } from '../../session/LoginRequired';
import { SESSION_QUERY } from '../../session/member';
import { Page, PageTitle } from '../../ui/Page';
import { Panel } from '../../ui/Panel';
import { QueryStatus } from '../../ui/QueryStatus';
import { ReplyView } from '../../ui/ReplyView';

function MerchantWallet() {
  const { t } = useTranslation();
  const token = useAtomValue(tokenAtom);
  const wallet = useQuery({
    queryKey: ['merchantWallet', token],
    queryFn: ({ signal }) => call<unknown>(accountCalls.merchantWallet, { params: { isSingle: true }, signal }),
    meta: SESSION_QUERY,
    retry: false,
  });
  return (
    <QueryStatus query={wallet} isEmpty={(data) => data === null || data === undefined} empty={t('seamless.noWallet')}>
      {(data) => (
        <Panel aria-busy={wallet.isFetching}>
          <ReplyView value={data} testId="seamless-wallet" />
        </Panel>
      )}
    </QueryStatus>
  );
}

export default function SeamlessPage() {
  const { t } = useTranslation();
  return (
    <Page $narrow data-testid="seamless-page" aria-labelledby="seamless-title">
      <PageTitle id="seamless-title">{t('seamless.title')}</PageTitle>
      <LoginRequired message={t('seamless.loginNeeded')} actionLabel={t('seamless.login')} testId="seamless-login">
        <MerchantWallet />
      </LoginRequired>
    </Page>
  );
}
