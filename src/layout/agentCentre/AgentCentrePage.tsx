/**
 * The agent centre (spec: "Agent centre"): the menu of the pages features filled
 * (shell/agentCentre.ts) that the real menu's rule lets through for this brand's flags and the
 * store flags of the consolidated reply, the agent's balance, the page of the address
 * (/agent/<page>: reload, back and forward work) and a close button back to where the agent was.
 * Agents only (types 1, 2, 41, 42): a player is told so, a trial (type 4) never enters.
 */
import { useQuery } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { call } from '../../api/client';
import { useBrand } from '../../brand/context';
import { agentConsolidated } from '../../contract/calls/agent';
import { NO_STORE_FLAGS, readAgentStoreFlags } from '../../contract/readers/agent';
import { SESSION_QUERY } from '../../session/member';
import { LoginRequired } from '../../session/LoginRequired';
import { accountTypeAtom, isAgentAtom, isTrialAtom, tokenAtom } from '../../session/session';
import { useWallets } from '../../session/wallets';
import { AGENT_CENTRE_PATH, agentPagePath, registeredAgentPage, visibleAgentPages, type AgentPageId } from '../../shell/agentCentre';
import { openModalAtom } from '../../shell/modals';
import { Button } from '../../ui/Button';
import { Page, PageTitle } from '../../ui/Page';
import { Panel } from '../../ui/Panel';
import { Loading } from '../../ui/Spinner';
import { CentreFrame, lazyPages, useCentreLocation } from '../centre/chrome';

const pageComponent = lazyPages<AgentPageId>((id) => registeredAgentPage(id));

function CentreBody() {
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
  const location = useCentreLocation(AGENT_CENTRE_PATH);
  const { current, state } = location;
  // the wallets too: their rows in the balance box above the menu would move it when they came
  const wallets = useWallets();
  if (store.isPending || wallets.isPending) return <Loading />;
  const pages = visibleAgentPages(brand.flags, store.data ?? NO_STORE_FLAGS);
  const slot = pages.find((p) => p.id === current);

  // the centre's own address opens its first page
  if (current === '' && pages[0]) return <Navigate to={agentPagePath(pages[0].id)} replace state={state} />;

  return <CentreFrame kind="agent" entries={pages} pathOf={agentPagePath} location={location} PageComponent={slot ? pageComponent(slot.id) : null} />;
}

/** A player or a trial account that reached the address: told why, and taken home. */
function KeptOut({ trial }: { trial: boolean }) {
  const { t } = useTranslation();
  const openModal = useSetAtom(openModalAtom);
  const navigate = useNavigate();
  return (
    <Page $narrow>
      <Panel data-testid="agent-centre-denied">
        <PageTitle>{t('agentCentre.title')}</PageTitle>
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
    <LoginRequired title={t('agentCentre.title')} message={t('agentCentre.loginNeeded')} actionLabel={t('header.login')} testId="agent-centre-login">
      {agent ? <CentreBody /> : type !== null ? <KeptOut trial={trial} /> : <Loading />}
    </LoginRequired>
  );
}
