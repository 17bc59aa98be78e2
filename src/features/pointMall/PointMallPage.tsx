/**
 * /pointMall: points calls need a session. Logged out: why, and a Login button. Logged in:
 * the point balance as the platform answers it, or the platform's own error message.
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

function PointBalance() {
  const { t } = useTranslation();
  const token = useAtomValue(tokenAtom);
  const balance = useQuery({
    queryKey: ['pointBalance', token],
    queryFn: ({ signal }) => call<unknown>(accountCalls.pointBalance, { signal }),
    meta: SESSION_QUERY,
    retry: false,
  });
  return (
    <Panel aria-labelledby="points-balance" aria-busy={balance.isFetching}>
      <h2 id="points-balance">{t('pointMall.balance')}</h2>
      <QueryStatus query={balance} isEmpty={(data) => data === null || data === undefined} empty={t('pointMall.noBalance')}>
        {(data) => <ReplyView value={data} testId="points-balance-value" />}
      </QueryStatus>
    </Panel>
  );
}

export default function PointMallPage() {
  const { t } = useTranslation();
  return (
    <Page $narrow data-testid="pointmall-page" aria-labelledby="pointmall-title">
      <PageTitle id="pointmall-title">{t('pointMall.title')}</PageTitle>
      <LoginRequired message={t('pointMall.loginNeeded')} actionLabel={t('pointMall.login')} testId="pointmall-login">
        <PointBalance />
      </LoginRequired>
    </Page>
  );
}
