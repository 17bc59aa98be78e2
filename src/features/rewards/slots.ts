/**
 * The player's rewards in the shell: the personal centre's reward centre, invite friends (only
 * while the merchant's referral promotion is on) and missions (with the open-mission badge), and
 * the player's rank page the header's member label opens (LINK.playerRank).
 */
import { FLAG } from '../../contract/flags';
import { LINK } from '../../shell/links';
import { registerMemberPages } from '../../shell/memberCentre';
import { registerLinks, registerPages } from '../../shell/slots';

registerMemberPages(
  { id: 'rewardCenter', load: () => import('./RewardCenterPage'), visible: (c) => c.flags[FLAG.REWARD_CENTER] === true },
  { id: 'referral', load: () => import('./ReferralPage'), visible: (c) => c.flags[FLAG.REWARD_CENTER] === true && c.promotions?.referral === true },
  { id: 'missionLeaderboard', load: () => import('./MissionsPage'), visible: (c) => c.flags[FLAG.MISSIONS] === true, badge: (c) => c.openMissions ?? 0 },
);

export const PLAYER_RANK_PATH = '/playerRank';

registerPages({
  id: 'playerRank',
  paths: [PLAYER_RANK_PATH],
  load: () => import('./PlayerRankPage'),
  layout: { header: true, banner: false, footer: true, sideMenu: true },
});

registerLinks({ id: LINK.playerRank, to: PLAYER_RANK_PATH, realAccount: true, visible: (c) => c.flags[FLAG.MEMBER_CLUB] === true && c.accountType !== null && !c.trial });
