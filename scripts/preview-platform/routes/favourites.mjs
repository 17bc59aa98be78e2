// Favourite games per account (state slot `favourites`: username -> Map "<VENDOR>:<nodeId>" -> entry).
//
//   POST   /wps/relay/MCSFE_addFavoriteGame    body { nodeId, vendor, gameType }      -> true
//   DELETE /wps/relay/MCSFE_removeFavoriteGame ?nodeId&vendor&gameType               -> true
//   GET    /wps/relay/MCSFE_getFavoriteGames   ?clientType&platform&gameType?        -> { content: [{ nodeId, vendor, gameType }] }
//   GET    /wps/relay/MCSFE_getFavoriteGamesList ?clientType&platform&gameType?&pageNo&pageSize
//                                              -> { content: Game[], totalPages, totalCount }
// gameType filters when given (comma-separated list allowed). Newest first.
//
// Preview-only (never in production): POST /__preview/login body { username } (header Merchant)
// -> { token } for any username (a seed account or an ad-hoc one); open the site with ?token=<token>.
import { HttpError } from '../envelope.mjs';

function toInt(text, fallback) {
  const n = Number.parseInt(text ?? '', 10);
  return Number.isFinite(n) ? n : fallback;
}

function slotOf(state, code, username) {
  const all = state.slot(code, 'favourites', () => new Map());
  if (!all.has(username)) all.set(username, new Map());
  return all.get(username);
}

const keyOf = (vendor, nodeId) => `${String(vendor).toUpperCase()}:${String(nodeId)}`;

function readIds(source) {
  const get = (k) => (typeof source.get === 'function' ? source.get(k) : source[k]);
  const nodeId = get('nodeId');
  const vendor = get('vendor') ?? get('vassalage');
  const gameType = get('gameType');
  if (nodeId === undefined || nodeId === null || nodeId === '' || !vendor) {
    throw new HttpError(400, 'request_body_required', 'nodeId and vendor are required');
  }
  return { nodeId: String(nodeId), vendor: String(vendor), gameType: gameType ? String(gameType).toUpperCase() : '' };
}

function typeFilter(query) {
  const raw = query.get('gameType');
  if (!raw) return null;
  return new Set(raw.toUpperCase().split(',').map((s) => s.trim()).filter(Boolean));
}

function entries(state, code, username, query) {
  const types = typeFilter(query);
  return [...slotOf(state, code, username).values()]
    .sort((a, b) => b.addedAt - a.addedAt)
    .filter((e) => !types || types.has(e.gameType));
}

function add({ code, body, state, username }) {
  const ids = readIds(body ?? {});
  const favs = slotOf(state, code, username);
  const seq = (favs.seq = (favs.seq ?? 0) + 1);
  favs.set(keyOf(ids.vendor, ids.nodeId), { ...ids, addedAt: seq });
  return true;
}

function remove({ code, query, state, username }) {
  const ids = readIds(query);
  slotOf(state, code, username).delete(keyOf(ids.vendor, ids.nodeId));
  return true;
}

function favouriteIds({ code, query, state, username }) {
  return { content: entries(state, code, username, query).map(({ nodeId, vendor, gameType }) => ({ nodeId, vendor, gameType })) };
}

function favouriteList({ store, code, query, state, username }) {
  const cat = store.catalogue(code);
  const byKey = new Map(cat.games.map((g) => [keyOf(g.vassalage, g.nodeId), g]));
  const games = entries(state, code, username, query)
    .map((e) => byKey.get(keyOf(e.vendor, e.nodeId)))
    .filter(Boolean);
  const pageSize = Math.min(Math.max(toInt(query.get('pageSize'), 999), 1), 999);
  const pageNo = Math.max(toInt(query.get('pageNo'), 1), 1);
  const start = (pageNo - 1) * pageSize;
  return { content: games.slice(start, start + pageSize), totalPages: Math.ceil(games.length / pageSize), totalCount: games.length };
}

/** Preview-only login for tests and demos: a session for any username, no password. */
function previewLogin({ code, body, state }) {
  const username = typeof body?.username === 'string' ? body.username.trim() : '';
  if (!/^[A-Za-z0-9_]{3,32}$/.test(username)) throw new HttpError(400, 'username.invalid', 'username: 3-32 letters, digits or _');
  return { token: state.openSession(code, username), username };
}

export const favouriteRoutes = [
  { method: 'POST', path: '/wps/relay/MCSFE_addFavoriteGame', auth: true, handler: add },
  { method: 'DELETE', path: '/wps/relay/MCSFE_removeFavoriteGame', auth: true, handler: remove },
  { method: 'GET', path: '/wps/relay/MCSFE_getFavoriteGames', auth: true, handler: favouriteIds },
  { method: 'GET', path: '/wps/relay/MCSFE_getFavoriteGamesList', auth: true, handler: favouriteList },
  { method: 'POST', path: '/__preview/login', handler: previewLogin },
];
