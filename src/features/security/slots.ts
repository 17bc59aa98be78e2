/**
 * The security centre fills the personal centre's first slot (shell/memberCentre.ts) for every
 * brand with the member centre (COMM3); what it offers inside follows the brand's other modIds.
 */
import { FLAG } from '../../contract/flags';
import { registerMemberPages } from '../../shell/memberCentre';

registerMemberPages({ id: 'securityCenter', load: () => import('./SecurityCenterPage'), visible: (c) => c.flags[FLAG.MEMBER_COMMON] === true });
