// Game relays: vendor lanes, the paged + filtered game list, hot games, vendor game types.
import { hashString } from '../rng.mjs';

export const DEFAULT_PAGE_SIZE = 35;
export const MAX_PAGE_SIZE = 1000;

function toInt(text, fallback) {
  const n = Number.parseInt(text ?? '', 10);
  return Number.isFinite(n) ? n : fallback;
}

/** Counts games per gameType/gameClassify once per catalogue. */
const countsCache = new WeakMap();
function classifyCounts(cat) {
  if (countsCache.has(cat)) return countsCache.get(cat);
  const counts = {};
  for (const g of cat.games) {
    const byType = (counts[g.gameType] ??= { __all: 0 });
    byType.__all++;
    for (const key of String(g.gameClassify ?? '').split(',').filter(Boolean)) byType[key] = (byType[key] ?? 0) + 1;
  }
  countsCache.set(cat, counts);
  return counts;
}

/**
 * The vendor-lanes reply of a games fixture (pure): one lane per game type that has vendors, in
 * fixture order, with the game counts when `counts` is given. `sources` lists, per lane, the
 * fixture key it came from (brand:check maps its findings back to fixtures/games.json).
 */
export function lanesReply(vendorsByType, classifyByType = {}, counts = {}) {
  const entries = Object.entries(vendorsByType ?? {}).filter(([, vendors]) => Array.isArray(vendors) && vendors.length > 0);
  const lanes = entries.map(([gameType, vendors]) => ({
    title: gameType,
    gameClassify: (Array.isArray(classifyByType?.[gameType]) ? classifyByType[gameType] : []).map((c) => ({
      key: c?.key,
      displayName: c?.displayName,
      gameCount: c?.key === 'ALL' ? counts[gameType]?.__all ?? 0 : counts[gameType]?.[c?.key] ?? 0,
    })),
    cards: vendors.map((v) => ({
      vassalage: v?.vassalage,
      displayName: v?.displayName,
      gameType,
      smallIcon: v?.smallIcon ?? null,
      isHot: v?.isHot ? 1 : 0,
      ...(v?.isGame ? { isGame: v.isGame } : {}),
    })),
  }));
  return { reply: { data: { lanes } }, sources: entries.map(([gameType]) => gameType) };
}

/** GET GCSGAME_newGameVendor: the lanes of the brand's games fixture (isHot as 1/0, as the real platform sends it). */
function newGameVendor({ store, code }) {
  const cat = store.catalogue(code);
  return lanesReply(cat.vendors, cat.classify, classifyCounts(cat)).reply;
}

/**
 * GET GCSGAME_gameList: filters gameType, vassalage (exact, case-insensitive), gameClassify
 * (exact; "ALL" or empty = any), gameName (substring of gameName or displayName, case-insensitive),
 * minBet and minLineNum (equal); pageNo 1-based, pageSize default 35.
 */
function gameList({ store, code, query }) {
  const cat = store.catalogue(code);
  const gameType = query.get('gameType')?.toUpperCase() || null;
  const vassalage = query.get('vassalage')?.toUpperCase() || null;
  const classify = query.get('gameClassify')?.toUpperCase() || null;
  const name = query.get('gameName')?.trim().toLowerCase() || null;
  const minBet = query.get('minBet') ? Number(query.get('minBet')) : null;
  const minLineNum = query.get('minLineNum') ? Number(query.get('minLineNum')) : null;
  const pageSize = Math.min(Math.max(toInt(query.get('pageSize'), DEFAULT_PAGE_SIZE), 1), MAX_PAGE_SIZE);
  const pageNo = Math.max(toInt(query.get('pageNo'), 1), 1);

  const matches = cat.games.filter(
    (g) =>
      (!gameType || g.gameType === gameType) &&
      (!vassalage || String(g.vassalage).toUpperCase() === vassalage) &&
      (!classify || classify === 'ALL' || String(g.gameClassify ?? '').toUpperCase().split(',').includes(classify)) &&
      (!name || [g.gameName, g.nodeName, g.displayName].some((n) => String(n ?? '').toLowerCase().includes(name))) &&
      (minBet === null || Number.isNaN(minBet) || g.minBet === minBet) &&
      (minLineNum === null || Number.isNaN(minLineNum) || g.minLineNum === minLineNum),
  );
  const totalCount = matches.length;
  const start = (pageNo - 1) * pageSize;
  return {
    games: matches.slice(start, start + pageSize),
    totalPages: Math.ceil(totalCount / pageSize),
    // a recorded list without totalCount is answered without it, as the real platform may
    ...(cat.recorded && !cat.recorded.totalCount ? {} : { totalCount }),
    pageNo,
    pageSize,
  };
}

