// Preview platform: started in-process on port 0 against a temporary copy of brands/.
import http from 'node:http';
import http2 from 'node:http2';
import { gunzipSync, gzipSync } from 'node:zlib';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrandStore } from './brands.mjs';
import { contract } from './contract.mjs';
import { createPreviewPlatform } from './server.mjs';
import { CSP, GZIP_MIN_BYTES, acceptsGzip } from './static.mjs';
import { precompressDir } from '../precompress.mjs';
import { themeEngineId } from '../theme-engine.mjs';
import { throwawayCertificate } from '../throwaway-tls.mjs';
import { validateCompiledTheme } from '../../src/contract/generated/validators.js';

const repoBrands = resolve(import.meta.dirname, '../../brands');
const CODES = ['aurora', 'ember', 'tide'];

// Minimal stand-ins, used only when another engineer's brand documents are not there yet.
const STUB = {
  'brand.json': (code) => ({ merchantCode: code, name: code, domains: [`${code}.example.test`] }),
  'permission.json': () => ({
    maintenance: false,
    regionRestriction: false,
    location: { ip: '198.51.100.1', country: 'Philippines' },
    info: {
      whitelabel: [{ modId: contract.FLAG.DIRECT_REGISTER, enabled: '1', childrenNodes: [] }],
      register: {},
      resources: [{ resourceType: 'Android', url: 'https://example.test/app.apk' }],
      customerService: [],
      imageCDNs: ['https://img.example.test'],
      launchGameCDNs: ['https://launch.example.test'],
    },
  }),
  'registration.json': () => ({ username: { enabled: true, required: true, acceptedPattern: '*', patternId: 0, minLength: 4, maxLength: 16 } }),
};

let work;
let brandsDir;
let distDir;
let platform;
let port;
let bare; // a second platform without dist/
let barePort;

function request(path, { method = 'GET', headers = {}, body, usePort } = {}) {
  return new Promise((done, fail) => {
    const req = http.request({ host: '127.0.0.1', port: usePort ?? port, path, method, headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json;
        try {
          json = JSON.parse(text);
        } catch {
          json = undefined;
        }
        done({ status: res.statusCode, headers: res.headers, text, json, raw: Buffer.concat(chunks) });
      });
    });
    req.on('error', fail);
    if (body) req.write(typeof body === 'string' ? body : JSON.stringify(body));
    req.end();
  });
}

const api = (path, merchant, extra = {}) => request(path, { ...extra, headers: { ...(merchant ? { Merchant: merchant } : {}), ...extra.headers } });
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'preview-platform-'));
  brandsDir = join(work, 'brands');
  cpSync(repoBrands, brandsDir, { recursive: true });
  for (const code of CODES) {
    for (const [file, make] of Object.entries(STUB)) {
      const path = join(brandsDir, code, file);
      if (!existsSync(path)) writeFileSync(path, JSON.stringify(make(code)));
    }
  }
  mkdirSync(join(brandsDir, 'aurora', 'assets'), { recursive: true });
  writeFileSync(join(brandsDir, 'aurora', 'assets', 'test-logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  distDir = join(work, 'dist');
  mkdirSync(join(distDir, 'assets'), { recursive: true });
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
  writeFileSync(join(distDir, 'assets', 'app.js'), 'console.log(1)');
  platform = createPreviewPlatform({ brandsDir, distDir });
  ({ port } = await platform.listen(0, '127.0.0.1'));
  bare = createPreviewPlatform({ brandsDir, distDir: join(work, 'no-dist') });
  ({ port: barePort } = await bare.listen(0, '127.0.0.1'));
});

