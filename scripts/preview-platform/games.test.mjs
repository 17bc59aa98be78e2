// Preview platform: launch, recent games, favourites, lottery numbers and recents, over the real brand folders.
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawNumbers } from './routes/lottery.mjs';
import { previewGameHtml } from './routes/launch.mjs';
import { seededRandom } from './rng.mjs';
import { createPreviewPlatform } from './server.mjs';

const brandsDir = resolve(import.meta.dirname, '../../brands');
let platform;
let base;

async function call(path, { method = 'GET', token, body, merchant = 'aurora' } = {}) {
  const headers = { Merchant: merchant };
  if (token) headers.Authorization = token;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    /* html */
  }
  return { status: res.status, json, text, headers: res.headers };
}

const login = async (username, merchant = 'aurora') => (await call('/__preview/login', { method: 'POST', body: { username }, merchant })).json.value.token;

beforeAll(async () => {
  platform = createPreviewPlatform({ brandsDir });
  const { port } = await platform.listen(0, '127.0.0.1');
  base = `http://127.0.0.1:${port}`;
});
afterAll(() => platform.close());

describe('launch and recent games', () => {
  it('needs a session', async () => {
    const res = await call('/wps/game/launchGame?gameId=bgs_cosmic_lantern_rush&vassalage=BGS');
    expect(res.status).toBe(401);
    expect(res.json.errorCode).toBe('login.not.session');
  });

  it('returns a same-origin preview game page and records the game, newest first, once', async () => {
    const token = await login('ana_test');
    for (const id of ['bgs_cosmic_lantern_rush', 'cq9_emerald_cowboy_deluxe', 'bgs_cosmic_lantern_rush']) {
      const res = await call(`/wps/game/launchGame?gameId=${id}&vassalage=X`, { token });
      if (res.json.success) expect(res.json.value.content.game_url).toMatch(new RegExp(`^${base}/cdn/preview-game\\?`));
    }
    const recent = await call('/wps/relay/GCS_recentGame?pageNo=1&pageSize=35', { token });
    expect(recent.json.value.list[0].gameId).toBe('bgs_cosmic_lantern_rush');
    expect(new Set(recent.json.value.list.map((g) => g.gameId)).size).toBe(recent.json.value.list.length);
    // another player has none
    const other = await call('/wps/relay/GCS_recentGame', { token: await login('ben_test') });
    expect(other.json.value).toEqual({ list: [], totalPages: 0, totalCount: 0 });
  });

  it('a game listed under maintenance answers game.maintenance; an unknown game game.not.found', async () => {
    const token = await login('ana_test');
    const maint = await call('/wps/game/launchGame?gameId=bgs_roaring_monkey_rush&vassalage=BGS', { token });
    expect(maint.json).toMatchObject({ success: false, errorCode: 'game.maintenance' });
    const unknown = await call('/wps/game/launchGame?gameId=nope&vassalage=BGS', { token });
    expect(unknown.json).toMatchObject({ success: false, errorCode: 'game.not.found' });
  });

  it('a vendor alone launches its game of the type; LOTT launches record Vietnam lottery recents', async () => {
    const token = await login('cara_test');
    const tf = await call('/wps/game/launchGame?vassalage=TF&gameType=ESPORTS', { token });
    expect(tf.json.value.content.game_url).toContain('vendor=TF');
    const lott = await call('/wps/game/launchGame?launchMode=LOTT&vassalage=TCG_VN&lottoArea=VN&lottoGameCode=VN_HN&lottoView=betting', { token });
    expect(lott.json.value.content.game_url).toContain('game=VN_HN');
    const recent = await call('/lgw/vn/games/game_menu/recent', { token });
    expect(recent.json).toEqual([{ gameCode: 'VN_HN', gameName: 'Hà Nội' }]);
  });

  it('serves the preview game page with its own CSP and escapes the name', async () => {
    const res = await call('/cdn/preview-game?vendor=PT&game=1&name=%3Cb%3EHi');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(res.text).toContain('&lt;b&gt;Hi');
    expect(previewGameHtml({ vendor: '"x', game: 'g', name: 'n' })).toContain('&quot;x');
  });
});

