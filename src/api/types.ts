/** Reply shapes of the platform calls the site makes (see docs/brand-folder-and-endpoints.md). */
import type { GameCategory } from '../brand/model';

export interface Banner {
  bannerId: string | number;
  groupName: string;
  url: string;
  linkageType: string | null;
  linkage: string | null;
}

export interface Promotion {
  id: string | number;
  category: string;
  title: string;
  imageUrl: string;
  content: string;
  startTime?: string;
  endTime?: string;
}

export interface Announcements {
  banners: Banner[];
  player: Array<{ id: string | number; title: string; content: string; createTime?: string }>;
  popup: Array<{ id: string | number; title: string; content: string; createTime?: string }>;
  promotion: Promotion[];
}

export interface HelpTopic {
  title: string;
  tag: string;
  content: string;
}

export interface Game {
  nodeId: number | string;
  gameId: number | string;
  roomId?: number | string | null;
  gameType: GameCategory | string;
  gameClassify: string;
  vassalage: string;
  gameName: string;
  displayName: string;
  iconUrl: string;
  minBet?: number | null;
  minLineNum?: number | null;
  isGame?: string | null;
}

export interface GamePage {
  games: Game[];
  totalPages: number;
  totalCount: number;
}

export interface GameClassify {
  key: string;
  displayName: string;
  gameCount: number;
}

export interface VendorLane {
  title: GameCategory;
  gameClassify: GameClassify[];
  cards: Array<{ vassalage: string; displayName: string; gameType: string; smallIcon: string | null; isHot: boolean }>;
}

export interface LotteryMenuGroup {
  gameGroupCode: string;
  gameGroupName: string;
  games: Array<{ gameCode: string; gameName: string; defaultPlayType?: string }>;
}

export interface VnLotteryMenuGroup {
  groupCode: string;
  groupName: string;
  gameMenus: Array<{ gameCode: string; gameName: string }>;
}

export interface GameListQuery {
  gameType: string;
  vassalage?: string;
  gameClassify?: string;
  gameName?: string;
  minBet?: number;
  pageNo: number;
  pageSize: number;
}
