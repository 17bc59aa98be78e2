// The preview platform: a local implementation of the operator platform contract
// (docs/brand-folder-and-endpoints.md) serving brands/<code>/, plus the built site.
//
//   import { createPreviewPlatform } from './scripts/preview-platform/server.mjs';
//   const platform = createPreviewPlatform({ brandsDir: 'brands', distDir: 'dist' });
//   http.createServer(platform.handle)      // or connect/Vite: middlewares.use(platform.handle)
//
// CLI: node scripts/preview-platform/server.mjs [--port 4173] [--host <addr>] [--brands brands] [--dist dist]
import http from 'node:http';
import http2 from 'node:http2';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL, URLSearchParams } from 'node:url';
import { BRAND_LOCALE_FILE, BrandDocError, createBrandStore } from './brands.mjs';
import { contract } from './contract.mjs';
import { brandColors, cdnImage } from './cdn.mjs';
import { HttpError, sendFail, sendJson, sendOk } from './envelope.mjs';
import { applyFault, createHeldRequests, previewCookie, requestMode } from './faults.mjs';
import { accountRoutes, prepareAccounts } from './routes/account.mjs';
import { gameRoutes } from './routes/games.mjs';
import { favouriteRoutes } from './routes/favourites.mjs';
import { launchRoutes } from './routes/launch.mjs';
import { lotteryRoutes } from './routes/lottery.mjs';
import { messageRoutes } from './routes/messages.mjs';
import { rewardRoutes } from './routes/rewards.mjs';
import { systemRoutes } from './routes/system.mjs';
import { walletRoutes } from './routes/wallet.mjs';
import { moneyRoutes } from './routes/money.mjs';
import { withdrawRoutes } from './routes/withdraw.mjs';
import { recordRoutes } from './routes/records.mjs';
import { securityRoutes } from './routes/security.mjs';
import { agentRoutes } from './routes/agent.mjs';
import { createPlatformState } from './state.mjs';
import { isFile, looksLikeFile, pathSegments, safeJoin, sendFile, sendText, serveDist } from './static.mjs';
import { loadThemeEngine, themeCss } from '../theme-engine.mjs';
import { EVERY_REPLY_HEADERS } from '../security-headers.mjs';

/**
 * Every route: a platform call of the contract's map (`call`: its path, method and whether it needs
 * a session come from there) or a preview-only one (`method`, `path`). A contract call without a
 * route is a gap a unit test reports.
 */
export const ROUTES = [...systemRoutes, ...gameRoutes, ...lotteryRoutes, ...launchRoutes, ...favouriteRoutes, ...accountRoutes, ...walletRoutes, ...rewardRoutes, ...moneyRoutes, ...withdrawRoutes, ...recordRoutes, ...securityRoutes, ...messageRoutes, ...agentRoutes].map((route) => {
  if (!route.call) return route;
  const spec = contract.CALLS[route.call];
  if (!spec) throw new Error(`preview platform: no call "${route.call}" in the contract`);
  return { ...route, method: spec.method, path: spec.path, auth: Boolean(spec.session), bare: Boolean(spec.bare) };
});
const OWN_PREFIXES = new Set(['wps', 'lgw', 'lotto', '__preview', 'brands', 'cdn', 'TCG_GAME_ICONS', 'TCG_PROD_IMAGES']);
// a compressed picture (720 px, quality 0.6) is far under it; anything over is refused, not cut short
const MAX_BODY = 4 << 20;
const TOO_LARGE = Symbol('body too large');

function readBody(req) {
  return new Promise((resolveBody) => {
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size <= MAX_BODY) chunks.push(chunk);
    });
    req.on('end', () => {
      if (size > MAX_BODY) return resolveBody(TOO_LARGE);
      const text = Buffer.concat(chunks).toString('utf8');
      if (!text) return resolveBody({});
      if (/^application\/x-www-form-urlencoded\b/i.test(String(req.headers['content-type'] ?? ''))) {
        return resolveBody(Object.fromEntries(new URLSearchParams(text)));
      }
      try {
        resolveBody(JSON.parse(text));
      } catch {
        resolveBody(Object.fromEntries(new URLSearchParams(text)));
      }
    });
    req.on('error', () => resolveBody({}));
  });
}

