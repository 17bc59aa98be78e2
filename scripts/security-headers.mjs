#!/usr/bin/env node
// The site's security headers, in one place: the preview platform sends them (npm start, the
// tests), the development servers send them with the allowances Vite needs
// (scripts/vite/security-headers.mjs: npm run dev, npm run preview:brand), and the production
// hosting snippets of README.md are printed from them, so none can drift from the others
// (security-headers.test.mjs checks all three).
//
//   npm run headers              print the snippets (nginx, Netlify _headers, vercel.json, Caddy)
//   npm run headers -- --write   rewrite them in README.md's Production section
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * GeeTest's V4 widget (src/contract/geetest4.ts, from GeeTest's public docs; its test checks these
 * against that table): gt4.js and the widget's own scripts, styles and images from its static
 * host; its API (load, verify) from gcaptcha4, answered as scripts (JSONP), so a script source
 * too. Exactly these two hosts, nothing wider.
 */
export const GEETEST4 = Object.freeze({
  script: ['https://static.geetest.com', 'https://gcaptcha4.geetest.com'],
  style: ['https://static.geetest.com'],
  connect: ['https://gcaptcha4.geetest.com'],
});

/**
 * The Content-Security-Policy of every page. `frame-ancestors 'self'` (with X-Frame-Options for
 * older browsers) keeps other sites from framing the log-in form (clickjacking); `form-action
 * 'self'` keeps an injected form from posting anywhere else. Scripts come only from the site
 * (and Google's tag when a brand turns analytics on, GeeTest's V4 widget where a brand's human
 * check is GeeTest's); styles may be inline (styled-components); images and game frames come from
 * the brand's https CDNs.
 */
export const CSP_DIRECTIVES = Object.freeze({
  'default-src': ["'self'"],
  'script-src': ["'self'", 'https://www.googletagmanager.com', ...GEETEST4.script],
  'style-src': ["'self'", "'unsafe-inline'", ...GEETEST4.style],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'connect-src': ["'self'", 'https://*.google-analytics.com', 'https://*.googletagmanager.com', ...GEETEST4.connect],
  'frame-src': ["'self'", 'https:'],
  // the site's own service worker (/sw.js, src/boot/serviceWorker/sw.ts) and nothing else
  'worker-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
});

/** `directive a b; directive c` from a table like CSP_DIRECTIVES, with extra sources per directive. */
export function cspOf(directives = CSP_DIRECTIVES, extra = {}) {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources, ...(extra[name] ?? [])].join(' '))
    .join('; ');
}

export const CSP = cspOf();

/** On every reply: a browser never guesses a type other than the one sent (no script from a JSON reply). */
export const EVERY_REPLY_HEADERS = Object.freeze({ 'X-Content-Type-Options': 'nosniff' });

/** On every page (HTML reply), besides EVERY_REPLY_HEADERS. */
export function pageHeaders(csp = CSP) {
  return {
    'Content-Security-Policy': csp,
    'X-Frame-Options': 'SAMEORIGIN',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    ...EVERY_REPLY_HEADERS,
  };
}

/** Hashed assets (`dist/assets/`) never change under their name. */
export const ASSET_CACHE = 'public, max-age=31536000, immutable';

/** The service worker's script (`dist/sw.js`): always asked again, so a new build's worker is found on the next visit. */
export const WORKER_CACHE = 'no-cache';

const PAGE_HEADERS = pageHeaders();

/**
 * Ready snippets for production hosts. Static hosts send the page headers on every path (a CSP
 * on a script or a JSON reply does nothing); nginx only on pages, since its add_header is not
 * inherited by a location that has its own.
 */
