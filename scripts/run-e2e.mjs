#!/usr/bin/env node
// Runs the Playwright suite in Debian's Chromium, after checking the browser and the build exist.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// On a fresh Debian machine as root, fetch Debian's Chromium (about 40 s); elsewhere say how.
if (!existsSync(chromium) && !process.env.CHROMIUM_PATH && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
  console.log("Chromium is missing: installing Debian's chromium package");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
}
if (!existsSync(chromium)) {
  console.error(
    `Chromium not found at ${chromium}.\n` +
      'Install Debian\'s build:  sudo apt-get update && sudo apt-get install -y chromium\n' +
      'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
  );
  process.exit(1);
}
const dist = process.env.E2E_DIST ?? 'dist';
if (!existsSync(`${dist}/index.html`)) {
  console.error(`${dist}/ is missing: run \`npm run build\` first (npm test does it for you).`);
  process.exit(1);
}
const result = spawnSync('node_modules/.bin/playwright', ['test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
});
process.exit(result.status ?? 1);
