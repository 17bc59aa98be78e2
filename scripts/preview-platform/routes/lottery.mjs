// Lottery gateway (/lgw): bare replies, no envelope. Data from fixtures/lottery.json:
// { gameMenus: { <prizeMode>: [{ gameGroupCode, gameGroupName, games: [{ gameCode, gameName, defaultPlayType }] }] },
//   vnMenus:   { <prizeMode>: [{ groupCode, groupName, gameMenus: [{ gameCode, gameName }] }] },
//   popular?:  [gameCode, ...] }
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

export const lotteryRoutes = [
  { method: 'GET', path: '/lgw/games/game_menus', handler: gameMenus },
  { method: 'GET', path: '/lgw/vn/games/game_menu', handler: vnGameMenu },
  { method: 'GET', path: '/lgw/games/popular', handler: popular },
];