afterAll(async () => {
  await platform?.close();
  await bare?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('merchant resolution and the envelope', () => {
  it('answers the status of each merchant named by the Merchant header, CDNs rewritten to /cdn', async () => {
    for (const code of CODES) {
      const res = await api('/wps/system/status', code);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(Object.keys(res.json).sort()).toEqual(['success', 'value']);
      expect(res.json.success).toBe(true);
      expect(res.json.value.maintenance).toBe(false);
      expect(res.json.value.$schema).toBeUndefined();
      // a same-origin path: the URL rule lets only https or same-origin images reach a src
      expect(res.json.value.info.imageCDNs).toEqual(['/cdn']);
      expect(res.json.value.info.launchGameCDNs).toEqual(['/cdn']);
    }
  });

  it('resolves the merchant from the host <code>.localhost when no header is sent', async () => {
    const store = createBrandStore(brandsDir);
    const byHost = await api('/wps/system/status', null, { headers: { Host: `ember.localhost:${port}` } });
    expect(byHost.json.value.location).toEqual(store.doc('ember', 'permission.json').location);
    const reg = await api('/wps/system/setting/register', null, { headers: { Host: `tide.localhost:${port}` } });
    expect(reg.json.value).toEqual(store.doc('tide', 'registration.json'));
  });

  it('refuses an unknown merchant with a 400 envelope', async () => {
    const res = await api('/wps/system/status', 'nosuchbrand');
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ success: false, errorCode: 'merchant.unknown' });
    expect(res.json.message).toContain('nosuchbrand');
  });

  it('answers an unknown /wps path with 404 function.not.available', async () => {
    const res = await api('/wps/relay/NOPE_nothing', 'aurora');
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({ success: false, errorCode: 'function.not.available' });
    expect(typeof res.json.message).toBe('string');
  });

  it('serves the generated brand index and brand manifests without caching', async () => {
    const index = await request('/brands/index.json');
    expect(index.json.default).toBe('aurora');
    expect(index.json.brands.map((b) => b.code)).toEqual(expect.arrayContaining(CODES));
    const manifest = await request('/brands/tide/brand.json');
    expect(manifest.status).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-store');
    expect(manifest.json.merchantCode ?? 'tide').toBe('tide');
    const asset = await request('/brands/aurora/assets/test-logo.svg');
    expect(asset.status).toBe(200);
    expect(asset.headers['content-type']).toBe('image/svg+xml');
  });
});

describe('over HTTPS', () => {
  // the measuring scripts serve the site as a brand's domain does: TLS, and HTTP/2 with it
  const tls = throwawayCertificate();
  it.skipIf(tls === null)("speaks HTTP/2, and finds the merchant in the request's :authority", async () => {
    const secure = createPreviewPlatform({ brandsDir, distDir });
    const { port: securePort } = await secure.listen(0, '127.0.0.1', { tls });
    const session = http2.connect(`https://127.0.0.1:${securePort}`, { rejectUnauthorized: false });
    try {
      const get = (path, authority) =>
        new Promise((done, fail) => {
          const req = session.request({ ':path': path, ':authority': authority });
          let status;
          const chunks = [];
          req.on('response', (headers) => (status = headers[':status']));
          req.on('data', (c) => chunks.push(c));
          req.on('end', () => done({ status, json: JSON.parse(Buffer.concat(chunks).toString('utf8')) }));
          req.on('error', fail);
          req.end();
        });
      const store = createBrandStore(brandsDir);
      for (const code of ['ember', 'tide']) {
        const res = await get('/wps/system/status', `${code}.localhost:${securePort}`);
        expect(res.status).toBe(200);
        expect(res.json.value.location).toEqual(store.doc(code, 'permission.json').location);
      }
      expect(session.alpnProtocol).toBe('h2');
    } finally {
      session.close();
      await secure.close();
    }
  });
});

describe('warm', () => {
  it("builds every brand's accounts before any call, and leaves a broken brand to report itself", () => {
    const broken = join(work, 'brands-warm');
    cpSync(brandsDir, broken, { recursive: true });
    writeFileSync(join(broken, 'ember', 'fixtures', 'accounts.json'), '{ not json');
    const fresh = createPreviewPlatform({ brandsDir: broken, distDir });
    const built = (code) => {
      let made = false;
      fresh.state.slot(code, 'accounts', () => ((made = true), null));
      return !made;
    };
    expect(built('aurora')).toBe(false);
    fresh.state.reset();
    fresh.warm();
    expect(CODES.filter((code) => code !== 'ember').map(built)).toEqual(CODES.filter((code) => code !== 'ember').map(() => true));
    expect(built('ember')).toBe(false);
  });
});

