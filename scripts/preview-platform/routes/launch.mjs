// Game launch, recent games and the small preview game page the launch URL points at.
//
//   GET /wps/game/launchGame (session)  gameId | roomId | (vassalage alone: the vendor's first game of gameType),
//       launchMode GLS | LOTT (LOTT: lottoGameCode, lottoArea, lottoPrizeMode, lottoView, device, backUrl)
//       -> { content: { game_url, game_url2: null } }; the game is recorded in the player's recent games.
//       A game listed in fixtures/games.json `maintenance` answers errorCode game.maintenance.
//   GET /wps/relay/GCS_recentGame (session) pageNo, pageSize -> { list, totalPages, totalCount }
//   GET /cdn/preview-game?vendor&game&name -> a same-origin HTML page: the game's name and a spinning reel
//       (no script; the site's frame-src 'self' allows it).
import { URLSearchParams } from 'node:url';
import { HttpError } from '../envelope.mjs';
import { cspOf, pageHeaders } from '../../security-headers.mjs';
import { roomsOf } from './games.mjs';

export const RECENT_LIMIT = 50;

function toInt(text, fallback) {
  const n = Number.parseInt(text ?? '', 10);
  return Number.isFinite(n) ? n : fallback;
}

/** username -> games, most recent first (one entry per game). */
function recentSlot(state, code) {
  return state.slot(code, 'recentGames', () => new Map());
}

/** username -> lottery games [{ gameCode, gameName, lottoArea }], most recent first. */
export function recentLotterySlot(state, code) {
  return state.slot(code, 'recentLottery', () => new Map());
}

function pushFront(list, item, same, limit = RECENT_LIMIT) {
  const next = [item, ...list.filter((x) => !same(x))];
  return next.slice(0, limit);
}

function maintenanceIds(store, code) {
  const raw = store.doc(code, 'fixtures/games.json', { optional: true }) ?? {};
  return new Set((Array.isArray(raw.maintenance) ? raw.maintenance : []).map(String));
}

function lotteryGames(store, code) {
  const doc = store.doc(code, 'fixtures/lottery.json', { optional: true }) ?? {};
  const all = [];
  for (const groups of Object.values(doc.gameMenus ?? {})) for (const g of groups ?? []) for (const x of g.games ?? []) all.push(x);
  for (const groups of Object.values(doc.vnMenus ?? {})) for (const g of groups ?? []) for (const x of g.gameMenus ?? []) all.push(x);
  return all;
}

function previewUrl(origin, params) {
  return `${origin}/cdn/preview-game?${new URLSearchParams(params).toString()}`;
}

/** How many games an account has opened since the platform started (missions grow with it: routes/rewards.mjs). */
export function launchCount(state, code, username) {
  return state.slot(code, 'launchCounts', () => new Map()).get(username) ?? 0;
}

function countLaunch(state, code, username) {
  const counts = state.slot(code, 'launchCounts', () => new Map());
  counts.set(username, (counts.get(username) ?? 0) + 1);
}

function launchGame({ store, code, query, origin, state, username }) {
  const mode = (query.get('launchMode') ?? 'GLS').toUpperCase();
  const vendor = query.get('vassalage') ?? '';
  if (mode === 'LOTT') {
    const gameCode = query.get('lottoGameCode') ?? '';
    const area = query.get('lottoArea') ?? '';
    const game = gameCode ? lotteryGames(store, code).find((g) => g.gameCode === gameCode) : null;
    if (gameCode && !game) throw new HttpError(200, 'game.not.found', `No lottery game ${gameCode}`);
    const name = game?.gameName ?? 'Lottery lobby';
    if (game) {
      countLaunch(state, code, username);
      const slot = recentLotterySlot(state, code);
      slot.set(username, pushFront(slot.get(username) ?? [], { gameCode, gameName: name, lottoArea: area }, (x) => x.gameCode === gameCode));
    }
    return { content: { game_url: previewUrl(origin, { vendor: vendor || 'TCG_SEA', game: gameCode || 'LOBBY', name, view: query.get('lottoView') ?? 'lobby' }), game_url2: null } };
  }

  const cat = store.catalogue(code);
  const gameId = query.get('gameId') ?? query.get('roomId');
  const gameType = query.get('gameType')?.toUpperCase() || null;
  let game;
  if (gameId) game = cat.games.find((g) => String(g.gameId) === gameId || (g.roomId !== undefined && String(g.roomId) === gameId));
  else if (vendor) {
    const ofVendor = cat.games.filter((g) => String(g.vassalage).toUpperCase() === vendor.toUpperCase());
    game = ofVendor.find((g) => !gameType || g.gameType === gameType) ?? ofVendor[0];
  }
  // a room from GLS2_roomList launches its game (nodeId)
  const roomId = query.get('roomId');
  if (!game && roomId) {
    const node = Number(query.get('nodeId'));
    game = cat.games.find((g) => g.nodeId === node && roomsOf(g, code).some((r) => String(r.roomId) === roomId));
  }
  if (!game) throw new HttpError(200, 'game.not.found', 'Game not found.');
  if (maintenanceIds(store, code).has(String(game.gameId))) {
    throw new HttpError(200, 'game.maintenance', 'Game under maintenance, please try again later.');
  }
  countLaunch(state, code, username);
  const slot = recentSlot(state, code);
  slot.set(username, pushFront(slot.get(username) ?? [], game, (g) => g.gameId === game.gameId && g.vassalage === game.vassalage));
  const name = game.displayName || game.gameName;
  return { content: { game_url: previewUrl(origin, { vendor: game.vassalage, game: String(game.gameId), name }), game_url2: null } };
}

