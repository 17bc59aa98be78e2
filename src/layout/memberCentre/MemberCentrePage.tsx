/**
 * The personal centre (spec: "Personal centre menu"): the menu of the pages features filled
 * (shell/memberCentre.ts) that this brand and player may see, the player's balance, the page of
 * the address (/member/<page>: reload, back and forward and links work) and a close button back
 * to where the player was. A trial (type 4) account never enters; a visitor is asked to log in.
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { FLAG } from '../../contract/flags';
import { LoginRequired } from '../../session/LoginRequired';
import { useMerchantPromotions } from '../../session/member';
import { useMissionSummary } from '../../session/missions';
import { accountTypeAtom, isTrialAtom, memberCentreAtom } from '../../session/session';
import { useLinkContext } from '../../session/useShellLink';
import { useWallets } from '../../session/wallets';
import { MEMBER_CENTRE_PATH, memberPagePath, registeredMemberPage, visibleMemberPages, type MemberPageId } from '../../shell/memberCentre';
import { openModalAtom } from '../../shell/modals';
import { Button } from '../../ui/Button';
import { Page, PageTitle } from '../../ui/Page';
import { Panel } from '../../ui/Panel';
import { Loading } from '../../ui/Spinner';
import { CentreFrame, lazyPages, useCentreLocation } from '../centre/chrome';

const pageComponent = lazyPages<MemberPageId>((id) => registeredMemberPage(id));

function CentreBody() {
  // the wallets (read for the balance anyway) say whether the money is one wallet or several
  const wallets = useWallets();
  const base = useLinkContext();
  // the invite-friends page needs the merchant's referral promotion, the missions' entry its open count:
  // each asked only when a feature serves that page
  const promotions = useMerchantPromotions({ enabled: registeredMemberPage('referral') !== undefined }).data;
  const missions = useMissionSummary({ enabled: registeredMemberPage('missionLeaderboard') !== undefined && base.flags[FLAG.MISSIONS] === true }).data;
  const context = { ...base, singleWallet: wallets.data?.single, promotions, openMissions: missions?.openCount };
  const pages = visibleMemberPages(context);
  const location = useCentreLocation(MEMBER_CENTRE_PATH);
  const { current, state } = location;
  const slot = pages.find((p) => p.id === current);

  // the centre's own address opens its first page
  if (current === '' && pages[0]) return <Navigate to={memberPagePath(pages[0].id)} replace state={state} />;

  return (
    <CentreFrame
      kind="member"
      entries={pages.map((p) => ({ id: p.id, load: p.load, badge: p.badge?.(context) }))}
      pathOf={memberPagePath}
      location={location}
      // one cached component per page (lazyPages), so its identity holds across renders
      PageComponent={slot ? pageComponent(slot.id) : null}
    />
  );
}

function TrialKeptOut() {
  const { t } = useTranslation();
  const openModal = useSetAtom(openModalAtom);
  const navigate = useNavigate();
  return (
    <Page $narrow>
      <Panel data-testid="member-centre-trial">
        <PageTitle>{t('memberCentre.title')}</PageTitle>
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
  // the centre shows once the wallets are known too (or have failed, which its balance box
  // says): they decide the menu's pages and the wallet rows above the menu, so drawing it before
  // them moved the menu and the page down on a multi-wallet brand when they arrived
  const walletsKnown = !useWallets().isPending;
  return (
    <LoginRequired title={t('memberCentre.title')} message={t('memberCentre.loginNeeded')} actionLabel={t('header.login')} testId="member-centre-login">
      {open && walletsKnown ? <CentreBody /> : open || (!trial && type === null) ? <Loading /> : <TrialKeptOut />}
    </LoginRequired>
  );
}