describe('compiled themes', () => {
  it("serves a brand's theme.json compiled by this build's engine from its brand.json of now", async () => {
    const manifest = (await request('/brands/aurora/brand.json')).json;
    const res = await request('/brands/aurora/theme.json');
    expect(res.status).toBe(200);
    expect(res.json.engine).toBe(themeEngineId(resolve(import.meta.dirname, '../..')));
    expect(res.json.modes.dark.seeds).toEqual(manifest.theme.dark);
    expect(res.json.modes.light.seeds).toEqual(manifest.theme.light);
    expect(validateCompiledTheme(res.json)).toBe(true);
  });

  it("serves the same colours as theme.css, the brand's default mode first", async () => {
    const manifest = (await request('/brands/aurora/brand.json')).json;
    const compiled = (await request('/brands/aurora/theme.json')).json;
    const res = await request('/brands/aurora/theme.css');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/css/);
    const mode = manifest.theme.defaultMode;
    expect(res.text.split('\n')[0]).toContain(`color-scheme:${mode};--color-background:${compiled.modes[mode].colors.background};`);
    expect(res.text).toContain(`:root[data-theme=light]{color-scheme:light;--color-background:${compiled.modes.light.colors.background};`);
  });

  it('answers 404 for a brand it does not know', async () => {
    expect((await request('/brands/nosuchbrand/theme.json')).status).toBe(404);
    expect((await request('/brands/nosuchbrand/theme.css')).status).toBe(404);
  });
});

