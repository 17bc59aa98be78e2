#!/usr/bin/env node
// npm run docs:flags: writes docs/flags.md from the contract layer and the code (src/brand/flagsDoc.ts),
// bundled with rolldown for Node. `--check` exits 1 when the page on disk is stale instead of writing it.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { rolldown } from 'rolldown';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'docs/flags.md');
const dir = mkdtempSync(join(tmpdir(), 'docs-flags-'));
try {
  const bundle = await rolldown({
    input: { main: join(ROOT, 'src/brand/flagsDocSources.ts'), doc: join(ROOT, 'src/brand/flagsDoc.ts') },
    platform: 'node',
    logLevel: 'silent',
    cwd: ROOT,
  });
  await bundle.write({ dir, format: 'esm', entryFileNames: '[name].mjs' });
  await bundle.close();
  const { readSources } = await import(pathToFileURL(join(dir, 'main.mjs')).href);
  const { renderFlagsDoc } = await import(pathToFileURL(join(dir, 'doc.mjs')).href);
  const page = renderFlagsDoc(readSources(ROOT));
  if (process.argv.includes('--check')) {
    let current = '';
    try {
      current = readFileSync(OUT, 'utf8');
    } catch {
      /* missing: stale */
    }
    if (current !== page) {
      console.error('docs/flags.md is stale: run npm run docs:flags');
      process.exit(1);
    }
    console.log('docs/flags.md is up to date');
  } else {
    writeFileSync(OUT, page);
    console.log(`wrote ${OUT}`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
