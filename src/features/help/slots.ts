/** The help centre in the shell: /help (home with the help dialog over it), /helpmc, and the dialog. */
import { createElement } from 'react';
import { PUBLIC_HELP_PATH, registerModals, registerPages, type ModalProps } from '../../shell/slots';

declare module '../../shell/slots' {
  interface ModalRegistry {
    /** arg: the topic tag to show first */
    help: string | undefined;
  }
}

registerPages(
  { id: 'help', paths: ['/help'], shellPage: 'home', layout: { header: true, banner: true, footer: true, sideMenu: true }, bannerGroup: 'w_home', openModal: 'help' },
  {
    id: 'helpmc',
    paths: [PUBLIC_HELP_PATH],
    load: () => import('./HelpPage'),
    layout: { header: false, banner: false, footer: false, sideMenu: false },
    public: true,
  },
);

registerModals({
  name: 'help',
  load: () =>
    import('./HelpModal').then((m) => ({
      default: ({ modal, close }: ModalProps) => createElement(m.default, { key: modal.arg ?? '', initialTopic: modal.arg, onClose: close }),
    })),
});
