/** The promotions in the shell: the list and a promotion's detail. */
import { registerPages } from '../../shell/slots';

const layout = { header: true, banner: false, footer: true, sideMenu: true };

registerPages(
  { id: 'promotions', paths: ['/promotions'], load: () => import('./PromotionsPage'), layout },
  { id: 'promoDetail', paths: ['/promoDetail'], load: () => import('./PromoDetailPage'), layout },
);