/**
 * A recorded reply: sent as it is when it carries the envelope (`success` at the top; a recorded
 * failure too) or when the call has no envelope; wrapped in `{ success: true, value }` when it is
 * only the value.
 */
function sendRecorded(res, recorded, bare) {
  const enveloped = recorded !== null && typeof recorded === 'object' && !Array.isArray(recorded) && 'success' in recorded;
  if (bare || enveloped) return sendJson(res, 200, recorded);
  return sendOk(res, recorded);
}

function originOf(req) {
  const forwarded = req.headers['x-forwarded-proto'];
  const proto = typeof forwarded === 'string' && forwarded ? forwarded.split(',')[0].trim() : req.socket?.encrypted ? 'https' : 'http';
  return `${proto}://${req.headers.host ?? 'localhost'}`;
}

function hostnameOf(req) {
  const host = String(req.headers.host ?? '');
  if (host.startsWith('[')) return host.slice(1, host.indexOf(']'));
  return host.replace(/:\d+$/, '');
}

/**
 * @param {{ brandsDir: string, distDir?: string, log?: (msg: string) => void, now?: () => number, extraBrands?: Record<string, string> }} options
 *   extraBrands: { <code>: <folder> } brand folders mounted from outside brandsDir (preview:brand)
 */
export function createPreviewPlatform({ brandsDir, distDir, log = () => {}, now = () => Date.now(), extraBrands = {} } = {}) {
  if (!brandsDir) throw new Error('createPreviewPlatform: brandsDir is required');
  const store = createBrandStore(brandsDir, { log, extra: extraBrands });
  const state = createPlatformState({ now, log });
  const dist = distDir ? resolve(distDir) : null;
  const held = createHeldRequests();
  const routes = new Map(ROUTES.map((r) => [`${r.method} ${r.path}`, r]));
  const knownPaths = new Set(ROUTES.map((r) => r.path));
  const servers = new Set();

  function sendBrandDocError(res, err) {
    sendFail(res, 500, 'brand.document.unreadable', `Brand document unreadable: ${err.message}`, { file: err.file, detail: err.detail });
  }

  async function api(req, res, ctx) {
    const { pathname, query, hostname, segments } = ctx;
    const mode = requestMode(req);
    if (mode && applyFault(mode, req, res, pathname, held)) return;
    const route = routes.get(`${req.method} ${pathname}`);
    if (!route) {
      if (knownPaths.has(pathname)) return sendFail(res, 405, 'method.not.allowed', `${req.method} is not supported on ${pathname}`);
      return sendFail(res, 404, 'function.not.available', `${pathname} is not available on the preview platform`);
    }
    const header = req.headers['merchant'];
    if (typeof header === 'string' && header.includes(',')) {
      return sendFail(res, 400, 'merchant.header.invalid', `The Merchant header must be sent exactly once (got "${header}")`);
    }
    const merchant = store.resolveMerchant({ header, hostname, query: query.get('merchant'), api: true });
    if (!merchant.code) {
      const known = store.codes().join(', ') || 'none';
      const message = merchant.requested
        ? `Unknown merchant "${merchant.requested}": there is no brand folder brands/${merchant.requested}/ (known: ${known})`
        : `No brand folders found in ${store.root}`;
      return sendFail(res, 400, 'merchant.unknown', message);
    }
    // routes marked `auth` need a live session: the platform's 401 login.not.session otherwise; and
    // a token that names no live session is refused on any call (HTTP 401 ends the session,
    // whatever the call: a page that makes no session call still learns it at its next call)
    const token = typeof req.headers['authorization'] === 'string' ? req.headers['authorization'] : null;
    const username = state.sessionUser(merchant.code, token);
    if ((route.auth || (token && segments[0] !== '__preview')) && !username) return sendFail(res, 401, 'login.not.session', 'Not logged in, please log in.');
    // DELETE carries a body too (the V2 favourite removal)
    const body = req.method === 'GET' ? {} : await readBody(req);
    if (body === TOO_LARGE) return sendFail(res, 413, 'request.too.large', `The request is larger than ${MAX_BODY >> 20} MB`);
    try {
      // a brand's recorded reply for this path (replies/<path>.json) answers in place of the
      // generated one; routes that keep state or filter (`recorded: 'handler'`) read it themselves
      if (route.call && route.recorded !== 'handler') {
        const recorded = store.recordedReply(merchant.code, pathname);
        if (recorded !== null) return sendRecorded(res, recorded, route.bare);
      }
      const value = await route.handler({
        req,
        res,
        store,
        code: merchant.code,
        query,
        body,
        mode,
        origin: originOf(req),
        state,
        token,
        username,
      });
      if (res.writableEnded) return;
      if (route.bare) sendJson(res, 200, value);
      else sendOk(res, value);
    } catch (err) {
      if (err instanceof BrandDocError) return sendBrandDocError(res, err);
      if (err instanceof HttpError) return sendFail(res, err.status, err.errorCode, err.message, err.value);
      throw err;
    }
  }

  function brands(req, res, { segments, pathname }) {
    const mode = requestMode(req);
    if (mode && applyFault(mode, req, res, pathname, held)) return;
    if (segments.length === 2 && segments[1] === 'index.json') return sendJson(res, 200, store.index());
    const code = segments[1];
    if (!store.has(code)) return sendFail(res, 404, 'merchant.unknown', `Unknown brand "${code}"`);
    if (segments.length === 3 && segments[2] === 'brand.json') {
      try {
        return sendJson(res, 200, store.doc(code, 'brand.json'));
      } catch (err) {
        if (err instanceof BrandDocError) return err.missing ? sendFail(res, 404, 'brand.document.missing', err.message) : sendBrandDocError(res, err);
        throw err;
      }
    }
    // what publish-brands.mjs writes beside brand.json, compiled from the brand.json of now
    if (segments.length === 3 && segments[2] === 'theme.json') return compiledTheme(req, res, code, 'json');
    // the same colours as the stylesheet the first paint of a first visit waits for (public/theme-init.js)
    if (segments.length === 3 && segments[2] === 'theme.css') return compiledTheme(req, res, code, 'css');
    // the brand's own wording (brands/<code>/locales/<lang>.json), listed in index.json
    if (segments.length === 4 && segments[2] === 'locales' && BRAND_LOCALE_FILE.test(segments[3])) {
      const file = safeJoin(resolve(store.brandDir(code), 'locales'), [segments[3]]);
      if (file && isFile(file)) return sendFile(req, res, file, { cacheControl: 'no-cache' });
    }
    if (segments[2] === 'assets' && segments.length > 3) {
      const file = safeJoin(resolve(store.brandDir(code), 'assets'), segments.slice(3));
      if (file && isFile(file)) return sendFile(req, res, file, { cacheControl: 'no-cache' });
    }
    return sendText(req, res, 404, 'text/plain; charset=utf-8', 'Not found\n');
  }

  async function compiledTheme(req, res, code, as) {
    let manifest;
    try {
      manifest = store.doc(code, 'brand.json');
    } catch (err) {
      if (err instanceof BrandDocError) return err.missing ? sendFail(res, 404, 'brand.document.missing', err.message) : sendBrandDocError(res, err);
      throw err;
    }
    let theme;
    try {
      theme = (await loadThemeEngine()).compile(manifest.theme);
    } catch (err) {
      // a manifest whose theme the engine cannot read: the site derives (and its schema reports)
      return sendFail(res, 404, 'theme.uncompiled', `No compiled theme for "${code}": ${err.message}`);
    }
    if (as === 'css') return sendText(req, res, 200, 'text/css; charset=utf-8', themeCss(theme, manifest.theme?.defaultMode));
    sendJson(res, 200, theme);
  }

  function colorsFor(code) {
    if (!store.has(code)) return {};
    try {
      return brandColors(store.doc(code, 'brand.json'));
    } catch {
      return {};
    }
  }

  function cdn(req, res, { segments, query }) {
    const svg = cdnImage(segments[0] === 'cdn' ? segments.slice(1) : segments, query, colorsFor);
    if (!svg) return sendText(req, res, 404, 'text/plain; charset=utf-8', 'Not found\n');
    sendText(req, res, 200, 'image/svg+xml', svg, {
      'Cache-Control': 'public, max-age=3600',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    });
  }

  async function dispatch(req, res, next) {
    const url = req.url ?? '/';
    const qi = url.indexOf('?');
    const rawPath = qi < 0 ? url : url.slice(0, qi);
    const query = new URLSearchParams(qi < 0 ? '' : url.slice(qi + 1));
    const first = rawPath.split('/')[1] ?? '';
    const segments = pathSegments(rawPath);
    if (!segments) {
      if (next && !OWN_PREFIXES.has(first)) return next();
      return sendText(req, res, 403, 'text/plain; charset=utf-8', 'Forbidden path\n');
    }
    const ctx = { segments, query, pathname: `/${segments.join('/')}`, hostname: hostnameOf(req) };
    const top = segments[0];
    // /lotto/lgw: the lottery gateway's second prefix; /__preview: preview-only helpers (never in production);
    // /cdn/preview-game: the page a preview launch URL points at
    if (top === 'wps' || top === 'lgw' || top === 'lotto' || top === '__preview') return api(req, res, ctx);
    if (top === 'cdn' && segments[1] === 'preview-game' && req.method === 'GET') return api(req, res, ctx);
    if (top === 'brands' && segments.length >= 2) return brands(req, res, ctx);
    if ((top === 'cdn' || top === 'TCG_GAME_ICONS' || top === 'TCG_PROD_IMAGES') && req.method === 'GET') return cdn(req, res, ctx);

    // A page (or a file of the app). Opening a page with ?preview=<mode> sets or clears the cookie.
    const isGet = req.method === 'GET' || req.method === 'HEAD';
    if (isGet && query.has('preview') && !looksLikeFile(segments)) {
      const cookie = previewCookie(query.get('preview'));
      if (cookie) res.setHeader('Set-Cookie', cookie);
    }
    if (next) return next();
    if (!isGet) return sendText(req, res, 405, 'text/plain; charset=utf-8', 'Method not allowed\n');
    return serveDist(req, res, dist, segments);
  }

  /** Connect-style middleware; without `next`, unknown paths get the built site / SPA fallback. */
  function handle(req, res, next) {
    // on every reply, the platform's and (mounted in front of Vite) the dev server's alike
    for (const [name, value] of Object.entries(EVERY_REPLY_HEADERS)) res.setHeader(name, value);
    return dispatch(req, res, typeof next === 'function' ? next : undefined).catch((err) => {
      log(`[preview-platform] ${req.method} ${req.url}: ${err?.stack ?? err}`);
      if (!res.headersSent) sendFail(res, 500, 'preview.internal', String(err?.message ?? err));
      else res.destroy();
    });
  }

  /**
   * Starts an HTTP server (port 0 = any free port). Resolves { server, port }. `headers` go on
   * every reply (the size script's cross-origin isolation, for fine-grained page timers). With
   * `tls` ({ key, cert }) it serves HTTPS, HTTP/2 and HTTP/1.1 beside it, as a brand's domain does.
   */
  function listen(port = 0, host, { headers = {}, tls = null } = {}) {
    const serve = (req, res) => {
      // HTTP/2 names the host in its :authority pseudo-header
      if (req.headers.host === undefined && typeof req.headers[':authority'] === 'string') req.headers.host = req.headers[':authority'];
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      handle(req, res);
    };
    const server = tls ? http2.createSecureServer({ ...tls, allowHTTP1: true }, serve) : http.createServer(serve);
    servers.add(server);
    return new Promise((resolveListen, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolveListen({ server, port: server.address().port }));
    });
  }

  function close() {
    held.closeAll();
    const closing = [...servers].map(
      (server) =>
        new Promise((done) => {
          server.close(() => done());
          server.closeAllConnections?.();
        }),
    );
    servers.clear();
    return Promise.all(closing).then(() => undefined);
  }

  /**
   * Prepares what the brands' first calls would otherwise build while every other reply waits
   * (their accounts, about 150 ms a brand): for scripts that measure the site, so a figure is the
   * site's and not the preview platform's first-use work, which the real platform does not have.
   */
  function warm(codes = store.codes()) {
    for (const code of codes) {
      try {
        prepareAccounts({ state, store, code });
      } catch {
        // a brand whose accounts file is broken: its first call that needs them reports it
      }
    }
  }

  return {
    handle,
    warm,
    reload: (code) => store.reload(code),
    /** sessions and per-brand state (tests and preview tools) */
    state,
    close,
    listen,
    /** the generated /brands/index.json */
    index: () => store.index(),
    /** requests currently held open by fault-timeout (for tests and diagnostics) */
    get heldCount() {
      return held.size;
    },
  };
}

