/**
 * The agent centre (spec: "Agent centre"): the menu of the pages features filled
 * (shell/agentCentre.ts) that the real menu's rule lets through for this brand's flags and the
 * store flags of the consolidated reply, the agent's balance, the page of the address
 * (/agent/<page>: reload, back and forward work) and a close button back to where the agent was.
 * Agents only (types 1, 2, 41, 42): a player is told so, a trial (type 4) never enters.
 */
import { useQuery } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { call } from '../../api/client';
import { useBrand } from '../../brand/context';
import { agentConsolidated } from '../../contract/calls/agent';
import { NO_STORE_FLAGS, readAgentStoreFlags } from '../../contract/readers/agent';
import { SESSION_QUERY } from '../../session/member';
import { LoginRequired } from '../../session/LoginRequired';
import { accountTypeAtom, isAgentAtom, isTrialAtom, tokenAtom } from '../../session/session';
import { AGENT_CENTRE_PATH, agentPagePath, registeredAgentPage, visibleAgentPages, type AgentPageId } from '../../shell/agentCentre';
import { openModalAtom } from '../../shell/modals';
import { Button } from '../../ui/Button';
import { Page, PageTitle } from '../../ui/Page';
import { Panel } from '../../ui/Panel';
import { Loading } from '../../ui/Spinner';
import { EmptyState } from '../../ui/StatusMessage';
import { CentreBalance } from '../centre/CentreBalance';
import { Content, Frame, Head, lazyPages, Menu, MenuLink, useCentreLocation } from '../centre/chrome';

const pageComponent = lazyPages<AgentPageId>((id) => registeredAgentPage(id));

function CentreBody() {
  const { t } = useTranslation();
  const brand = useBrand();
  const token = useAtomValue(tokenAtom);
  // the real shell loads the consolidated settings on entry; without them the entries that need a store flag stay hidden
  const store = useQuery({
    queryKey: ['agent', 'consolidated', token],
    queryFn: () => call<unknown>(agentConsolidated).then(readAgentStoreFlags),
    meta: SESSION_QUERY,
    enabled: token !== null,
    staleTime: 60_000,
  });
  const { current, state, close, linkProps } = useCentreLocation(AGENT_CENTRE_PATH);
  if (store.isPending) return <Loading />;
  const pages = visibleAgentPages(brand.flags, store.data ?? NO_STORE_FLAGS);
  const slot = pages.find((p) => p.id === current);
  const PageComponent = slot ? pageComponent(slot.id) : null;

  // the centre's own address opens its first page
  if (current === '' && pages[0]) return <Navigate to={agentPagePath(pages[0].id)} replace state={state} />;

  return (
    <Frame data-testid="agent-centre">
      <Head>
        <PageTitle>{slot ? t(`agentCentre.pages.${slot.id}`) : t('agentCentre.title')}</PageTitle>
        <Button $variant="outline" $size="sm" onClick={close} data-testid="agent-centre-close">
          {t('agentCentre.close')}
        </Button>
      </Head>
      <Menu aria-label={t('agentCentre.menu')}>
        <CentreBalance />
        <ul data-testid="agent-menu">
          {pages.map((p) => (
            <li key={p.id}>
              <MenuLink
                to={agentPagePath(p.id)}
                {...linkProps(p.id)}
                data-testid={`agent-menu-${p.id}`}
                onPointerEnter={() => void p.load().catch(() => undefined)}
                onFocus={() => void p.load().catch(() => undefined)}
              >
                {t(`agentCentre.pages.${p.id}`)}
              </MenuLink>
            </li>
          ))}
        </ul>
      </Menu>
      <Content>
        {PageComponent ? (
          <Suspense fallback={<Loading />}>
            {/* eslint-disable-next-line react-hooks/static-components */}
            <PageComponent />
          </Suspense>
        ) : (
          <EmptyState>
            <span data-testid="agent-page-unavailable">{t('agentCentre.unavailable')}</span>
          </EmptyState>
        )}
      </Content>
    </Frame>
  );
}

/** A player or a trial account that reached the address: told why, and taken home. */
function KeptOut({ trial }: { trial: boolean }) {
  const { t } = useTranslation();
  const openModal = useSetAtom(openModalAtom);
  const navigate = useNavigate();
  return (
    <Page $narrow>
      <Panel data-testid="agent-centre-denied">
        <p>{t(trial ? 'memberCentre.trial' : 'agentCentre.agentsOnly')}</p>
        <Button
          onClick={() => {
            navigate('/', { replace: true });
            if (trial) openModal({ name: 'trialWarning' });
          }}
        >
          {t('memberCentre.backHome')}
        </Button>
      </Panel>
    </Page>
  );
}

export default function AgentCentrePage() {
  const { t } = useTranslation();
  const agent = useAtomValue(isAgentAtom);
  const trial = useAtomValue(isTrialAtom);
  const type = useAtomValue(accountTypeAtom);
  return (
    <LoginRequired message={t('agentCentre.loginNeeded')} actionLabel={t('header.login')} testId="agent-centre-login">
      {agent ? <CentreBody /> : type !== null ? <KeptOut trial={trial} /> : <Loading />}
    </LoginRequired>
  );
}
