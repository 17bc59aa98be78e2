// Favourite games per account (state slot `favourites`: username -> Map nodeId -> entry), as the
// real platform answers them:
//
//   POST   /wps/relay/MCSFE_addFavoriteGameV2    body { nodeId, vendor, gameType }   -> true
//   DELETE /wps/relay/MCSFE_removeFavoriteGameV2 body { nodeId, vendor, gameType }   -> true
//   GET    /wps/relay/MCSFE_getFavoriteGames     ?clientType&platform&gameType?     -> [nodeId, …] (strings)
//   GET    /wps/relay/MCSFE_getFavoriteGamesList ?clientType&platform&gameType?&pageNo&pageSize
//                                                -> { content: Game[], totalPages, totalCount }
// gameType filters when given (comma-separated list allowed). Newest first. An account's first
// favourites come from the brand's recorded reply of MCSFE_getFavoriteGames when it has one (an
// array of nodeIds), so a recorded brand starts as its recording says and then keeps state.
//
// Preview-only (never in production): POST /__preview/login body { username } (header Merchant)
// -> { token } for any username (a seed account or an ad-hoc one); open the site with ?token=<token>.
import { contract } from '../contract.mjs';
import { HttpError } from '../envelope.mjs';

const FAVOURITE_IDS_PATH = contract.CALLS.favouriteIds.path;

function toInt(text, fallback) {
  const n = Number.parseInt(text ?? '', 10);
  return Number.isFinite(n) ? n : fallback;
}

/** The recorded favourite ids of the brand (value or envelope), or none. */
function recordedIds(store, code) {
  const recorded = store.recordedReply(code, FAVOURITE_IDS_PATH);
  const value = recorded && typeof recorded === 'object' && !Array.isArray(recorded) && 'success' in recorded ? recorded.value : recorded;
  return Array.isArray(value) ? value.map(String) : [];
}

function slotOf({ state, store, code }, username) {
  const all = state.slot(code, 'favourites', () => new Map());
  if (!all.has(username)) {
    const favs = new Map();
    const byNode = new Map(store.catalogue(code).games.map((g) => [String(g.nodeId), g]));
    // recorded favourites, oldest first so the first listed is the newest
    recordedIds(store, code)
      .reverse()
      .forEach((nodeId, i) => {
        const g = byNode.get(nodeId);
        favs.set(nodeId, { nodeId, vendor: g?.vassalage ?? '', gameType: String(g?.gameType ?? '').toUpperCase(), addedAt: -1000 + i });
      });
    all.set(username, favs);
  }
  return all.get(username);
}

function readIds(source) {
  const nodeId = source?.nodeId;
  const vendor = source?.vendor ?? source?.vassalage;
  const gameType = source?.gameType;
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

function entries(ctx, query) {
  const types = typeFilter(query);
  return [...slotOf(ctx, ctx.username).values()]
    .sort((a, b) => b.addedAt - a.addedAt)
    .filter((e) => !types || types.has(e.gameType));
}

function add(ctx) {
  const ids = readIds(ctx.body);
  const favs = slotOf(ctx, ctx.username);
  const seq = (favs.seq = (favs.seq ?? 0) + 1);
  favs.set(ids.nodeId, { ...ids, addedAt: seq });
  return true;
}

function remove(ctx) {
  const ids = readIds(ctx.body);
  slotOf(ctx, ctx.username).delete(ids.nodeId);
  return true;
}

/** The real reply: a plain array of nodeId strings. */
function favouriteIds(ctx) {
  return entries(ctx, ctx.query).map((e) => e.nodeId);
}

function favouriteList(ctx) {
  const { store, code, query } = ctx;
  const byNode = new Map(store.catalogue(code).games.map((g) => [String(g.nodeId), g]));
  const games = entries(ctx, query)
    .map((e) => byNode.get(e.nodeId))
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
  { call: 'addFavourite', handler: add },
  { call: 'removeFavourite', handler: remove },
  { call: 'favouriteIds', handler: favouriteIds, recorded: 'handler' },
  { call: 'favouriteList', handler: favouriteList },
  { method: 'POST', path: '/__preview/login', handler: previewLogin },
];
