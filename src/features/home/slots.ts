/** The home page in the shell: it ships in the app shell, since most visits land on it. */
import { registerPages } from '../../shell/slots';

registerPages({
  id: 'home',
  paths: ['/', '/index', '/index.html', '/home'],
  shellPage: 'home',
  layout: { header: true, banner: true, footer: true, sideMenu: true },
  bannerGroup: 'w_home',
});
