#!/usr/bin/env node
/**
 * Writes the service worker (src/boot/serviceWorker/sw.ts) into the build as dist/sw.js, bundled
 * with Workbox by rolldown (nothing from a CDN), with its precache list: index.html, theme-init.js
 * (as publish-brands.mjs left it, so it runs last in `npm run build`) and the home's chunks (the
 * module scripts of index.html, the chunks theme-init.js fetches early, and everything they import
 * statically), each with a revision: the
 * hashed chunks by their names, the other two by their contents. A new build changes sw.js
 * whenever one of them changes, which is what makes browsers install the new worker.
 *
 * VITE_SERVICE_WORKER=off (the same switch the app reads, src/boot/serviceWorker/register.ts)
 * writes instead a worker that empties the site's caches and unregisters itself, for browsers an
 * earlier build's worker still controls.
 *
 *   node scripts/build-sw.mjs [dist]
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The files a module imports statically (`import … from "./x.js"`, `import "./x.js"`), minified or not; not `import()`. */
export function staticImports(code) {
  const out = [];
  for (const m of code.matchAll(/(?:\bfrom|\bimport)\s*(["'])(\.{1,2}\/[^"'\s]+)\1/g)) out.push(m[2]);
  return [...new Set(out)];
}

/** The same-origin scripts and stylesheets index.html loads (its absolute paths, in order). */
export function pageFiles(html) {
  const out = [];
  for (const m of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const tag = m[0];
    if (/^<link/i.test(tag) && !/\brel\s*=\s*["']?(stylesheet|modulepreload)\b/i.test(tag)) continue;
    const ref = /\b(?:src|href)\s*=\s*["']([^"']+)["']/i.exec(tag)?.[1];
    if (ref && /^\/(?!\/)/.test(ref)) out.push(ref.replace(/[?#].*$/, ''));
  }
  return [...new Set(out)];
}

/**
 * The precache list of a build: index.html and the non-hashed files it loads by their contents'
 * hash, the chunks under /assets/ (hashed names) that index.html loads or theme-init.js names,
 * and their static imports, by name alone.
 * `read(path)` returns a file of the build by its absolute path (a string), or null.
 */
export function precacheList(read) {
  const revision = (text) => createHash('sha256').update(text).digest('hex').slice(0, 16);
  const html = read('/index.html');
  if (html === null) throw new Error('index.html is missing');
  const entries = [{ url: '/index.html', revision: revision(html) }];
  const seen = new Set();
  const queue = pageFiles(html);
  while (queue.length) {
    const path = queue.shift();
    if (seen.has(path)) continue;
    seen.add(path);
    const text = read(path);
    if (text === null) throw new Error(`index.html loads ${path}, which the build does not have`);
    const hashed = path.startsWith('/assets/');
    entries.push(hashed ? { url: path, revision: null } : { url: path, revision: revision(text) });
    if (path.endsWith('.js')) for (const rel of staticImports(text)) queue.push(new URL(rel, `https://x${path}`).pathname);
    // the chunks the first-paint script has fetched early (the frame, the first-paint strings):
    // first screens import them, so a repeat visit should find them in the cache too
    if (!hashed && path.endsWith('.js')) for (const m of text.matchAll(/["'`](\/assets\/[\w.-]+\.js)["'`]/g)) queue.push(m[1]);
  }
  return entries;
}

/** The worker an off build writes: it empties the site's caches, unregisters itself and lets the pages reload from the network. */
export const REMOVER = `// VITE_SERVICE_WORKER=off: this build has no service worker; this one removes an earlier build's
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) await caches.delete(name);
      await self.registration.unregister();
    })(),
  );
});
`;

export async function buildServiceWorker(dist, { off = false } = {}) {
  const out = join(dist, 'sw.js');
  if (off) {
    writeFileSync(out, REMOVER);
    return { off: true, entries: [] };
  }
  const read = (path) => {
    const file = join(dist, ...path.split('/').filter(Boolean));
    return file.startsWith(dist) && existsSync(file) ? readFileSync(file, 'utf8') : null;
  };
  const entries = precacheList(read);
  const { build } = await import('rolldown');
  await build({
    input: join(root, 'src/boot/serviceWorker/sw.ts'),
    write: false,
    platform: 'browser',
    transform: { define: { __PRECACHE__: JSON.stringify(entries), 'process.env.NODE_ENV': '"production"' } },
    output: { format: 'iife', minify: true },
  }).then(({ output }) => writeFileSync(out, output[0].code));
  return { off: false, entries };
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const dist = resolve(process.argv[2] ?? join(root, 'dist'));
  const off = (process.env.VITE_SERVICE_WORKER ?? '').trim().toLowerCase() === 'off';
  const { entries } = await buildServiceWorker(dist, { off });
  const out = relative(process.cwd(), join(dist, 'sw.js'));
  console.log(off ? `${out}: VITE_SERVICE_WORKER=off, a worker that removes itself` : `${out}: precaches ${entries.map((e) => e.url).join(', ')}`);
}
