/** Reply shapes of the platform calls, as the contract's readers leave them (src/contract/readers/). */
export type { Announcements, Notice, Promotion } from '../contract/readers/announcements';
export type { Banner, BannerTarget } from '../contract/readers/banners';
export type { HelpTopic } from '../contract/readers/help';
export type { LotteryMenuGroup, VnLotteryMenuGroup } from '../contract/readers/lottery';
export type { Game, GameClassify, VendorCard, VendorLane } from '../contract/readers/games';
export type { GamePage } from '../contract/readers/gameLists';

/** One page of a game list, as the site asks for it. */
export interface GameListQuery {
  gameType: string;
  vassalage?: string;
  gameClassify?: string;
  gameName?: string;
  minBet?: number;
  minLineNum?: number;
  pageNo: number;
  pageSize: number;
}
