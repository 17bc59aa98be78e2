/** App download in the shell: the /down page and the download dialog. */
import { createElement } from 'react';
import { registerModals, registerPages, type ModalProps } from '../../shell/slots';

declare module '../../shell/slots' {
  interface ModalRegistry {
    appDownload: undefined;
  }
}

registerPages({
  id: 'down',
  paths: ['/down', '/download'],
  load: () => import('./DownloadPage'),
  layout: { header: true, banner: true, footer: true, sideMenu: true },
  bannerGroup: 'w_down',
  public: true,
});

registerModals({
  name: 'appDownload',
  load: () => import('./AppDownloadModal').then((m) => ({ default: ({ close }: ModalProps) => createElement(m.default, { onClose: close }) })),
});
