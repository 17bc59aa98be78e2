/**
 * The account area's small dialogs: after login, registration success, the auto-generated
 * account of a mobile registration, logout confirmation and the trial-account warning.
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { closeModalAtom, modalAtom, openModalAtom } from '../../shell/modals';
import { LINK } from '../../shell/links';
import { memberAtom } from '../../session/session';
import { useShellLink } from '../../session/useShellLink';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { useLogout } from './flows';
import { Actions } from './parts';
import { vars } from '../../theme/cssVariables';

const Text = styled.p`
  margin: 0 0 ${vars.space.md};
  overflow-wrap: anywhere;
`;

const Credentials = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${vars.space.xs} ${vars.space.md};
  margin: 0 0 ${vars.space.md};
  padding: ${vars.space.md};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceSunken};
  dt { color: ${vars.color.textMuted}; }
  dd { margin: 0; font-family: ui-monospace, monospace; overflow-wrap: anywhere; }
`;

export function AfterLoginModal() {
  const { t } = useTranslation();
  const close = useSetAtom(closeModalAtom);
  const member = useAtomValue(memberAtom);
  const deposit = useShellLink(LINK.deposit);
  const name = member?.nickname || member?.username || '';
  return (
    <Modal title={t('account.afterLoginTitle')} onClose={close} width={400} testId="after-login-modal">
      <Text data-testid="after-login-text">{t('account.afterLoginText', { name })}</Text>
      <Actions>
        {deposit && (
          <Button
            onClick={() => {
              close();
              deposit.open();
            }}
          >
            {t('header.deposit')}
          </Button>
        )}
        <Button $variant="outline" onClick={close} data-testid="after-login-close">
          {t('account.startPlaying')}
        </Button>
      </Actions>
    </Modal>
  );
}

export function RegisterSuccessModal() {
  const { t } = useTranslation();
  const close = useSetAtom(closeModalAtom);
  return (
    <Modal title={t('account.registerSuccessTitle')} onClose={close} width={400} testId="register-success-modal">
      <Text>{t('account.registerSuccessText')}</Text>
      <Button $block onClick={close} data-testid="register-success-close">
        {t('account.startPlaying')}
      </Button>
    </Modal>
  );
}

/** Mobile registration: the platform made the account; show it before the success modal. */
export function RegisterAccountModal() {
  const { t } = useTranslation();
  const modal = useAtomValue(modalAtom);
  const openModal = useSetAtom(openModalAtom);
  const next = () => openModal({ name: 'registerSuccess' });
  return (
    <Modal title={t('account.register_success')} onClose={next} dismissible={false} width={400} testId="register-account-modal">
      <Text>{t('account.autoAccountText')}</Text>
      <Credentials>
        <dt>{t('account.field_username')}</dt>
        <dd data-testid="register-account-username">{modal?.data?.username ?? ''}</dd>
        <dt>{t('account.field_password')}</dt>
        <dd data-testid="register-account-password">{modal?.data?.password ?? ''}</dd>
      </Credentials>
      <Button $block onClick={next} data-testid="register-account-confirm">
        {t('account.confirm')}
      </Button>
    </Modal>
  );
}

export function LogoutConfirmModal() {
  const { t } = useTranslation();
  const close = useSetAtom(closeModalAtom);
  const logout = useLogout();
  const [busy, setBusy] = useState(false);
  return (
    <Modal title={t('header.logout')} onClose={close} width={400} testId="logout-confirm-modal">
      <Text>{t('account.logoutConfirm')}</Text>
      <Actions>
        <Button
          $busy={busy}
          data-testid="logout-confirm"
          onClick={() => {
            setBusy(true);
            void logout();
          }}
        >
          {busy ? t('account.submitting') : t('header.logout')}
        </Button>
        <Button $variant="outline" onClick={close} data-testid="logout-cancel">
          {t('common.cancel')}
        </Button>
      </Actions>
    </Modal>
  );
}

/** Spec sections 5, 8: a trial account tried something that needs a real one. */
export function TrialWarningModal() {
  const { t } = useTranslation();
  const close = useSetAtom(closeModalAtom);
  return (
    <Modal title={t('account.warning')} onClose={close} width={400} testId="trial-warning-modal">
      <Text>{t('account.in_need_true_account')}</Text>
      <Button $block onClick={close} data-testid="trial-warning-confirm">
        {t('account.in_increase_submit')}
      </Button>
    </Modal>
  );
}
