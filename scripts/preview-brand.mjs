#!/usr/bin/env node
// npm run preview:brand <folder> [more folders…] [--port 5174 (0: any free port)] [--host <addr>] [--open] [--cache-dir <dir>]
// Serves the site for one brand folder (in brands/ or anywhere else) with Vite dev and the preview
// platform, watches the folder and shows edits in the open page without a reload; a broken edit
// shows the brand check's errors in an overlay. A small toolbar switches theme, language, brand,
// site status and logs in as a seed account.
import { startBrandPreview } from './brand/preview-server.mjs';

function parseArgs(argv) {
  const out = { positional: [] };
  for (let i = 0; i < argv.length; i++) {
    const m = /^--(port|host|cache-dir)(?:=(.*))?$/.exec(argv[i]);
    if (m) out[m[1]] = m[2] ?? argv[++i];
    else if (argv[i] === '--open') out.open = true;
    else if (argv[i].startsWith('-')) out.bad = argv[i];
    else out.positional.push(argv[i]);
  }
  return out;
}

const args = parseArgs(process.argv.slice(2));
if (args.bad || args.positional.length === 0) {
  console.error('usage: npm run preview:brand <folder> [more folders…] [-- --port 5174 --host <addr> --open]');
  process.exit(2);
}
let preview;
try {
  preview = await startBrandPreview({
    folders: args.positional,
    port: Number(args.port ?? process.env.PORT ?? 5174),
    host: args.host,
    open: Boolean(args.open),
    cacheDir: args['cache-dir'],
  });
} catch (err) {
  console.error(`preview:brand: ${err.message}`);
  process.exit(1);
}
for (const { code, dir, url, check } of preview.brands) {
  console.log(`\n  Previewing ${code} from ${dir}`);
  console.log(`  ${url}`);
  console.log(`  http://localhost:${preview.port}/?merchant=${code}`);
  if (!check.ok) {
    console.log(`  ${code} has errors (the page shows them too):`);
    for (const e of check.errors) console.log(`    ${e.text}`);
  }
}
console.log('\n  Edits to the folder show in the open page; Ctrl+C stops.\n');

const stop = () => {
  void preview.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
