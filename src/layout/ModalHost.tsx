import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import styled from 'styled-components';
import { closeModalAtom, modalAtom, type ModalState } from '../state/modals';
import { loadAllStrings } from '../i18n';
import { Loading } from '../ui/Spinner';

/** A modal chunk, loaded with the strings beyond the first paint (account forms, help, …). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each modal has its own props
function lazyModal<C extends ComponentType<any>>(load: () => Promise<{ default: C }>) {
  return lazy(() => Promise.all([load(), loadAllStrings()]).then(([m]) => m));
}

const HelpModal = lazyModal(() => import('../features/help/HelpModal'));
const AppDownloadModal = lazyModal(() => import('../features/download/AppDownloadModal'));
const LoginModal = lazyModal(() => import('../features/account/LoginModal'));
const ChangePasswordModal = lazyModal(() => import('../features/account/ChangePasswordModal'));
const ForgetPasswordModal = lazyModal(() => import('../features/account/ForgetPasswordModal'));
const dialog = <K extends 'AfterLoginModal' | 'RegisterSuccessModal' | 'RegisterAccountModal' | 'LogoutConfirmModal' | 'TrialWarningModal'>(name: K) =>
  lazyModal(() => import('../features/account/AccountDialogs').then((m) => ({ default: m[name] })));
const AfterLoginModal = dialog('AfterLoginModal');
const RegisterSuccessModal = dialog('RegisterSuccessModal');
const RegisterAccountModal = dialog('RegisterAccountModal');
const LogoutConfirmModal = dialog('LogoutConfirmModal');
const TrialWarningModal = dialog('TrialWarningModal');

const Pending = styled.div`
  position: fixed;
  inset: 0;
  z-index: 100;
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.colors.overlay};
`;

function renderModal(modal: ModalState, close: () => void): ReactNode {
  switch (modal.name) {
    case 'help':
      return <HelpModal key={modal.arg ?? ''} initialTopic={modal.arg} onClose={close} />;
    case 'appDownload':
      return <AppDownloadModal onClose={close} />;
    case 'login':
    case 'register':
      return <LoginModal key={modal.name} initialTab={modal.name} />;
    case 'changePassword':
      return <ChangePasswordModal reason={modal.arg} />;
    case 'forgetPassword':
      return <ForgetPasswordModal />;
    case 'afterLogin':
      return <AfterLoginModal />;
    case 'registerSuccess':
      return <RegisterSuccessModal />;
    case 'registerAccount':
      return <RegisterAccountModal />;
    case 'logoutConfirm':
      return <LogoutConfirmModal />;
    case 'trialWarning':
      return <TrialWarningModal />;
    default:
      // other modals (password, announcements, …) are hosted by their own areas
      return null;
  }
}

/** Renders the open modal (one at a time); each modal's code loads only when first opened. */
export function ModalHost() {
  const modal = useAtomValue(modalAtom);
  const close = useSetAtom(closeModalAtom);
  if (!modal) return null;

  const content = renderModal(modal, close);
  if (!content) return null;
  return (
    <Suspense
      fallback={
        <Pending>
          <Loading />
        </Pending>
      }
    >
      {content}
    </Suspense>
  );
}
