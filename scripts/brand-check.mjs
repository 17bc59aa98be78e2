#!/usr/bin/env node
// npm run brand:check [folder…] [--json]
// Checks brand folders (default: every folder under brands/; a folder outside the repo works too):
// schemas, cross-document rules (errors) and the derived theme's contrast (warnings).
// Exit 0 when no folder has an error, 1 otherwise, 2 on bad usage.
import { relative } from 'node:path';
import { performance } from 'node:perf_hooks';
import { allBrandFolders, checkBrandFolder, formatFinding, loadEngine } from './brand/check.mjs';

const args = process.argv.slice(2);
const json = args.includes('--json');
const unknown = args.filter((a) => a.startsWith('-') && a !== '--json');
if (unknown.length > 0 || args.includes('--help')) {
  console.error('usage: npm run brand:check [folder…] [-- --json]\n  without folders: every folder under brands/');
  process.exit(unknown.length > 0 ? 2 : 0);
}
const folders = args.filter((a) => !a.startsWith('-'));

const started = performance.now();
await loadEngine();
const loadMs = performance.now() - started;
const results = [];
for (const folder of folders.length > 0 ? folders : allBrandFolders()) results.push(await checkBrandFolder(folder));
const failed = results.filter((r) => !r.ok).length;

if (json) {
  const out = {
    ok: failed === 0,
    brands: results.map(({ code, dir, ok, errors, warnings, ms }) => ({ code, dir, ok, errors, warnings, ms: Math.round(ms * 10) / 10 })),
  };
  process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
} else {
  for (const r of results) {
    const head = r.ok ? 'ok' : `${r.errors.length} error${r.errors.length === 1 ? '' : 's'}`;
    const warn = r.warnings.length ? `, ${r.warnings.length} contrast warning${r.warnings.length === 1 ? '' : 's'}` : '';
    console.log(`${r.ok ? '✓' : '✗'} ${r.code}  ${head}${warn}  (${r.ms.toFixed(0)} ms)  ${relative(process.cwd(), r.dir).startsWith('..') ? r.dir : relative(process.cwd(), r.dir) || '.'}`);
    for (const e of r.errors) console.log(`  error    ${formatFinding(e)}`);
    for (const w of r.warnings) console.log(`  warning  ${formatFinding(w)}`);
  }
  const total = performance.now() - started;
  console.log(`${results.length} brand folder${results.length === 1 ? '' : 's'}, ${failed} with errors (${total.toFixed(0)} ms, rules loaded in ${loadMs.toFixed(0)} ms)`);
}
process.exit(failed === 0 ? 0 : 1);