function recentGames({ code, query, state, username }) {
  const list = recentSlot(state, code).get(username) ?? [];
  const pageSize = Math.min(Math.max(toInt(query.get('pageSize'), 35), 1), 1000);
  const pageNo = Math.max(toInt(query.get('pageNo'), 1), 1);
  const start = (pageNo - 1) * pageSize;
  return { list: list.slice(start, start + pageSize), totalPages: Math.ceil(list.length / pageSize), totalCount: list.length };
}

const escapeHtml = (s) => String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

export function previewGameHtml({ vendor, game, name }) {
  const symbols = ['7', '&#9733;', '&#9830;', '&#9827;', '&#9824;', '&#9829;', 'BAR', '7'];
  const reel = (delay) =>
    `<div class="reel"><div class="strip" style="animation-delay:${delay}s">${symbols.map((s) => `<span>${s}</span>`).join('')}</div></div>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(name)}</title>
<style>
  html, body { margin: 0; height: 100%; background: #14121f; color: #f4f1ff; font: 16px/1.4 system-ui, sans-serif; }
  main { display: grid; place-content: center; justify-items: center; gap: 16px; height: 100%; text-align: center; }
  h1 { margin: 0; font-size: 24px; }
  p { margin: 0; opacity: .7; font-size: 14px; }
  .reels { display: flex; gap: 8px; padding: 12px; border-radius: 12px; background: #2a2540; }
  .reel { width: 64px; height: 64px; overflow: hidden; border-radius: 8px; background: #fff; color: #c0392b; }
  .strip { display: grid; animation: spin 1.2s linear infinite; }
  .strip span { display: grid; place-items: center; height: 64px; font-size: 28px; font-weight: 700; }
  @keyframes spin { from { transform: translateY(0); } to { transform: translateY(-448px); } }
  @media (prefers-reduced-motion: reduce) { .strip { animation: none; } }
</style></head>
<body><main data-testid="preview-game">
  <h1 data-testid="preview-game-name">${escapeHtml(name)}</h1>
  <div class="reels" aria-hidden="true">${reel(0)}${reel(-0.4)}${reel(-0.8)}</div>
  <p>${escapeHtml(vendor)} · ${escapeHtml(game)} · preview platform</p>
</main></body></html>
`;
}

function previewGame({ res, query }) {
  const html = previewGameHtml({
    vendor: query.get('vendor') ?? '',
    game: query.get('game') ?? '',
    name: query.get('name') || query.get('game') || 'Game',
  });
  res.writeHead(200, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    // the site's page headers, with a policy of its own: no script, only the site may frame it
    ...pageHeaders(cspOf({ 'default-src': ["'none'"], 'style-src': ["'unsafe-inline'"], 'form-action': ["'self'"], 'frame-ancestors': ["'self'"] })),
    'Content-Length': Buffer.byteLength(html),
  });
  res.end(html);
}

export const launchRoutes = [
  { call: 'launchGame', handler: launchGame },
  { call: 'recentGames', handler: recentGames },
  { method: 'GET', path: '/cdn/preview-game', handler: previewGame },
];
