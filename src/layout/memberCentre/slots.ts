/**
 * The personal centre's own page: its chrome (menu, balance, close) is a lazy chunk at /member/*,
 * and each page inside it is the lazy chunk of the feature that filled its slot (shell/memberCentre.ts).
 */
import type { BrandModel } from '../../brand/model';
import { MEMBER_CENTRE_PATH, registeredMemberPage, visibleMemberPages } from '../../shell/memberCentre';
import { registerPages, type PrefetchDeps } from '../../shell/slots';

/**
 * The page inside the centre leaves early (as boot starts for a landing, on the entry's hover),
 * not once the centre has rendered and asked for it: the page the address names, at once; else,
 * once the brand is read, the first page a player of this brand is offered (the player's own
 * type is not known yet, so an agent or an odd account may be sent to another page and this
 * chunk goes unused).
 */
function loadCentrePage({ pathname, brand }: Pick<PrefetchDeps, 'pathname'> & Partial<PrefetchDeps>): Promise<unknown> {
  const id = decodeURIComponent(pathname.slice(MEMBER_CENTRE_PATH.length + 1).split('/')[0] ?? '');
  const model = brand as BrandModel | undefined;
  const guess = () => (model ? visibleMemberPages({ flags: model.flags, features: model.features, accountType: 0, trial: false, agent: false })[0] : undefined);
  const page = id ? registeredMemberPage(id) : guess();
  return page ? page.load() : Promise.resolve();
}

registerPages({
  id: 'memberCentre',
  paths: [MEMBER_CENTRE_PATH],
  prefix: true,
  load: () => import('./MemberCentrePage'),
  loadInner: loadCentrePage,
  layout: { header: true, banner: false, footer: false, sideMenu: true },
});
