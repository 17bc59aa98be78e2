/** Launch-call parameters (spec section 7) and the check a launch URL must pass before it is framed. */
import type { LaunchReply } from './api';

export type { LaunchReply };

export interface LaunchRequest {
  gameId: string | null;
  roomId: string | null;
  nodeId: string | null;
  vendor: string;
  /** only for a vendor launch without a game id: the vendor's game of this type */
  gameType?: string | null;
}

export interface SessionParams {
  username?: string | null;
  token?: string | null;
}

function withSession(params: Record<string, string | number>, session: SessionParams) {
  if (session.username) params.username = session.username;
  if (session.token) params.token = session.token;
  return params;
}

/** launchMode GLS: gameId or roomId, nodeId, accountType 1, confirmTrans 0, vassalage, platform, clientType 3, username, token, merchantCode, language. */
export function launchParams(req: LaunchRequest, merchantCode: string, language: string, session: SessionParams = {}): Record<string, string | number> {
  const params: Record<string, string | number> = {
    accountType: 1,
    confirmTrans: 0,
    vassalage: req.vendor,
    launchMode: 'GLS',
    platform: 'html5-desktop',
    clientType: 3,
    merchantCode,
    language,
  };
  if (req.roomId) params.roomId = req.roomId;
  else if (req.gameId) params.gameId = req.gameId;
  else if (req.gameType) params.gameType = req.gameType;
  if (req.nodeId) params.nodeId = req.nodeId;
  return withSession(params, session);
}

export interface LotteryLaunchRequest {
  vendor: string;
  gameCode: string | null;
  area: string;
  prizeMode: string;
  view: string;
  /** where the lottery's own back button returns */
  backUrl: string;
}

/** launchMode LOTT: lottoArea, lottoPrizeMode, lottoGameCode, lottoView, device WEB, backUrl. */
export function lotteryLaunchParams(req: LotteryLaunchRequest, merchantCode: string, language: string, session: SessionParams = {}): Record<string, string | number> {
  const params: Record<string, string | number> = {
    accountType: 1,
    confirmTrans: 0,
    vassalage: req.vendor,
    launchMode: 'LOTT',
    platform: 'html5-desktop',
    clientType: 3,
    merchantCode,
    language,
    lottoArea: req.area,
    lottoPrizeMode: req.prizeMode,
    lottoView: req.view === 'betting' ? 'betting' : 'lobby',
    device: 'WEB',
    backUrl: req.backUrl,
  };
  if (req.gameCode) params.lottoGameCode = req.gameCode;
  return withSession(params, session);
}

/** The game URL of a launch reply: game_url, then game_url2, then the older gameUrl. */
export function launchUrl(value: LaunchReply | null | undefined): string | null {
  return value?.content?.game_url || value?.content?.game_url2 || value?.gameUrl || null;
}

/** Only http(s) URLs (or same-origin paths) may be framed; never javascript:, data: and the like. */
export function safeFrameUrl(url: string | null, origin: string): string | null {
  if (!url) return null;
  const trimmed = url.trim();
  // protocol-relative URLs take the page's protocol, which is http(s)
  try {
    const parsed = new URL(trimmed, origin);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    return parsed.href;
  } catch {
    return null;
  }
}
