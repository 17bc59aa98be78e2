#!/usr/bin/env node
/**
 * Where the home page's JavaScript goes, module by module: builds the site aside (same config)
 * and prints, for the chunks a visitor's home page loads, each source module's share of its
 * chunk's gzipped size. A module's share is its own code gzipped alone, scaled so a chunk's
 * shares add up to the chunk's gzipped size: an estimate (gzip shares context across modules),
 * good for finding what is big, not for adding up to the byte. Figures only, like `npm run size`.
 *
 *   npm run size:modules [-- --top 40] [--also LoginModal,FormField]
 *
 * `--also` adds chunks by name (and what they import) to the page: e.g. the log-in landing's.
 */
import { rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const argAfter = (flag) => (process.argv.includes(flag) ? process.argv[process.argv.indexOf(flag) + 1] : undefined);
const top = Number(argAfter('--top')) || 40;
const also = (argAfter('--also') ?? '').split(',').filter(Boolean);
const outDir = resolve(root, 'node_modules/.cache/size-modules');
const gz = (text) => gzipSync(text, { level: 9 }).length;

const chunks = {};
await build({
  root,
  configFile: resolve(root, 'vite.config.ts'),
  logLevel: 'error',
  build: { outDir, emptyOutDir: true },
  plugins: [
    {
      name: 'size-modules',
      apply: 'build',
      enforce: 'post',
      generateBundle(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          chunks[chunk.fileName] = {
            isEntry: chunk.isEntry,
            imports: chunk.imports,
            gz: gz(chunk.code),
            modules: Object.entries(chunk.modules).map(([id, m]) => ({ id: id.replace(`${root}/`, '').replace(/^\0/, ''), gz: m.code ? gz(m.code) : 0 })),
          };
        }
      },
    },
  ],
});
rmSync(outDir, { recursive: true, force: true });

// the app shell (the entry and the home page, vite.config.ts), and what a visitor's home page
// loads at boot beside it (the boot check of src/boot/loadBrand.ts, the default language's
// first-paint strings), with everything they import
const chunkName = (f) => f.replace(/^.*\//, '').replace(/-[^-]+\.js$/, '');
const roots = Object.keys(chunks).filter((f) => chunks[f].isEntry || /\/(shell|bootCheck|ty-strings-first)-[^/]+\.js$/.test(f) || also.includes(chunkName(f)));
const home = new Set();
const queue = [...roots];
while (queue.length) {
  const file = queue.pop();
  if (home.has(file) || !chunks[file]) continue;
  home.add(file);
  queue.push(...chunks[file].imports);
}

const rows = [];
let total = 0;
for (const file of home) {
  const { gz: chunkGz, modules } = chunks[file];
  total += chunkGz;
  const own = modules.reduce((s, m) => s + m.gz, 0) || 1;
  for (const m of modules) rows.push({ share: (m.gz / own) * chunkGz, id: m.id, chunk: file.replace(/^assets\//, '') });
}
rows.sort((a, b) => b.share - a.share);

const kib = (n) => (n / 1024).toFixed(2).padStart(6);
console.log(`A visitor's home page${also.length ? ` with ${also.join(', ')}` : ''}: ${(total / 1024).toFixed(1)} KiB gzipped in ${home.size} chunks (estimated shares, gzip -9)\n`);
const byGroup = new Map();
for (const r of rows) {
  const group = r.id.includes('node_modules/') ? r.id.replace(/^.*node_modules\/((?:@[^/]+\/)?[^/]+).*$/, '$1') : r.id.replace(/^(src\/[^/]+|[^/]+).*$/, '$1');
  byGroup.set(group, (byGroup.get(group) ?? 0) + r.share);
}
console.log('by package or source folder:');
for (const [group, share] of [...byGroup].sort((a, b) => b[1] - a[1])) console.log(`  ${kib(share)} KiB  ${group}`);
console.log(`\nthe ${top} largest modules:`);
for (const r of rows.slice(0, top)) console.log(`  ${kib(r.share)} KiB  ${r.id}  (${r.chunk})`);
