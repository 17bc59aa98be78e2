#!/usr/bin/env node
// npm run brand:new <code> [--from <existing code or folder>] [--name "Display Name"] [--dir <brands dir>]
// Scaffolds brands/<code>/ (from scripts/brand/template/ or an existing brand), sets the merchant
// code, name and domains, then runs the brand check on it.
import { relative } from 'node:path';
import { checkBrandFolder, formatFinding, loadEngine } from './brand/check.mjs';
import { scaffoldBrand } from './brand/scaffold.mjs';

function parseArgs(argv) {
  const out = { positional: [] };
  for (let i = 0; i < argv.length; i++) {
    const m = /^--(from|name|dir)(?:=(.*))?$/.exec(argv[i]);
    if (m) out[m[1]] = m[2] ?? argv[++i];
    else if (argv[i].startsWith('-')) out.bad = argv[i];
    else out.positional.push(argv[i]);
  }
  return out;
}

const args = parseArgs(process.argv.slice(2));
if (args.bad || args.positional.length !== 1) {
  console.error('usage: npm run brand:new <code> [-- --from <existing> --name "Display Name"]');
  process.exit(2);
}
const [code] = args.positional;
let made;
try {
  // the rules first: a folder is written only when it can be checked
  await loadEngine();
} catch (err) {
  console.error(`brand:new: ${err.message}\nnothing was written`);
  process.exit(1);
}
try {
  made = scaffoldBrand({ code, from: args.from, name: args.name, ...(args.dir ? { brandsDir: args.dir } : {}) });
} catch (err) {
  console.error(`brand:new: ${err.message}`);
  process.exit(1);
}
const shown = relative(process.cwd(), made.dir) || made.dir;
console.log(`created ${shown}/ (${made.files} files, from ${made.from === 'template' ? 'the template' : relative(process.cwd(), made.from)}), name "${made.name}"`);
const result = await checkBrandFolder(made.dir);
for (const e of result.errors) console.log(`  error    ${formatFinding(e)}`);
for (const w of result.warnings) console.log(`  warning  ${formatFinding(w)}`);
console.log(result.ok ? `brand check: ok (${result.ms.toFixed(0)} ms)` : 'brand check: errors (see above)');
console.log(`\nnext:\n  edit ${shown}/brand.json (theme seeds, languages, footer) and ${shown}/assets/\n  npm run preview:brand ${shown}     live preview\n  npm run brand:check ${shown}`);
process.exit(result.ok ? 0 : 1);
