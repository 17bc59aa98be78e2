/**
 * /seamless: the seamless (single) wallet, as the real client shows it: the merchant's wallet
 * (mode, currency, balance) and, beside it, the merchant's own page in an iframe, the address the
 * session carries (`?iframeUrl=` on arrival, kept for the browser session) or the wallet reply
 * names. Logged out: a login prompt. The layout hides the bars unless the brand turns them on and
 * starts the left bar collapsed (slots.ts `embedded`).
 */
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { call } from '../../api/client';
import * as accountCalls from '../../contract/calls/account';
import { readMerchantWallet } from '../../contract/readers/merchantWallet';
import { tokenAtom } from '../../session/session';
import { LoginRequired } from '../../session/LoginRequired';
import { SESSION_QUERY } from '../../session/member';
import { formatMoney } from '../../ui/format';
import { MutedText } from '../../ui/MutedText';
import { Page, PageTitle } from '../../ui/Page';
import { Panel } from '../../ui/Panel';
import { QueryStatus } from '../../ui/QueryStatus';
import { sessionIframeUrl } from './iframeUrl';
import { vars } from '../../theme/cssVariables';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: ${vars.space.sm};
  margin: 0;
  div { display: grid; gap: 2px; }
  dt { color: ${vars.color.textMuted}; font-size: ${vars.fontSize.sm}; }
  dd { margin: 0; font-weight: ${vars.fontWeight.bold}; font-size: ${vars.fontSize.lg}; overflow-wrap: anywhere; }
`;

const Frame = styled.iframe`
  display: block;
  width: 100%;
  height: min(75vh, 900px);
  min-height: 420px;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceSunken};
`;

function MerchantWallet({ carried }: { carried: string | null }) {
  const { t } = useTranslation();
  const token = useAtomValue(tokenAtom);
  const wallet = useQuery({
    queryKey: ['merchantWallet', token],
    queryFn: async ({ signal }) => readMerchantWallet(await call<unknown>(accountCalls.merchantWallet, { params: { isSingle: true }, signal })),
    meta: SESSION_QUERY,
    retry: false,
  });
  return (
    <QueryStatus query={wallet} isEmpty={(data) => data === null} empty={t('seamless.noWallet')}>
      {(data) => {
        const page = carried ?? data!.iframeUrl;
        return (
          <>
            <Panel aria-busy={wallet.isFetching} data-testid="seamless-wallet">
              <Facts>
                <div>
                  <dt>{t('seamless.mode')}</dt>
                  <dd data-testid="seamless-mode">{data!.single === null ? '--' : data!.single ? t('seamless.single') : t('seamless.transfer')}</dd>
                </div>
                <div>
                  <dt>{t('seamless.balance')}</dt>
                  <dd data-testid="seamless-balance">
                    {formatMoney(data!.balance)}
                    {data!.currency ? ` ${data!.currency}` : ''}
                  </dd>
                </div>
              </Facts>
            </Panel>
            {page ? (
              <Frame
                src={page}
                title={t('seamless.frameTitle')}
                data-testid="seamless-frame"
                referrerPolicy="no-referrer"
                sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
                allow="fullscreen"
              />
            ) : (
              <MutedText data-testid="seamless-no-frame">{t('seamless.noFrame')}</MutedText>
            )}
          </>
        );
      }}
    </QueryStatus>
  );
}

export default function SeamlessPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const carried = useMemo(() => sessionIframeUrl(search), [search]);
  return (
    <Page data-testid="seamless-page" aria-labelledby="seamless-title">
      <PageTitle id="seamless-title">{t('seamless.title')}</PageTitle>
      <LoginRequired message={t('seamless.loginNeeded')} actionLabel={t('seamless.login')} testId="seamless-login">
        <MerchantWallet carried={carried} />
      </LoginRequired>
    </Page>
  );
}