describe('favourites', () => {
  it('add, list (per type, newest first), remove, per account', async () => {
    const token = await login('fav_one');
    const fish = (await call('/wps/relay/GCSGAME_gameList?gameType=FISH&pageSize=1')).json.value.games[0];
    const slots = (await call('/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=2')).json.value.games;
    for (const g of [...slots, fish]) {
      const res = await call('/wps/relay/MCSFE_addFavoriteGameV2', { method: 'POST', token, body: { nodeId: g.nodeId, vendor: g.vassalage, gameType: g.gameType } });
      expect(res.json).toEqual({ success: true, value: true });
    }
    // the real reply: a plain array of nodeIds, as strings, newest first
    const ids = await call('/wps/relay/MCSFE_getFavoriteGames?clientType=3&platform=flash', { token });
    expect(ids.json.value).toEqual([fish, slots[1], slots[0]].map((g) => String(g.nodeId)));
    const list = await call('/wps/relay/MCSFE_getFavoriteGamesList?clientType=3&platform=flash&gameType=RNG&pageNo=1&pageSize=999', { token });
    expect(list.json.value.content.map((g) => g.gameId)).toEqual([slots[1].gameId, slots[0].gameId]);
    await call('/wps/relay/MCSFE_removeFavoriteGameV2', { method: 'DELETE', token, body: { nodeId: slots[1].nodeId, vendor: slots[1].vassalage, gameType: 'RNG' } });
    const after = await call('/wps/relay/MCSFE_getFavoriteGamesList?gameType=RNG', { token });
    expect(after.json.value.content.map((g) => g.gameId)).toEqual([slots[0].gameId]);
    const other = await call('/wps/relay/MCSFE_getFavoriteGames', { token: await login('fav_two') });
    expect(other.json.value).toEqual([]);
  });

  it('refuses a favourite without ids, and without a session', async () => {
    const token = await login('fav_one');
    expect((await call('/wps/relay/MCSFE_addFavoriteGameV2', { method: 'POST', token, body: {} })).status).toBe(400);
    expect((await call('/wps/relay/MCSFE_getFavoriteGames')).status).toBe(401);
  });

  it('preview login refuses a username it cannot use', async () => {
    expect((await call('/__preview/login', { method: 'POST', body: { username: 'a b' } })).status).toBe(400);
  });
});

describe('lottery numbers', () => {
  it.each([
    ['SSC', 5, /^\d$/],
    ['11X5', 5, /^(0[1-9]|1[01])$/],
    ['PK10', 10, /^(0[1-9]|10)$/],
    ['LHC', 7, /^(0[1-9]|[1-4]\d)$/],
    ['LF', 3, /^\d$/],
    ['VN', 1, /^\d{5}$/],
  ])('%s draws %i numbers', (type, count, pattern) => {
    const numbers = drawNumbers(type, seededRandom(7));
    expect(numbers).toHaveLength(count);
    for (const n of numbers) expect(n).toMatch(pattern);
    if (type === 'PK10' || type === '11X5' || type === 'LHC') expect(new Set(numbers).size).toBe(count);
  });

  it('opened numbers: VN without a session, others with one; same draw, same numbers', async () => {
    const vn = await call('/lgw/vn/numeros/opened/game?gameCode=VN_HN&count=3');
    expect(vn.json.lotteryType).toBe('VN');
    expect(vn.json.list).toHaveLength(3);
    expect((await call('/lotto/lgw/games/opened/numero?gameCode=CQSSC')).status).toBe(401);
    const token = await login('ana_test');
    const a = await call('/lotto/lgw/games/opened/numero?gameCode=CQSSC&count=2', { token });
    const b = await call('/lotto/lgw/games/opened/numero?gameCode=CQSSC&count=2', { token });
    expect(a.json.lotteryType).toBe('SSC');
    expect(a.json.list[0].winningNumbers).toEqual(b.json.list[0].winningNumbers);
  });
});