export function hostingSnippets() {
  const quoted = (v) => `"${v.replace(/"/g, '\\"')}"`;
  const nginxAdd = (headers, indent) => Object.entries(headers).map(([k, v]) => `${indent}add_header ${k} ${quoted(v)} always;`).join('\n');
  const nginx = [
    '# inside the server { } of each brand domain, root dist/ (the /wps and /lgw locations proxy to the platform)',
    'location /assets/ {',
    '    gzip_static on;',
    nginxAdd({ 'Cache-Control': ASSET_CACHE, ...EVERY_REPLY_HEADERS }, '    '),
    '}',
    'location = /sw.js {',
    nginxAdd({ 'Cache-Control': WORKER_CACHE, ...EVERY_REPLY_HEADERS }, '    '),
    '}',
    'location = /index.html {',
    nginxAdd({ 'Cache-Control': 'no-store', ...PAGE_HEADERS }, '    '),
    '}',
    'location / {',
    '    try_files $uri /index.html;',
    nginxAdd(PAGE_HEADERS, '    '),
    '}',
  ].join('\n');

  const netlify = [
    '/*',
    ...Object.entries(PAGE_HEADERS).map(([k, v]) => `  ${k}: ${v}`),
    '/index.html',
    '  Cache-Control: no-store',
    '/assets/*',
    `  Cache-Control: ${ASSET_CACHE}`,
    '/sw.js',
    `  Cache-Control: ${WORKER_CACHE}`,
  ].join('\n');

  const vercel = JSON.stringify(
    {
      headers: [
        { source: '/(.*)', headers: Object.entries(PAGE_HEADERS).map(([key, value]) => ({ key, value })) },
        { source: '/assets/(.*)', headers: [{ key: 'Cache-Control', value: ASSET_CACHE }] },
        { source: '/sw.js', headers: [{ key: 'Cache-Control', value: WORKER_CACHE }] },
      ],
    },
    null,
    2,
  ).replace(/\{\n\s+("key": .*),\n\s+("value": .*)\n\s+\}/g, '{ $1, $2 }'); // a header a line

  const caddy = [
    '# inside the site block of each brand domain, root dist/ (reverse_proxy /wps/* and /lgw/* to the platform)',
    'header {',
    ...Object.entries(PAGE_HEADERS).map(([k, v]) => `    ${k} ${quoted(v)}`),
    '}',
    `header /assets/* Cache-Control ${quoted(ASSET_CACHE)}`,
    `header /sw.js Cache-Control ${quoted(WORKER_CACHE)}`,
    'try_files {path} /index.html',
    'file_server {',
    '    precompressed gzip',
    '}',
  ].join('\n');

  return { nginx, netlify, vercel, caddy };
}

const SNIPPETS = [
  ['nginx', 'nginx', 'nginx'],
  ['netlify', 'Netlify (`dist/_headers`)', 'text'],
  ['vercel', 'Vercel (`vercel.json`)', 'json'],
  ['caddy', 'Caddy (`Caddyfile`)', 'caddy'],
];
export const README_BEGIN = '<!-- security headers: begin (npm run headers -- --write) -->';
export const README_END = '<!-- security headers: end -->';

/** The README block between the markers: each snippet under its host's name. */
export function readmeBlock() {
  const snippets = hostingSnippets();
  const parts = SNIPPETS.map(([key, title, lang]) => `${title}:\n\n\`\`\`${lang}\n${snippets[key]}\n\`\`\``);
  return `${README_BEGIN}\n${parts.join('\n\n')}\n${README_END}`;
}

/** `readme` with its block replaced by the one of now (it must have the markers). */
export function withReadmeBlock(readme) {
  const begin = readme.indexOf(README_BEGIN);
  const end = readme.indexOf(README_END);
  if (begin < 0 || end < begin) throw new Error(`README.md has no ${README_BEGIN} … ${README_END} block`);
  return readme.slice(0, begin) + readmeBlock() + readme.slice(end + README_END.length);
}

function main(argv) {
  const readmePath = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'README.md');
  if (argv.includes('--write')) {
    writeFileSync(readmePath, withReadmeBlock(readFileSync(readmePath, 'utf8')));
    console.log(`security header snippets written to ${readmePath}`);
    return;
  }
  const snippets = hostingSnippets();
  for (const [key, title] of SNIPPETS) console.log(`# ${title}\n${snippets[key]}\n`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) main(process.argv.slice(2));
