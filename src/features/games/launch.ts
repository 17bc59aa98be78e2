/** Launch-call parameters (spec section 7) and the check a launch URL must pass before it is framed. */

export interface LaunchRequest {
  gameId: string | null;
  roomId: string | null;
  nodeId: string | null;
  vendor: string;
}

export function launchParams(req: LaunchRequest, merchantCode: string, language: string): Record<string, string | number> {
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
  if (req.nodeId) params.nodeId = req.nodeId;
  return params;
}

export interface LaunchReply {
  content?: { game_url?: string | null; game_url2?: string | null } | null;
  gameUrl?: string | null;
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
