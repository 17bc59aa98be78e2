// The security headers: one table (security-headers.mjs) that the preview platform sends, the
// development servers send with Vite's allowance, and README's production snippets print.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPreviewPlatform } from './preview-platform/server.mjs';
import { GEETEST4_API_HOST, GEETEST4_SCRIPT_URL, GEETEST4_STATIC_HOST } from '../src/contract/geetest4.ts';
import { CSP, EVERY_REPLY_HEADERS, GEETEST4, hostingSnippets, pageHeaders, readmeBlock, README_BEGIN, README_END } from './security-headers.mjs';
import { devCsp } from './vite/security-headers.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const work = mkdtempSync(join(tmpdir(), 'security-headers-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Directive name -> its sources. */
function directives(csp) {
  return Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

function get(url, headers = {}) {
  return new Promise((done, fail) => {
    const req = http.get(url, { headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => done({ status: res.statusCode, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', fail);
  });
}

/** The page headers as Node reports them (lower-case names). */
const expectedPage = (csp = CSP) => Object.fromEntries(Object.entries(pageHeaders(csp)).map(([k, v]) => [k.toLowerCase(), v]));
const pick = (headers, names) => Object.fromEntries(names.map((n) => [n, headers[n]]));
const PAGE_NAMES = Object.keys(expectedPage());

describe('the CSP and the page headers', () => {
  it('keep the directives the site had and add frame-ancestors, form-action and GeeTest\'s two hosts', () => {
    // the policy the preview platform sent before frame-ancestors, form-action and GeeTest were added
    const before =
      "default-src 'self'; script-src 'self' https://www.googletagmanager.com; style-src 'self' 'unsafe-inline'; " +
      "img-src 'self' data: blob: https:; connect-src 'self' https://*.google-analytics.com https://*.googletagmanager.com; " +
      "frame-src 'self' https:; object-src 'none'; base-uri 'self'";
    const was = directives(before);
    expect(directives(CSP)).toEqual({
      ...was,
      'script-src': [...was['script-src'], 'https://static.geetest.com', 'https://gcaptcha4.geetest.com'],
      'style-src': [...was['style-src'], 'https://static.geetest.com'],
      'connect-src': [...was['connect-src'], 'https://gcaptcha4.geetest.com'],
      'form-action': ["'self'"],
      'frame-ancestors': ["'self'"],
      // the site's own service worker only (src/boot/serviceWorker/sw.ts)
      'worker-src': ["'self'"],
    });
  });

  it("allow GeeTest's V4 widget exactly: the contract's script and API hosts, no wildcard", () => {
    expect(new URL(GEETEST4_SCRIPT_URL).origin).toBe(GEETEST4_STATIC_HOST);
    expect(GEETEST4).toEqual({ script: [GEETEST4_STATIC_HOST, GEETEST4_API_HOST], style: [GEETEST4_STATIC_HOST], connect: [GEETEST4_API_HOST] });
    const geetestSources = Object.values(directives(CSP)).flat().filter((source) => /geetest/i.test(source));
    expect(new Set(geetestSources)).toEqual(new Set([GEETEST4_STATIC_HOST, GEETEST4_API_HOST]));
  });

  it('are the CSP, framing by the site only, the referrer policy and nosniff', () => {
    expect(pageHeaders()).toEqual({
      'Content-Security-Policy': CSP,
      'X-Frame-Options': 'SAMEORIGIN',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Content-Type-Options': 'nosniff',
    });
    expect(EVERY_REPLY_HEADERS).toEqual({ 'X-Content-Type-Options': 'nosniff' });
  });
});

describe('production snippets', () => {
  const snippets = hostingSnippets();
  const page = pageHeaders();

  it('nginx sends every page header on pages (index.html and the SPA fallback) and nosniff on assets', () => {
    const blocks = Object.fromEntries([...snippets.nginx.matchAll(/location ([^{]+) \{\n([\s\S]*?)\n\}/g)].map((m) => [m[1].trim(), m[2]]));
    const added = (block) =>
      Object.fromEntries([...block.matchAll(/add_header (\S+) "((?:[^"\\]|\\.)*)" always;/g)].map((m) => [m[1], m[2].replace(/\\"/g, '"')]));
    expect(Object.keys(blocks)).toEqual(['/assets/', '= /sw.js', '= /index.html', '/']);
    // the worker's script is asked again on every visit, so a new build's worker is found
    expect(added(blocks['= /sw.js'])).toEqual({ 'Cache-Control': 'no-cache', ...EVERY_REPLY_HEADERS });
    expect(added(blocks['= /index.html'])).toEqual({ 'Cache-Control': 'no-store', ...page });
    expect(added(blocks['/'])).toEqual(page);
    expect(added(blocks['/assets/'])).toEqual({ 'Cache-Control': 'public, max-age=31536000, immutable', ...EVERY_REPLY_HEADERS });
  });

  it('Netlify _headers, vercel.json and Caddy send every page header on every path', () => {
    const netlify = snippets.netlify.split('\n/')[0].split('\n').slice(1);
    expect(Object.fromEntries(netlify.map((line) => line.trim().split(/: (.*)/).slice(0, 2)))).toEqual(page);

    const vercel = JSON.parse(snippets.vercel);
    const all = vercel.headers.find((h) => h.source === '/(.*)');
    expect(Object.fromEntries(all.headers.map((h) => [h.key, h.value]))).toEqual(page);

    const caddy = /header \{\n([\s\S]*?)\n\}/.exec(snippets.caddy)[1];
    expect(Object.fromEntries([...caddy.matchAll(/^\s+(\S+) "(.*)"$/gm)].map((m) => [m[1], m[2]]))).toEqual(page);
  });

  it("are README.md's Production snippets, to the letter (npm run headers -- --write rewrites them)", () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const begin = readme.indexOf(README_BEGIN);
    const end = readme.indexOf(README_END);
    expect(begin, 'README.md has the security headers block').toBeGreaterThan(readme.indexOf('## Production'));
    expect(readme.slice(begin, end + README_END.length)).toBe(readmeBlock());
  });
});

describe('the preview platform (npm start, the tests)', () => {
  let platform;
  let base;
  beforeAll(async () => {
    const dist = join(work, 'dist');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(dist, 'assets', 'app.js'), 'export {};');
    platform = createPreviewPlatform({ brandsDir: join(ROOT, 'brands'), distDir: dist });
    const { port } = await platform.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${port}`;
  });
  afterAll(() => platform?.close());

  it.each(['/', '/promotions', '/index.html'])('sends the page headers on the page %s', async (path) => {
    const res = await get(`${base}${path}`, { Host: 'aurora.localhost' });
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(pick(res.headers, PAGE_NAMES)).toEqual(expectedPage());
  });

  it("the preview game page (framed by the site) has its own policy, with the site's framing and form rules", async () => {
    const res = await get(`${base}/cdn/preview-game?vendor=PT&game=1&name=Reel`, { Host: 'aurora.localhost' });
    const csp = directives(res.headers['content-security-policy']);
    expect([csp['frame-ancestors'], csp['form-action'], csp['default-src']]).toEqual([["'self'"], ["'self'"], ["'none'"]]);
    expect([res.headers['x-frame-options'], res.headers['referrer-policy'], res.headers['x-content-type-options']]).toEqual([
      'SAMEORIGIN',
      'strict-origin-when-cross-origin',
      'nosniff',
    ]);
  });

  it.each([
    ['a platform call', '/wps/system/status', { Merchant: 'aurora' }],
    ['a failing call', '/wps/system/status', { Merchant: 'aurora', 'X-Preview': 'fault-500' }],
    ['a reply that is not JSON', '/wps/system/status', { Merchant: 'aurora', 'X-Preview': 'fault-malformed' }],
    ['a lottery gateway reply', '/lgw/games/popular?count=20', { Merchant: 'aurora' }],
    ['a brand document', '/brands/aurora/brand.json', {}],
    ['the brand index', '/brands/index.json', {}],
    ['an asset', '/assets/app.js', {}],
    ['a missing file', '/assets/missing.js', {}],
    ['a CDN image', '/cdn/TCG_GAME_ICONS/default.png', {}],
    ['a refused path', '/brands/aurora/assets/..%2f..%2fbrand.json', {}],
  ])('sends nosniff on %s', async (_what, path, headers) => {
    const res = await get(`${base}${path}`, headers);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('the development servers (npm run dev, npm run preview:brand)', () => {
  let preview;
  beforeAll(async () => {
    const { startBrandPreview } = await import('./brand/preview-server.mjs');
    preview = await startBrandPreview({ folder: join(ROOT, 'brands', 'ember'), port: 0, logLevel: 'silent', cacheDir: join(work, 'vite-cache') });
  }, 60_000);
  afterAll(() => preview?.close());

  it("send the page headers, the CSP allowing the page's React Fast Refresh preamble by its hash and nothing else inline", async () => {
    const res = await get(`http://127.0.0.1:${preview.port}/`, { Host: 'ember.localhost', Accept: 'text/html' });
    expect(res.text).toContain('/@react-refresh');
    expect(pick(res.headers, PAGE_NAMES)).toEqual(expectedPage(devCsp(res.text)));
    const scriptSrc = directives(res.headers['content-security-policy'])['script-src'];
    expect(scriptSrc).toEqual([...directives(CSP)['script-src'], expect.stringMatching(/^'sha256-[A-Za-z0-9+/]+=*'$/)]);
    expect(scriptSrc.join(' ')).not.toMatch(/unsafe-(inline|eval)/);
  });

  it.each([
    ['a module', '/src/main.tsx'],
    ['a platform call', '/wps/system/status'],
    ['a brand document', '/brands/ember/brand.json'],
  ])('send nosniff on %s', async (_what, path) => {
    const res = await get(`http://127.0.0.1:${preview.port}${path}`, { Host: 'ember.localhost', Merchant: 'ember' });
    expect(res.status).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
