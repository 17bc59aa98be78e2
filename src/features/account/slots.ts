/** The account area in the shell: the registration page and the account dialogs. */
import { createElement } from 'react';
import { registerActions, registerModals, registerPages, type ModalProps } from '../../shell/slots';
import { LOGIN_AFTER_EXPIRY } from '../../shell/modals';
import { prefetchNewPlayerPromotions } from './newPlayerPromotions';

declare module '../../shell/slots' {
  interface ModalRegistry {
    /** the log-in popup on its log-in tab */
    login: undefined;
    /** the log-in popup on its register tab */
    register: undefined;
    /** arg: why the password must change (weak, expired, first login) */
    changePassword: string | undefined;
    forgetPassword: undefined;
    afterLogin: undefined;
    registerSuccess: undefined;
    /** data: the auto-generated account of a mobile registration */
    registerAccount: undefined;
    logoutConfirm: undefined;
    /** a trial (type 4) account tried a gated action: in_need_true_account */
    trialWarning: undefined;
  }
}

const dialog = (name: 'AfterLoginModal' | 'RegisterSuccessModal' | 'RegisterAccountModal' | 'LogoutConfirmModal' | 'TrialWarningModal') => () =>
  import('./AccountDialogs').then((m) => ({ default: m[name] as (props: ModalProps) => ReturnType<typeof m.AfterLoginModal> }));

const loginPopup = () =>
  import('./LoginModal').then((m) => ({
    default: ({ modal }: ModalProps) => createElement(m.default, { key: modal.name, initialTab: modal.name === 'register' ? 'register' : 'login', sessionExpired: modal.arg === LOGIN_AFTER_EXPIRY }),
  }));

registerPages(
  // the log-in popup over the home page, or on a logged-in-only brand (the guard's landing, where
  // every game needs a session) over the brand's backdrop
  { id: 'login', paths: ['/login'], shellPage: 'login', layout: { header: true, banner: false, footer: false, sideMenu: false }, public: true, visitorsOnly: true, openModal: 'login' },
  {
  id: 'register',
  paths: ['/register', '/register.html'],
  load: () => import('./RegisterPage'),
  layout: { header: true, banner: true, footer: false, sideMenu: false },
  bannerGroup: 'w_reg',
  public: true,
  // a player already in has an account: an invitation link opened again lands on the home page
  visitorsOnly: true,
  prefetch: prefetchNewPlayerPromotions,
  },
);

registerModals(
  // the popup brings only its own strings beyond the first paint: on a logged-in-only brand it is
  // every visitor's first screen (its register tab loads the rest)
  { name: 'login', load: loginPopup, strings: 'login', prefetch: prefetchNewPlayerPromotions },
  { name: 'register', load: loginPopup, strings: 'login', prefetch: prefetchNewPlayerPromotions },
  {
    name: 'changePassword',
    load: () => import('./ChangePasswordModal').then((m) => ({ default: ({ modal }: ModalProps) => createElement(m.default, { reason: modal.arg }) })),
  },
  { name: 'forgetPassword', load: () => import('./ForgetPasswordModal') },
  { name: 'afterLogin', load: dialog('AfterLoginModal') },
  { name: 'registerSuccess', load: dialog('RegisterSuccessModal') },
  { name: 'registerAccount', load: dialog('RegisterAccountModal') },
  { name: 'logoutConfirm', load: dialog('LogoutConfirmModal') },
  { name: 'trialWarning', load: dialog('TrialWarningModal') },
);

// the header's free demo: a guest (trial) session; the account flows load when it is pressed
registerActions({ id: 'freePlay', run: (deps) => import('./flows').then((flows) => flows.startFreePlay(deps)) });