export const HOT_GAME_COUNT = 12;

/** POST GCSGAME_hotGamesV2: a stable pick of 12 hand-listed RNG/FISH/LIVE games (same every call). */
function hotGames({ store, code }) {
  const cat = store.catalogue(code);
  const pool = cat.games.slice(0, cat.listed).filter((g) => ['RNG', 'FISH', 'LIVE', 'PVP'].includes(g.gameType));
  const source = pool.length > 0 ? pool : cat.games;
  const list = source
    .map((g) => ({ g, h: hashString(`${code}:${g.nodeId}`) }))
    .sort((a, b) => a.h - b.h || a.g.nodeId - b.g.nodeId)
    .slice(0, HOT_GAME_COUNT)
    .map(({ g }) => g);
  return { list };
}

/** GET GCSGAME_getVassGameType: { content: { <gameType>: { <vendor>: [classify keys its games use] } } }. */
function vassGameType({ store, code }) {
  const cat = store.catalogue(code);
  const content = {};
  for (const [gameType, vendors] of Object.entries(cat.vendors)) {
    content[gameType] = {};
    for (const v of vendors ?? []) content[gameType][v.vassalage] = new Set();
  }
  for (const g of cat.games) {
    const byVendor = (content[g.gameType] ??= {});
    const keys = (byVendor[g.vassalage] ??= new Set());
    for (const key of String(g.gameClassify ?? '').split(',').filter(Boolean)) keys.add(key);
  }
  for (const byVendor of Object.values(content)) {
    for (const vendor of Object.keys(byVendor)) byVendor[vendor] = [...byVendor[vendor]].sort();
  }
  return { content };
}

/**
 * GET GLS2_roomList?nodeId=: the rooms of a PVP game (a game's `rooms` in games.json when it lists
 * them; else three tables from its own minBet, x1, x10, x100). Other games have none.
 */
function roomList({ store, code, query }) {
  const nodeId = toInt(query.get('nodeId'), -1);
  const game = store.catalogue(code).games.find((g) => g.nodeId === nodeId);
  return { list: game ? roomsOf(game, code) : [] };
}

/** The rooms of a game (none unless PVP): its listed `rooms`, else three tables from its minBet. */
export function roomsOf(game, code) {
  if (game.gameType !== 'PVP') return [];
  if (Array.isArray(game.rooms)) return game.rooms;
  const base = Number(game.minBet) > 0 ? Number(game.minBet) : 1;
  const names = ['Beginner', 'Regular', 'High roller'];
  return names.map((roomName, i) => ({ roomId: `${game.nodeId}-${i + 1}`, roomName, minBet: base * 10 ** i, onlineCount: (hashString(`${code}:${game.nodeId}:${i}`) % 40) + 1 }));
}

export const gameRoutes = [
  { call: 'roomList', handler: roomList },
  { call: 'vendorLanes', handler: newGameVendor },
  // a recorded game list is filtered and paged here like the generated one (recorded: 'handler')
  { call: 'gameList', handler: gameList, recorded: 'handler' },
  { call: 'hotGames', handler: hotGames },
  { call: 'vendorGameTypes', handler: vassGameType },
];