export function brandUrls(codes, port) {
  return codes.flatMap((code) => [`http://${code}.localhost:${port}/`, `http://localhost:${port}/?merchant=${code}`]);
}

function parseArgs(argv) {
  const args = {};
  for (let i = 0; i < argv.length; i++) {
    const m = /^--([a-z]+)(?:=(.*))?$/.exec(argv[i]);
    if (!m) continue;
    args[m[1]] = m[2] ?? argv[++i];
  }
  return args;
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
  const port = Number(args.port ?? process.env.PORT ?? 4173);
  const brandsDir = args.brands ? resolve(args.brands) : resolve(root, 'brands');
  // --mount <folder>[,<folder>…]: brand folders from anywhere, each under its merchant code
  const { collectBrandFolders, mountsOf } = await import('../brand/folders.mjs');
  const mounts = args.mount ? mountsOf(collectBrandFolders({ brandsDir, paths: args.mount.split(',').filter(Boolean) }), brandsDir) : {};
  // --clock <instant>: the platform's clock starts there and runs on (sessions, codes and deposits
  // still age), so what it dates (records, announcements) is the same in every snapshot run
  const clockStart = args.clock ? Date.parse(args.clock) : NaN;
  if (args.clock && !Number.isFinite(clockStart)) throw new Error(`--clock: "${args.clock}" is not an instant (e.g. 2030-03-15T04:00:00Z)`);
  const launched = Date.now();
  const platform = createPreviewPlatform({
    extraBrands: mounts,
    brandsDir,
    distDir: args.dist ? resolve(args.dist) : resolve(root, 'dist'),
    log: (msg) => console.error(msg),
    ...(Number.isFinite(clockStart) ? { now: () => clockStart + (Date.now() - launched) } : {}),
  });
  const { port: actual } = await platform.listen(port, args.host);
  const { brands } = platform.index();
  console.log(`Preview platform listening on http://localhost:${actual}/`);
  for (const { code } of brands) {
    console.log(`  ${code.padEnd(10)} http://${code}.localhost:${actual}/   http://localhost:${actual}/?merchant=${code}`);
  }
  if (!isFile(resolve(args.dist ?? resolve(root, 'dist'), 'index.html'))) console.log('  (no dist/index.html: run npm run build to serve the site)');
  const stop = () => platform.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
