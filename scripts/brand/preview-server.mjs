// Live preview of one brand folder: Vite dev (HMR) with the preview platform mounted in front of
// it, the folder mounted as a brand when it lives outside brands/, and a watcher that re-checks
// the brand on every edit and tells the open pages:
//   brand:changed { code, warnings }   the app re-runs boot in place (src/boot/Boot.tsx), no reload
//   brand:invalid { code, errors }     the preview overlay (src/preview/) shows the check's errors
// Only this server injects the preview client (/src/preview/main.ts) into the page: `npm run dev`,
// `npm start` and production builds never load it.
import { existsSync, readFileSync } from 'node:fs';
import { basename, join, relative, resolve, sep } from 'node:path';
import { createServer } from 'vite';
import { createPreviewPlatform } from '../preview-platform/server.mjs';
import { BRANDS_DIR, ROOT, checkBrandFolder, formatFinding, loadEngine } from './check.mjs';
import { previewLogins } from './preview-accounts.mjs';
import { brandCodeOf } from './folders.mjs';

export { brandCodeOf };


const PREVIEW_CLIENT = '/src/preview/main.ts';

function sendJson(res, status, value) {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(value));
}

/**
 * Starts the live preview of `folder` (or of every folder of `folders`). Resolves
 * { url, port, code, brands, server, close } (url and code of the first folder).
 * `port` 0 picks a free port; `cacheDir` replaces Vite's node_modules/.vite.
 */
