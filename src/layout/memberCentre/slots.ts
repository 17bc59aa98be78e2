/**
 * The personal centre's own page: its chrome (menu, balance, close) is a lazy chunk at /member/*,
 * and each page inside it is the lazy chunk of the feature that filled its slot (shell/memberCentre.ts).
 */
import { MEMBER_CENTRE_PATH } from '../../shell/memberCentre';
import { registerPages } from '../../shell/slots';

registerPages({
  id: 'memberCentre',
  paths: [MEMBER_CENTRE_PATH],
  prefix: true,
  load: () => import('./MemberCentrePage'),
  layout: { header: true, banner: false, footer: false, sideMenu: true },
});
