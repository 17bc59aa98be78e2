/** The point mall in the shell. */
import { registerPages } from '../../shell/slots';

registerPages({
  id: 'pointMall',
  paths: ['/pointMall'],
  load: () => import('./PointMallPage'),
  layout: { header: true, banner: true, footer: true, sideMenu: false },
  bannerGroup: 'w_shop',
});
