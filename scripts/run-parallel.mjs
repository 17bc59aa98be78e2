#!/usr/bin/env node
/**
 * Runs npm scripts side by side and fails if any fails: `npm test` runs the type check, the lint
 * and the build this way. tsc and ESLint each use one core, so on CI's two cores the three take
 * as long as the slowest instead of the sum. Each script's output is printed whole when it ends,
 * not interleaved, with how long it took.
 *
 *   node scripts/run-parallel.mjs typecheck lint build
 */
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('usage: node scripts/run-parallel.mjs <npm script> [<npm script> …]');
  process.exit(2);
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs `npm run <name>`; resolves with its exit code and everything it wrote, in order. */
function run(name) {
  const started = Date.now();
  return new Promise((resolve) => {
    const chunks = [];
    const child = spawn(npm, ['run', name], { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => chunks.push(c));
    child.on('error', (err) => {
      chunks.push(Buffer.from(`${err.message}\n`));
      resolve({ name, code: 1, output: Buffer.concat(chunks).toString(), seconds: (Date.now() - started) / 1000 });
    });
    child.on('close', (code, signal) => resolve({ name, code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString(), seconds: (Date.now() - started) / 1000 }));
  });
}

const results = await Promise.all(
  names.map((name) =>
    run(name).then((r) => {
      process.stdout.write(r.output);
      console.log(`[${r.name}] ${r.code === 0 ? 'done' : `FAILED (exit ${r.code})`} in ${r.seconds.toFixed(1)} s\n`);
      return r;
    }),
  ),
);
const failed = results.filter((r) => r.code !== 0).map((r) => r.name);
if (failed.length) {
  console.error(`failed: ${failed.join(', ')}`);
  process.exit(1);
}