describe('games', () => {
  it('pages the aurora RNG list (35 per page by default)', async () => {
    const p1 = (await api('/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1', 'aurora')).json.value;
    const p2 = (await api('/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=2', 'aurora')).json.value;
    expect(p1.games).toHaveLength(35);
    expect(p1.totalCount).toBeGreaterThanOrEqual(10_000);
    expect(p1.totalPages).toBe(Math.ceil(p1.totalCount / 35));
    expect(p2.games.map((g) => g.nodeId)).not.toEqual(p1.games.map((g) => g.nodeId));
    expect(new Set([...p1.games, ...p2.games].map((g) => g.nodeId)).size).toBe(70);
    const last = (await api(`/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=${p1.totalPages}`, 'aurora')).json.value;
    expect(last.games.length).toBe(p1.totalCount - 35 * (p1.totalPages - 1));
    const beyond = (await api(`/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=${p1.totalPages + 1}`, 'aurora')).json.value;
    expect(beyond.games).toEqual([]);
  });

  it('filters by name (case-insensitive substring), vendor, classify and min bet', async () => {
    const all = (await api('/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=1', 'aurora')).json.value.totalCount;
    const named = (await api('/wps/relay/GCSGAME_gameList?gameType=RNG&gameName=dRaGoN&pageSize=1000', 'aurora')).json.value;
    expect(named.totalCount).toBeGreaterThan(0);
    expect(named.totalCount).toBeLessThan(all);
    for (const g of named.games) expect(`${g.gameName} ${g.displayName}`.toLowerCase()).toContain('dragon');
    const pt = (await api('/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=PT&pageSize=1000', 'aurora')).json.value;
    expect(pt.totalCount).toBeGreaterThan(0);
    expect(pt.totalCount).toBeLessThan(all);
    expect(pt.games.every((g) => g.vassalage === 'PT')).toBe(true);
    const mega = (await api('/wps/relay/GCSGAME_gameList?gameType=RNG&gameClassify=MEGAWAYS&minBet=2&pageSize=1000', 'aurora')).json.value;
    expect(mega.totalCount).toBeGreaterThan(0);
    expect(mega.games.every((g) => g.gameClassify === 'MEGAWAYS' && g.minBet === 2)).toBe(true);
    const vass = (await api('/wps/relay/GCSGAME_gameList?gameType=LIVE&vassalage=DG', 'aurora')).json.value;
    expect(vass.games.length).toBeGreaterThan(0);
    expect(vass.games.every((g) => g.isGame === 'VASSALAGE')).toBe(true);
  });

  it('generates the 10,000 aurora slot games deterministically across loads', () => {
    const a = createBrandStore(brandsDir).catalogue('aurora');
    const b = createBrandStore(brandsDir).catalogue('aurora');
    const generated = a.games.slice(a.listed);
    expect(generated).toHaveLength(10_000);
    expect(JSON.stringify(b.games)).toBe(JSON.stringify(a.games));
    expect(new Set(a.games.map((g) => g.nodeId)).size).toBe(a.games.length);
    expect(new Set(a.games.map((g) => g.gameId)).size).toBe(a.games.length);
  });

  it('builds vendor lanes with classify counts computed from the games', async () => {
    const lanes = (await api('/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop', 'aurora')).json.value.data.lanes;
    expect(lanes.map((l) => l.title).sort()).toEqual(['COCKFIGHT', 'ELOTT', 'ESPORTS', 'FISH', 'LIVE', 'LOTT', 'PVP', 'RNG', 'SPORTS']);
    const rng = lanes.find((l) => l.title === 'RNG');
    const total = rng.gameClassify.reduce((n, c) => n + c.gameCount, 0);
    const list = (await api('/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=1', 'aurora')).json.value;
    expect(total).toBe(list.totalCount);
    expect(rng.cards.every((c) => c.gameType === 'RNG' && (c.isHot === 1 || c.isHot === 0))).toBe(true); // 1/0, as the real platform sends it
    const ember = (await api('/wps/relay/GCSGAME_newGameVendor', 'ember')).json.value.data.lanes.map((l) => l.title);
    expect(ember).not.toContain('FISH');
    expect(ember).not.toContain('PVP');
    const tide = (await api('/wps/relay/GCSGAME_newGameVendor', 'tide')).json.value.data.lanes.map((l) => l.title);
    expect(tide).not.toContain('COCKFIGHT');
    expect(tide).not.toContain('ESPORTS');
  });

  it('answers hot games, vendor game types and the lottery gateway', async () => {
    const hot1 = await api('/wps/relay/GCSGAME_hotGamesV2', 'aurora', { method: 'POST', body: { merchantCode: 'aurora', isPlatform: 2 } });
    const hot2 = await api('/wps/relay/GCSGAME_hotGamesV2', 'aurora', { method: 'POST', body: {} });
    expect(hot1.json.value.list).toHaveLength(12);
    expect(hot2.json.value.list).toEqual(hot1.json.value.list);
    const vass = (await api('/wps/relay/GCSGAME_getVassGameType', 'aurora')).json.value.content;
    expect(Object.keys(vass.RNG)).toContain('PT');
    const menus = await api('/lgw/games/game_menus?prizeMode=Lott', 'aurora');
    expect(Array.isArray(menus.json)).toBe(true);
    expect(menus.json.map((g) => g.gameGroupCode)).toEqual(['SSC', '11X5', 'PK10', 'LF', 'LHC']);
    const vn = await api('/lgw/vn/games/game_menu?prizeMode=SEA&device=WEB', 'ember');
    expect(vn.json[0].gameMenus.length).toBeGreaterThan(0);
    const popular = await api('/lgw/games/popular?count=3', 'aurora');
    expect(popular.json).toHaveLength(3);
    expect(popular.json[0]).toEqual({ gameCode: 'TCG1SSC', gameName: expect.any(String) });
  });

  it('answers announcements, promotions and help with language fallback', async () => {
    const ember = (await api('/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR&platform=W', 'ember')).json.value;
    expect(ember.banners.filter((b) => b.groupName === 'w_home')).toHaveLength(1);
    expect(ember.promotion.length).toBeGreaterThanOrEqual(6);
    const aurora = (await api('/wps/relay/MCSFE_getListAnnouncements?types=B', 'aurora')).json.value;
    expect(aurora.banners.filter((b) => b.groupName === 'w_home').length).toBeGreaterThanOrEqual(3);
    expect(aurora.promotion).toEqual([]);
    const ty = (await api('/wps/system/helpCenter?lang=TY&device=WEB', 'aurora')).json.value;
    const en = (await api('/wps/system/helpCenter?lang=TY&device=WEB', 'ember')).json.value;
    expect(ty.find((t) => t.tag === 'about').title).not.toBe(en.find((t) => t.tag === 'about').title);
    expect(en.find((t) => t.tag === 'about').title).toBe('About us');
    expect(ty.some((t) => t.content.includes('<script>'))).toBe(true);
  });

  it('serves CDN images as SVG on /cdn and on the bare TCG paths', async () => {
    for (const path of ['/cdn/TCG_GAME_ICONS/PT/lucky_dragon.png', '/TCG_GAME_ICONS/default.png', '/cdn/TCG_PROD_IMAGES/VENDOR_ICON_SMALL/PT-DEFAULT.png', '/cdn/banners/aurora/home-1.svg?t=%3Cscript%3E']) {
      const res = await request(path);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml');
      expect(res.text.startsWith('<svg')).toBe(true);
      expect(res.text).not.toContain('<script>');
    }
  });
});

