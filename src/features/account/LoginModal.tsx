/**
 * The login popup (spec: loginPopupModal): two tabs, Login and Register. Rendered by the
 * layout's modal host when the modal atom is 'login' or 'register'.
 */
import { useId, useState } from 'react';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { closeModalAtom } from '../../state/modals';
import { Modal } from '../../ui/Modal';
import { TabPanel } from '../../ui/TabPanel';
import { Tabs } from '../../ui/Tabs';
import { LoginForm } from './LoginForm';
import { NewPlayerPromotions } from './NewPlayerPromotions';
import { RegisterForm } from './RegisterForm';

type Top = 'login' | 'register';

export default function LoginModal({ initialTab }: { initialTab: Top }) {
  const { t } = useTranslation();
  const close = useSetAtom(closeModalAtom);
  const idPrefix = useId();
  const [tab, setTab] = useState<Top>(initialTab);
  // the host may switch the open modal between 'login' and 'register' without remounting
  const [seenInitial, setSeenInitial] = useState<Top>(initialTab);
  if (seenInitial !== initialTab) {
    setSeenInitial(initialTab);
    setTab(initialTab);
  }

  return (
    <Modal title={t('account.loginTitle')} onClose={close} width={440} testId="login-modal">
      <NewPlayerPromotions />
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
      <TabPanel idPrefix={`${idPrefix}-top`} value={tab}>
        {tab === 'login' ? (
          <LoginForm onRegister={() => setTab('register')} />
        ) : (
          <RegisterForm variant="modal" onLogin={() => setTab('login')} />
        )}
      </TabPanel>
    </Modal>
  );
}
