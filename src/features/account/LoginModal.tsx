/**
 * The login popup (spec: loginPopupModal): two tabs, Login and Register. Rendered by the
 * layout's modal host when the modal atom is 'login' or 'register'.
 */
import { lazy, Suspense, useId, useState } from 'react';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { loadAllStrings } from '../../i18n';
import { closeModalAtom } from '../../shell/modals';
import { Modal } from '../../ui/Modal';
import { Loading } from '../../ui/Spinner';
import { TabPanel } from '../../ui/TabPanel';
import { Tabs } from '../../ui/Tabs';
import { LoginForm } from './LoginForm';
import { NewPlayerPromotions } from './NewPlayerPromotions';
import { ThirdPartySignInMount } from './phoneAuth/offer';
import { useRegistrationOpen } from './invitation';
import { Notice } from './parts';
import styled from 'styled-components';
import { vars } from '../../theme/cssVariables';

// the log-in tab is what most players open the popup for: the register form loads when its tab is
// reached for (hovered or focused) or chosen, with the strings beyond the popup's (the popup
// brings only its own, i18n/sections.ts LOGIN_SECTIONS)
const loadRegisterForm = () => Promise.all([import('./RegisterForm'), loadAllStrings()]).then(([m]) => m);
const RegisterForm = lazy(() => loadRegisterForm().then((m) => ({ default: m.RegisterForm })));
const prefetchRegisterForm = () => void loadRegisterForm().catch(() => undefined); // a failure shows when the tab renders

type Top = 'login' | 'register';

const ExpiredNotice = styled(Notice)`
  margin-bottom: ${vars.space.md};
`;

/** `sessionExpired`: the platform ended the player's session; the popup says why it opened. */
export default function LoginModal({ initialTab, sessionExpired = false }: { initialTab: Top; sessionExpired?: boolean }) {
  const { t } = useTranslation();
  const close = useSetAtom(closeModalAtom);
  const idPrefix = useId();
  // a brand without direct registration offers it to an invitation's address only
  const registrationOpen = useRegistrationOpen();
  const [chosen, setTab] = useState<Top>(initialTab);
  // the host may switch the open modal between 'login' and 'register' without remounting
  const [seenInitial, setSeenInitial] = useState<Top>(initialTab);
  if (seenInitial !== initialTab) {
    setSeenInitial(initialTab);
    setTab(initialTab);
  }
  const tab = registrationOpen ? chosen : 'login';

  const body =
    tab === 'login' ? (
      <>
        <LoginForm onRegister={registrationOpen ? () => setTab('register') : undefined} />
        <ThirdPartySignInMount />
      </>
    ) : (
      <Suspense fallback={<Loading />}>
        <RegisterForm variant="modal" onLogin={() => setTab('login')} />
      </Suspense>
    );

  return (
    <Modal title={t('account.loginTitle')} onClose={close} width={440} testId="login-modal">
      {sessionExpired && (
        <ExpiredNotice role="status" data-testid="login-session-expired">
          {t('account.sessionExpired')}
        </ExpiredNotice>
      )}
      <NewPlayerPromotions />
      {registrationOpen ? (
        <>
          <div onPointerOver={prefetchRegisterForm} onFocus={prefetchRegisterForm}>
            <Tabs<Top>
              idPrefix={`${idPrefix}-top`}
              label={t('account.loginTitle')}
              size="lg"
              spaced
              value={tab}
              onChange={setTab}
              items={[
                { key: 'login', label: t('account.tabLogin'), testId: 'login-modal-tab-login' },
                { key: 'register', label: t('account.tabRegister'), testId: 'login-modal-tab-register' },
              ]}
            />
          </div>
          <TabPanel idPrefix={`${idPrefix}-top`} value={tab}>
            {body}
          </TabPanel>
        </>
      ) : (
        body
      )}
    </Modal>
  );
}