describe('preview modes', () => {
  const status = async (mode) => (await api('/wps/system/status', 'aurora', { headers: { 'X-Preview': mode } })).json;

  it('maintenance and region change the status reply', async () => {
    expect((await status('maintenance')).value.maintenance).toBe(true);
    const region = (await status('region')).value;
    expect(region.regionRestriction).toBe(true);
    expect(region.location).toEqual({ ip: '203.0.113.7', country: 'Atlantis' });
  });

  it('broken yields several distinct schema violations', async () => {
    const { value } = await status('broken');
    expect(value.info.resources.some((r) => r.url === 'javascript:alert(1)')).toBe(true);
    expect(value.info.imageCDNs).toEqual(['http://img.example.test']);
    expect(value.info.whitelabel).toBeUndefined();
    expect(typeof value.maintenance).not.toBe('boolean');
  });

  it('degraded keeps the whitelabel tree with one child read as off and one node without a modId', async () => {
    const { value } = await status('degraded');
    const tree = JSON.stringify(value.info.whitelabel);
    expect(tree).toContain('"enabled":"yes"');
    expect(value.info.whitelabel.enabled).not.toBe('yes');
    expect(value.info.resources[0].url).toBe('javascript:alert(1)');
  });

  it('opening a page with ?preview= sets the cookie, the cookie drives the API, ?preview=normal clears it', async () => {
    const page = await request('/home?preview=maintenance');
    expect(page.status).toBe(200);
    expect(page.headers['set-cookie'][0]).toMatch(/^preview=maintenance;/);
    const cookie = page.headers['set-cookie'][0].split(';')[0];
    const res = await api('/wps/system/status', 'aurora', { headers: { Cookie: cookie } });
    expect(res.json.value.maintenance).toBe(true);
    const cleared = await request('/?preview=normal');
    expect(cleared.headers['set-cookie'][0]).toMatch(/^preview=;.*Max-Age=0/);
  });

  it('fault-500 hits the status call by default, or the named path part', async () => {
    const res = await api('/wps/system/status', 'aurora', { headers: { 'X-Preview': 'fault-500' } });
    expect(res.status).toBe(500);
    expect(res.json).toMatchObject({ success: false, errorCode: 'system.busy' });
    const other = await api('/wps/relay/GCSGAME_gameList', 'aurora', { headers: { 'X-Preview': 'fault-500' } });
    expect(other.status).toBe(200);
    const scoped = { headers: { 'X-Preview': 'fault-500@GCSGAME_gameList' } };
    expect((await api('/wps/relay/GCSGAME_gameList', 'aurora', scoped)).status).toBe(500);
    expect((await api('/wps/system/status', 'aurora', scoped)).status).toBe(200);
  });

  it('fault-malformed answers 200 with a body that is not JSON', async () => {
    const res = await api('/wps/system/status', 'aurora', { headers: { 'X-Preview': 'fault-malformed' } });
    expect(res.status).toBe(200);
    expect(res.json).toBeUndefined();
  });

  it('fault-timeout holds the request until the client gives up, without leaking', async () => {
    const req = http.get({ host: '127.0.0.1', port, path: '/wps/system/status', headers: { Merchant: 'aurora', 'X-Preview': 'fault-timeout' } });
    let answered = false;
    req.on('response', () => (answered = true));
    req.on('error', () => {});
    await sleep(150);
    expect(answered).toBe(false);
    expect(platform.heldCount).toBe(1);
    req.destroy();
    await sleep(100);
    expect(platform.heldCount).toBe(0);
  });

  it('reports an unreadable brand document on the status call', async () => {
    cpSync(join(brandsDir, 'ember'), join(brandsDir, 'zz-broken'), { recursive: true });
    writeFileSync(join(brandsDir, 'zz-broken', 'permission.json'), '{ "maintenance": false,\n  "info": { oops } }');
    platform.reload();
    const res = await api('/wps/system/status', 'zz-broken');
    expect(res.status).toBe(500);
    expect(res.json.errorCode).toBe('brand.document.unreadable');
    expect(res.json.message).toContain('zz-broken/permission.json');
    expect(res.json.value.file).toContain('permission.json');
    // failures are not cached: the fixed file is read on the next call
    writeFileSync(join(brandsDir, 'zz-broken', 'permission.json'), JSON.stringify(STUB['permission.json']()));
    const fixed = await api('/wps/system/status', 'zz-broken');
    expect(fixed.status).toBe(200);
    expect(fixed.json.value.location.ip).toBe('198.51.100.1');
    // good documents are cached until reload(code)
    writeFileSync(join(brandsDir, 'zz-broken', 'permission.json'), JSON.stringify({ ...STUB['permission.json'](), location: { ip: '192.0.2.1', country: 'X' } }));
    expect((await api('/wps/system/status', 'zz-broken')).json.value.location.ip).toBe('198.51.100.1');
    platform.reload('zz-broken');
    expect((await api('/wps/system/status', 'zz-broken')).json.value.location.ip).toBe('192.0.2.1');
  });
});

