/** The seamless (single) wallet page in the shell. */
import { registerPages } from '../../shell/slots';

registerPages({
  id: 'seamless',
  paths: ['/seamless'],
  load: () => import('./SeamlessPage'),
  layout: { header: true, banner: false, footer: false, sideMenu: true, embedded: true },
});
