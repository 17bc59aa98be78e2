// Lottery gateway (/lgw): bare replies, no envelope. Data from fixtures/lottery.json:
// { gameMenus: { <prizeMode>: [{ gameGroupCode, gameGroupName, games: [{ gameCode, gameName, defaultPlayType }] }] },
//   vnMenus:   { <prizeMode>: [{ groupCode, groupName, gameMenus: [{ gameCode, gameName }] }] },
//   popular?:  [gameCode, ...] }
import { hashString, seededRandom } from '../rng.mjs';
import { recentLotterySlot } from './launch.mjs';

function lotteryDoc(store, code) {
  return store.doc(code, 'fixtures/lottery.json', { optional: true }) ?? {};
}

function brandPrizeMode(store, code) {
  try {
    const lottery = store.doc(code, 'brand.json')?.lottery;
    return typeof lottery === 'string' ? lottery : lottery?.prizeMode ?? null;
  } catch {
    return null;
  }
}

function byPrizeMode(map, wanted, fallback) {
  if (!map || typeof map !== 'object') return [];
  if (Array.isArray(map)) return map;
  const keys = Object.keys(map);
  const key = [wanted, fallback, keys[0]].find((k) => k && keys.includes(k));
  return key ? map[key] : [];
}

function gameMenus({ store, code, query }) {
  return byPrizeMode(lotteryDoc(store, code).gameMenus, query.get('prizeMode'), brandPrizeMode(store, code));
}

function vnGameMenu({ store, code, query }) {
  return byPrizeMode(lotteryDoc(store, code).vnMenus, query.get('prizeMode'), brandPrizeMode(store, code));
}

function popular({ store, code, query }) {
  const count = Math.min(Math.max(Number.parseInt(query.get('count') ?? '20', 10) || 20, 1), 100);
  const doc = lotteryDoc(store, code);
  const menus = byPrizeMode(doc.gameMenus, null, brandPrizeMode(store, code));
  const all = menus.flatMap((group) => (group.games ?? []).map(({ gameCode, gameName }) => ({ gameCode, gameName })));
  const order = Array.isArray(doc.popular) ? doc.popular : [];
  const ranked = [
    ...order.map((c) => all.find((g) => g.gameCode === c)).filter(Boolean),
    ...all.filter((g) => !order.includes(g.gameCode)),
  ];
  return ranked.slice(0, count);
}

// Opened (drawn) numbers: deterministic per game and draw, so runs repeat. A draw every 5 minutes of a
// fixed epoch; `count` (default 10, at most 100) latest draws, newest first.
const DRAW_MS = 5 * 60 * 1000;
const EPOCH = Date.UTC(2026, 0, 1);

function lotteryType(doc, gameCode) {
  for (const groups of Object.values(doc.gameMenus ?? {})) {
    for (const g of groups ?? []) if ((g.games ?? []).some((x) => x.gameCode === gameCode)) return g.gameGroupCode;
  }
  for (const groups of Object.values(doc.vnMenus ?? {})) {
    for (const g of groups ?? []) if ((g.gameMenus ?? []).some((x) => x.gameCode === gameCode)) return 'VN';
  }
  return null;
}

/** Winning numbers of one draw for the spec's lottery types (11X5, LF, LHC, PK10, SSC) and VN. */
export function drawNumbers(type, rand) {
  const digits = (n, max) => Array.from({ length: n }, () => String(Math.floor(rand() * max)));
  const distinct = (n, from, to, pad) => {
    const pool = Array.from({ length: to - from + 1 }, (_, i) => from + i);
    const out = [];
    for (let i = 0; i < n; i++) out.push(pool.splice(Math.floor(rand() * pool.length), 1)[0]);
    return out.map((x) => String(x).padStart(pad, '0'));
  };
  switch (type) {
    case 'SSC': return digits(5, 10);
    case '11X5': return distinct(5, 1, 11, 2);
    case 'PK10': return distinct(10, 1, 10, 2);
    case 'LHC': return distinct(7, 1, 49, 2);
    case 'LF': return digits(3, 10);
    case 'VN': return [String(Math.floor(rand() * 100000)).padStart(5, '0')];
    default: return digits(5, 10);
  }
}

function openedNumbers(store, code, query, vnOnly) {
  const gameCode = query.get('gameCode') ?? '';
  const doc = lotteryDoc(store, code);
  const type = lotteryType(doc, gameCode);
  if (!type || (vnOnly && type !== 'VN')) return { gameCode, lotteryType: type, list: [] };
  const count = Math.min(Math.max(Number.parseInt(query.get('count') ?? '10', 10) || 10, 1), 100);
  const latest = Math.floor((Date.now() - EPOCH) / DRAW_MS);
  const list = [];
  for (let n = latest; n > latest - count; n--) {
    const rand = seededRandom(hashString(`${code}:${gameCode}:${n}`));
    list.push({ numero: String(n).padStart(8, '0'), openTime: new Date(EPOCH + n * DRAW_MS).toISOString(), winningNumbers: drawNumbers(type, rand) });
  }
  return { gameCode, lotteryType: type, list };
}

function vnOpened({ store, code, query }) {
  return openedNumbers(store, code, query, true);
}

function opened({ store, code, query }) {
  return openedNumbers(store, code, query, false);
}

/** The player's recently launched Vietnam lottery games (recorded by launchGame with lottoArea VN). */
function vnRecent({ code, state, username }) {
  return (recentLotterySlot(state, code).get(username) ?? [])
    .filter((g) => g.lottoArea === 'VN')
    .map(({ gameCode, gameName }) => ({ gameCode, gameName }));
}

export const lotteryRoutes = [
  { call: 'vnOpenedNumbers', handler: vnOpened },
  { call: 'openedNumbers', handler: opened },
  { call: 'vnLotteryRecent', handler: vnRecent },
  { call: 'lotteryMenus', handler: gameMenus },
  { call: 'vnLotteryMenu', handler: vnGameMenu },
  { call: 'popularLottery', handler: popular },
];