export async function startBrandPreview({ folder, folders, port = 5174, host, logLevel = 'info', open = false, cacheDir } = {}) {
  // one folder, or several (each previewed brand gets its own URL on the same server)
  const previewed = new Map(); // code -> folder
  for (const f of folders ?? [folder]) {
    const d = resolve(f);
    if (!existsSync(join(d, 'brand.json'))) throw new Error(`${d} has no brand.json: not a brand folder`);
    previewed.set(brandCodeOf(d), d);
  }
  const [code, dir] = [...previewed][0];
  const extraBrands = {};
  for (const [c, d] of previewed) if (!(resolve(d, '..') === BRANDS_DIR && basename(d) === c)) extraBrands[c] = d;
  const platform = createPreviewPlatform({ brandsDir: BRANDS_DIR, extraBrands, log: (msg) => console.error(msg) });
  const folderOf = (c) => previewed.get(c) ?? join(BRANDS_DIR, c);
  await loadEngine();

  /** code -> the last check ({ ok, errors, warnings } with lines formatted) */
  const checks = new Map();
  async function check(c) {
    const result = await checkBrandFolder(folderOf(c));
    const view = {
      code: c,
      ok: result.ok,
      ms: Math.round(result.ms),
      errors: result.errors.map((e) => ({ ...e, text: formatFinding(e) })),
      warnings: result.warnings.map((w) => ({ ...w, text: formatFinding(w) })),
    };
    checks.set(c, view);
    return view;
  }
  for (const c of previewed.keys()) await check(c);

  function previewPlugin() {
    return {
      name: 'brand-preview',
      configureServer(server) {
        const logger = server.config.logger;
        server.middlewares.use(async (req, res, next) => {
          const url = new URL(req.url ?? '/', 'http://x');
          // the preview platform's own calls, preview-only ones included (/__preview/login for any
          // username, /__preview/sms, /__preview/captcha, /__preview/sessions/expire): the same as npm start
          if (url.pathname !== '/__preview/info') return platform.handle(req, res, next);
          const hostname = String(req.headers.host ?? '').replace(/:\d+$/, '');
          const merchant = platform.index().brands.some((b) => b.code === url.searchParams.get('merchant'))
            ? url.searchParams.get('merchant')
            : hostname.endsWith('.localhost') && platform.index().brands.some((b) => b.code === hostname.split('.')[0])
              ? hostname.split('.')[0]
              : code;
          try {
            if (url.pathname === '/__preview/info' && req.method === 'GET') {
              let languages = [];
              try {
                languages = JSON.parse(readFileSync(join(folderOf(merchant), 'brand.json'), 'utf8')).languages?.supported ?? [];
              } catch {
                /* broken manifest: the overlay says why */
              }
              return sendJson(res, 200, {
                code: merchant,
                previewed: code,
                brands: platform.index().brands.map((b) => b.code),
                languages,
                // seed players and agents, and whether a trial (free play) can be started
                ...previewLogins(folderOf(merchant)),
                check: checks.get(merchant) ?? (await check(merchant)),
              });
            }
          } catch (err) {
            return sendJson(res, 500, { message: String(err?.message ?? err) });
          }
          return sendJson(res, 405, { message: '/__preview/info answers GET only' });
        });

        // every brand folder is watched: the previewed one (maybe outside the repo) and brands/
        server.watcher.add([...previewed.values(), BRANDS_DIR]);
        const pending = new Set();
        let timer = null;
        const codeOfFile = (file) => {
          const abs = resolve(file);
          for (const [c, d] of previewed) if (abs === d || abs.startsWith(d + sep)) return c;
          const rel = relative(BRANDS_DIR, abs);
          if (rel.startsWith('..') || rel === '' || rel.includes(':')) return null;
          return rel.split(sep)[0];
        };
        const flush = async () => {
          const codes = [...pending];
          pending.clear();
          for (const c of codes) {
            platform.reload(c);
            if (!platform.index().brands.some((b) => b.code === c)) continue;
            const view = await check(c);
            if (view.ok) {
              logger.info(`brand ${c} changed: ok (${view.ms} ms)${view.warnings.length ? `, ${view.warnings.length} contrast warnings` : ''}`, { timestamp: true });
              server.ws.send({ type: 'custom', event: 'brand:changed', data: { code: c, warnings: view.warnings } });
            } else {
              logger.error(`brand ${c} has errors:\n${view.errors.map((e) => `  ${e.text}`).join('\n')}`, { timestamp: true });
              server.ws.send({ type: 'custom', event: 'brand:invalid', data: { code: c, errors: view.errors } });
            }
          }
        };
        const onChange = (file) => {
          const c = codeOfFile(file);
          if (!c) return;
          pending.add(c);
          clearTimeout(timer);
          timer = setTimeout(() => void flush(), 60);
        };
        server.watcher.on('add', onChange);
        server.watcher.on('change', onChange);
        server.watcher.on('unlink', onChange);
        server.httpServer?.once('close', () => {
          clearTimeout(timer);
          platform.close();
        });
      },
      // a locale string edit: new strings in place (the preview client re-reads the locale), no reload
      hotUpdate({ file }) {
        if (resolve(file).startsWith(join(ROOT, 'locales') + sep) && file.endsWith('.json')) {
          this.environment.hot.send({ type: 'custom', event: 'brand:changed', data: { code: null, locale: basename(file, '.json') } });
          return [];
        }
        return undefined;
      },
      transformIndexHtml() {
        return [{ tag: 'script', attrs: { type: 'module', src: PREVIEW_CLIENT }, injectTo: 'body' }];
      },
    };
  }

  const domains = platform.index().brands.flatMap((b) => b.domains.map((d) => d.replace(/:\d+$/, '')));
  const server = await createServer({
    root: ROOT,
    configFile: join(ROOT, 'vite.config.ts'),
    logLevel,
    // tests give each server its own dependency cache, so parallel servers never race on node_modules/.vite
    ...(cacheDir ? { cacheDir } : {}),
    plugins: [previewPlugin()],
    server: { port, host, strictPort: port !== 0, open, allowedHosts: ['.localhost', ...domains] },
  });
  await server.listen();
  const address = server.httpServer?.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  const urlOf = (c) => `http://${c}.localhost:${actual}/`;
  return {
    url: urlOf(code),
    port: actual,
    code,
    dir,
    /** every previewed brand: { code, dir, url, check } */
    brands: [...previewed].map(([c, d]) => ({ code: c, dir: d, url: urlOf(c), check: checks.get(c) })),
    server,
    firstCheck: checks.get(code),
    close: () => server.close(),
  };
}
