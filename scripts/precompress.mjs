#!/usr/bin/env node
/**
 * Writes a gzip copy beside each text file of the build's `assets/` (`x.js` -> `x.js.gz`),
 * compressed with zopfli: still plain gzip to every browser, about 3% smaller than gzip -9,
 * at a cost paid once per build instead of per request. The preview platform serves them to
 * a browser that accepts gzip; a production host does the same with its static-gzip switch
 * (nginx `gzip_static on`, Caddy `precompressed gzip`; see the README). Hashed assets only:
 * index.html and the brand documents change without a rebuild.
 *
 * `PRECOMPRESS=gzip` makes the copies with gzip -9 instead (zlib, about 0.3 s against zopfli's
 * 20 s on two cores): `npm test` builds that way, its build is only tested, never shipped; the
 * copies are still served the same way, so the tests still go through them.
 *
 *   node scripts/precompress.mjs [dist]
 */
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';

const TEXT = /\.(?:js|mjs|css|svg|json|html|txt|webmanifest)$/i;

/**
 * Compresses every text file under `dir` (recursively) that gzip makes smaller; removes a stale
 * `.gz` of a file it no longer helps. Returns how many files, their bytes and their gzip bytes.
 */
export async function precompressDir(dir, { fast = false } = {}) {
  const totals = { files: 0, bytes: 0, gzipBytes: 0 };
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      const sub = await precompressDir(path, { fast });
      for (const key of Object.keys(totals)) totals[key] += sub[key];
      continue;
    }
    if (!entry.isFile() || !TEXT.test(entry.name)) continue;
    const source = readFileSync(path);
    const gzip = fast ? gzipSync(source, { level: 9 }) : await gzipAsync(source, { numiterations: 15 });
    if (gzip.length < source.length) {
      writeFileSync(`${path}.gz`, gzip);
      totals.files += 1;
      totals.bytes += source.length;
      totals.gzipBytes += gzip.length;
    } else {
      rmSync(`${path}.gz`, { force: true });
    }
  }
  return totals;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const assets = join(resolve(root, process.argv[2] ?? 'dist'), 'assets');
  try {
    statSync(assets);
  } catch {
    console.error(`${assets} is missing: run vite build first`);
    process.exit(1);
  }
  const started = Date.now();
  const fast = process.env.PRECOMPRESS === 'gzip';
  const { files, bytes, gzipBytes } = await precompressDir(assets, { fast });
  const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
  console.log(`precompressed ${files} files of assets/: ${kib(bytes)} -> ${kib(gzipBytes)} gzip (${fast ? 'gzip -9' : 'zopfli'}, ${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
