/**
 * The personal centre (spec: "Personal centre menu"): the menu of the pages features filled
 * (shell/memberCentre.ts) that this brand and player may see, the player's balance, the page of
 * the address (/member/<page>: reload, back and forward and links work) and a close button back
 * to where the player was. A trial (type 4) account never enters; a visitor is asked to log in.
 */
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { FLAG } from '../../contract/flags';
import { LoginRequired } from '../../session/LoginRequired';
import { useMerchantPromotions } from '../../session/member';
import { useMissionSummary } from '../../session/missions';
import { accountTypeAtom, isTrialAtom, memberCentreAtom } from '../../session/session';
import { useLinkContext } from '../../session/useShellLink';
import { MEMBER_CENTRE_PATH, memberPagePath, registeredMemberPage, visibleMemberPages, type MemberPageId } from '../../shell/memberCentre';
import { openModalAtom } from '../../shell/modals';
import { Button } from '../../ui/Button';
import { Page, PageTitle } from '../../ui/Page';
import { Panel } from '../../ui/Panel';
import { Loading } from '../../ui/Spinner';
import { EmptyState } from '../../ui/StatusMessage';
import { CentreBalance } from './CentreBalance';
import { centreDepth, closeSteps } from './centreHistory';

const Frame = styled(Page)`
  grid-template-columns: minmax(180px, 220px) minmax(0, 1fr);
  align-items: start;
  @media (max-width: 768px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Head = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Menu = styled.nav`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: ${({ theme }) => theme.space.xs}; }
  @media (max-width: 768px) {
    ul { display: flex; overflow-x: auto; gap: ${({ theme }) => theme.space.xs}; padding-bottom: ${({ theme }) => theme.space.xs}; }
  }
`;

const MenuLink = styled(Link)`
  display: flex;
  justify-content: space-between;
  align-items: center;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  white-space: nowrap;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryContrast};
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

const Badge = styled.span`
  margin-inline-start: ${({ theme }) => theme.space.xs};
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.danger};
  color: #fff;
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const Content = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

/** One lazy component per page, so a page's chunk loads once however often it is opened. */
const pageComponents = new Map<MemberPageId, LazyExoticComponent<ComponentType>>();
function pageComponent(id: MemberPageId): LazyExoticComponent<ComponentType> | null {
  const slot = registeredMemberPage(id);
  if (!slot) return null;
  let component = pageComponents.get(id);
  if (!component) {
    component = lazy(slot.load);
    pageComponents.set(id, component);
  }
  return component;
}

function CentreBody() {
  const { t } = useTranslation();
  const { pathname, state } = useLocation();
  const navigate = useNavigate();
  const base = useLinkContext();
  // the invite-friends page needs the merchant's referral promotion, the missions' entry its open count:
  // each asked only when a feature serves that page
  const promotions = useMerchantPromotions({ enabled: registeredMemberPage('referral') !== undefined }).data;
  const missions = useMissionSummary({ enabled: registeredMemberPage('missionLeaderboard') !== undefined && base.flags[FLAG.MISSIONS] === true }).data;
  const context = { ...base, promotions, openMissions: missions?.openCount };
  const pages = visibleMemberPages(context);
  const current = decodeURIComponent(pathname.slice(MEMBER_CENTRE_PATH.length + 1).split('/')[0] ?? '');
  const depth = centreDepth(state);
  const slot = pages.find((p) => p.id === current);
  // one cached component per page (pageComponents), so its identity holds across renders
  const PageComponent = slot ? pageComponent(slot.id) : null;

  function close() {
    const steps = closeSteps(depth, (window.history.state as { idx?: unknown } | null)?.idx);
    if (steps === null) navigate('/', { replace: true });
    else navigate(steps);
  }

  // the centre's own address opens its first page
  if (current === '' && pages[0]) return <Navigate to={memberPagePath(pages[0].id)} replace state={state} />;

  return (
    <Frame data-testid="member-centre">
      <Head>
        <PageTitle>{slot ? t(`memberCentre.pages.${slot.id}`) : t('memberCentre.title')}</PageTitle>
        <Button $variant="outline" $size="sm" onClick={close} data-testid="member-centre-close">
          {t('memberCentre.close')}
        </Button>
      </Head>
      <Menu aria-label={t('memberCentre.menu')}>
        <CentreBalance />
        <ul>
          {pages.map((p) => {
            const badge = p.badge?.(context) ?? 0;
            return (
              <li key={p.id}>
                <MenuLink
                  to={memberPagePath(p.id)}
                  // moves inside the centre count, so the close button goes back past them
                  state={{ centreDepth: p.id === current ? depth : depth + 1 }}
                  replace={p.id === current}
                  aria-current={p.id === current ? 'page' : undefined}
                  data-testid={`member-menu-${p.id}`}
                  onPointerEnter={() => void p.load().catch(() => undefined)}
                  onFocus={() => void p.load().catch(() => undefined)}
                >
                  {t(`memberCentre.pages.${p.id}`)}
                  {badge > 0 && <Badge>{badge}</Badge>}
                </MenuLink>
              </li>
            );
          })}
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
            <span data-testid="member-page-unavailable">{t('memberCentre.unavailable')}</span>
          </EmptyState>
        )}
      </Content>
    </Frame>
  );
}

function TrialKeptOut() {
  const { t } = useTranslation();
  const openModal = useSetAtom(openModalAtom);
  const navigate = useNavigate();
  return (
    <Page $narrow>
      <Panel data-testid="member-centre-trial">
        <p>{t('memberCentre.trial')}</p>
        <Button
          onClick={() => {
            navigate('/', { replace: true });
            openModal({ name: 'trialWarning' });
          }}
        >
          {t('memberCentre.backHome')}
        </Button>
      </Panel>
    </Page>
  );
}

export default function MemberCentrePage() {
  const { t } = useTranslation();
  const open = useAtomValue(memberCentreAtom);
  const trial = useAtomValue(isTrialAtom);
  const type = useAtomValue(accountTypeAtom);
  return (
    <LoginRequired message={t('memberCentre.loginNeeded')} actionLabel={t('header.login')} testId="member-centre-login">
      {open ? <CentreBody /> : trial || type !== null ? <TrialKeptOut /> : <Loading />}
    </LoginRequired>
  );
}
