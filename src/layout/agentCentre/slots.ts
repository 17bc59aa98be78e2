/**
 * The agent centre's own page: its chrome (menu, balance, close) is a lazy chunk at /agent/*, and
 * each page inside it is the lazy chunk of the feature that filled its slot (shell/agentCentre.ts).
 */
import { AGENT_CENTRE_PATH } from '../../shell/agentCentre';
import { registerPages } from '../../shell/slots';

registerPages({
  id: 'agentCentre',
  paths: [AGENT_CENTRE_PATH],
  prefix: true,
  load: () => import('./AgentCentrePage'),
  layout: { header: true, banner: false, footer: false, sideMenu: true },
});