describe('static site', () => {
  it('falls back to index.html for app routes, with the CSP and no caching', async () => {
    for (const path of ['/', '/rng', '/promoDetail?id=3', '/help']) {
      const res = await request(path);
      expect(res.status).toBe(200);
      expect(res.text).toContain('<div id="root">');
      expect(res.headers['content-security-policy']).toBe(CSP);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    const js = await request('/assets/app.js');
    expect(js.headers['content-type']).toMatch(/text\/javascript/);
    expect((await request('/assets/missing.js')).status).toBe(404);
  });

  it('sends the precompressed copy of an asset to a browser that takes gzip, the file itself otherwise', async () => {
    const source = `export const games = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Game ${i}` })))};\n`;
    writeFileSync(join(distDir, 'assets', 'games.js'), source);
    writeFileSync(join(distDir, 'assets', 'tiny.js'), 'x');
    const written = await precompressDir(join(distDir, 'assets'));
    expect(existsSync(join(distDir, 'assets', 'tiny.js.gz'))).toBe(false); // gzip would only add bytes
    expect(written.files).toBeGreaterThanOrEqual(1);

    const gz = await request('/assets/games.js', { headers: { 'Accept-Encoding': 'br, gzip;q=0.8' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toBe('Accept-Encoding');
    expect(gz.headers['content-type']).toMatch(/text\/javascript/);
    expect(Number(gz.headers['content-length'])).toBe(gz.raw.length);
    expect(gz.raw.length).toBeLessThan(source.length / 4);
    expect(gunzipSync(gz.raw).toString('utf8')).toBe(source);

    for (const accept of [undefined, 'identity', 'gzip;q=0, br']) {
      const plain = await request('/assets/games.js', { headers: accept ? { 'Accept-Encoding': accept } : {} });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toBe('Accept-Encoding');
      expect(plain.text).toBe(source);
    }
    const tiny = await request('/assets/tiny.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect([tiny.headers['content-encoding'], tiny.headers.vary, tiny.text]).toEqual([undefined, undefined, 'x']);
    // only hashed assets: a .gz elsewhere in dist/ (index.html changes without a rebuild) is never
    // chosen; the page itself is gzipped as it is sent
    writeFileSync(join(distDir, 'index.html'), `${readFileSync(join(distDir, 'index.html'), 'utf8')}<!--${'x'.repeat(2048)}-->`);
    writeFileSync(join(distDir, 'index.html.gz'), gzipSync('<!doctype html><p>stale</p>'));
    const html = await request('/', { headers: { 'Accept-Encoding': 'gzip' } });
    rmSync(join(distDir, 'index.html.gz'));
    expect(html.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(html.raw).toString('utf8')).toContain('<div id="root">');
  });

  it('gzips text of 1 KiB or more as it is sent, as a production host and the platform do: pages, brand documents, API replies', async () => {
    const gzip = { 'Accept-Encoding': 'gzip, deflate' };
    const page = await request('/rng', { headers: gzip });
    const manifest = await request('/brands/aurora/brand.json', { headers: gzip });
    const status = await api('/wps/system/status', 'aurora', { headers: gzip });
    for (const reply of [page, manifest, status]) {
      expect(reply.headers['content-encoding']).toBe('gzip');
      expect(reply.headers.vary).toBe('Accept-Encoding');
      expect(Number(reply.headers['content-length'])).toBe(reply.raw.length);
    }
    expect(gunzipSync(page.raw).toString('utf8')).toContain('<div id="root">');
    const statusValue = JSON.parse(gunzipSync(status.raw).toString('utf8'));
    expect(statusValue.success).toBe(true);
    // the same reply to a browser that does not take gzip
    const plain = await api('/wps/system/status', 'aurora');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.json.success).toBe(true);
    expect(Number(plain.headers['content-length'])).toBe(plain.raw.length);
    expect(status.raw.length).toBeLessThan(plain.raw.length / 2);
    // a short reply goes as it is: gzip's framing would outweigh the saving
    const short = await api('/wps/no-such-call', 'aurora', { headers: gzip });
    expect(short.raw.length).toBeLessThan(GZIP_MIN_BYTES);
    expect([short.headers['content-encoding'], short.headers.vary, short.json.errorCode]).toEqual([undefined, undefined, 'function.not.available']);
    // pictures are already compressed
    const icon = await request('/cdn/TCG_GAME_ICONS/EA/sic_bo.png', { headers: gzip });
    expect(icon.headers['content-encoding']).toBeUndefined();
  });

  it('caches what can be cached: hashed assets for good, the service worker and index.html never unasked', async () => {
    writeFileSync(join(distDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    const cacheOf = async (path) => (await request(path)).headers['cache-control'];
    expect([await cacheOf('/assets/app.js'), await cacheOf('/sw.js'), await cacheOf('/'), await cacheOf('/lobby/slots')]).toEqual(['public, max-age=31536000, immutable', 'no-cache', 'no-store', 'no-store']);
    rmSync(join(distDir, 'sw.js'));
  });

  it.each([
    ['gzip, deflate, br', true],
    ['br;q=1.0, gzip;q=0.5', true],
    ['*', true],
    ['GZIP', true],
    ['gzip;q=0', false],
    ['gzip;q=0.0, *;q=1', false],
    ['br, *;q=0', false],
    ['identity', false],
    ['', false],
    [undefined, false],
  ])('Accept-Encoding %j takes gzip: %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });

  it('answers HTML requests with a build hint when there is no dist/', async () => {
    const res = await request('/rng', { usePort: barePort });
    expect(res.status).toBe(200);
    expect(res.text).toContain('npm run build');
    expect(res.headers['content-security-policy']).toBe(CSP);
    expect((await request('/brands/index.json', { usePort: barePort })).json.default).toBe('aurora');
  });

  it('refuses path traversal', async () => {
    for (const path of [
      '/brands/aurora/assets/../../../package.json',
      '/brands/aurora/assets/..%2f..%2fpermission.json',
      '/brands/aurora/assets/%2e%2e/permission.json',
      '/assets/../../etc/passwd',
    ]) {
      const res = await request(path);
      expect(res.status, path).toBe(403);
      expect(res.text).not.toContain('maintenance');
    }
  });
});
