#!/usr/bin/env node
/**
 * Tiny benchmark: how long validateBrandDocuments (schemas + cross checks) and buildBrandModel
 * take for each sample brand. Bundles src/brand with rolldown first (Node cannot import .ts).
 * Usage: npm run schemas && node scripts/bench-validate.mjs [iterations]
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { rolldown } from 'rolldown';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const iterations = Number(process.argv[2]) || 2000;
const tmpDir = path.join(root, 'node_modules/.cache/bench-validate');

await mkdir(tmpDir, { recursive: true });
const entry = path.join(tmpDir, 'entry.ts');
await writeFile(
  entry,
  `export { validateBrandDocuments } from ${JSON.stringify(path.join(root, 'src/brand/validate.ts'))};\n` +
    `export { buildBrandModel } from ${JSON.stringify(path.join(root, 'src/brand/buildBrandModel.ts'))};\n`,
);
const bundle = await rolldown({ input: entry, platform: 'node', logLevel: 'silent' });
const out = path.join(tmpDir, 'bench.mjs');
await bundle.write({ file: out, format: 'esm' });
await bundle.close();
const { validateBrandDocuments, buildBrandModel } = await import(pathToFileURL(out).href);

const lanes = {
  data: {
    lanes: ['ELOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS'].map((title) => ({
      title,
      gameClassify: [{ key: 'ALL', displayName: 'All', gameCount: 120 }],
      cards: Array.from({ length: 8 }, (_, i) => ({ vassalage: `V${i}`, displayName: `Vendor ${i}`, gameType: title, smallIcon: null, isHot: i < 2 })),
    })),
  },
};

for (const code of ['aurora', 'ember', 'tide']) {
  const read = async (f) => JSON.parse(await readFile(path.join(root, 'brands', code, f), 'utf8'));
  const docs = { manifest: await read('brand.json'), permission: await read('permission.json'), registration: await read('registration.json'), lanes };
  let t = performance.now();
  const first = validateBrandDocuments(docs);
  const firstMs = performance.now() - t;
  if (!first.ok) throw new Error(`${code}: ${JSON.stringify(first.errors)}`);
  for (let i = 0; i < 200; i++) validateBrandDocuments(docs); // warm up
  t = performance.now();
  for (let i = 0; i < iterations; i++) validateBrandDocuments(docs);
  const validateMs = (performance.now() - t) / iterations;
  t = performance.now();
  for (let i = 0; i < iterations; i++) buildBrandModel(first.value);
  const buildMs = (performance.now() - t) / iterations;
  console.log(
    `${code.padEnd(6)} validateBrandDocuments ${(validateMs * 1000).toFixed(1)} µs/run, buildBrandModel ${(buildMs * 1000).toFixed(1)} µs/run (mean of ${iterations} runs; first run ${(firstMs * 1000).toFixed(0)} µs)`,
  );
}
await rm(tmpDir, { recursive: true, force: true });
