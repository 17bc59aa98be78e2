/** The lottery pages in the shell. */
import { registerPages } from '../../shell/slots';

registerPages(
  { id: 'lottery', paths: ['/lottery'], load: () => import('./LotteryPage'), layout: { header: true, banner: false, footer: false, sideMenu: false } },
  {
    id: 'vnlottery',
    paths: ['/vnlottery'],
    load: () => import('./VnLotteryPage'),
    layout: { header: true, banner: false, footer: false, sideMenu: true, embedded: true },
  },
);
