// How this project starts Debian's Chromium: one list for the e2e suite, the snapshots and the
// measuring scripts (size, bench, lighthouse).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** The flags Chromium needs on this kind of machine (no GPU, no sandbox, no network of its own). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Browser features that cost CPU and that no page of ours can see. Headless Chromium is the whole
 * browser without a window: every new window (each test's browser context) preloads the
 * address bar's drop-down, a WebUI page in a renderer process of its own. Measured on CI's two
 * cores: about 1 s of CPU per context, a fifth to a half of what a test's page load costs.
 */
export const UNSEEN_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * The features Playwright turns off when it starts Chromium (its chromiumSwitches). Chromium
 * honours only the last --disable-features on its command line, after Playwright's own, so ours
 * must repeat them. Playwright does not export the list: it is read from its code, and a
 * Playwright that no longer spells it so stops the run here rather than losing its defaults.
 */
export function playwrightDisabledFeatures() {
  const require = createRequire(import.meta.url);
  const lib = join(dirname(require.resolve('playwright-core/package.json')), 'lib');
  const candidates = ['coreBundle.js', 'server/chromium/chromiumSwitches.js'].map((f) => join(lib, f));
  for (const file of candidates) {
    let code;
    try {
      code = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    const names = disabledFeaturesIn(code);
    if (names.length > 0) return names;
  }
  throw new Error(`Playwright's default --disable-features list was not found in ${lib}: update scripts/chromium-args.mjs`);
}

/** The names in `disabledFeatures = [...]` of Playwright's code, comments left out; none when it is not there. */
export function disabledFeaturesIn(code) {
  const list = /\bdisabledFeatures\s*=\s*\[([^\]]*)\]/.exec(code)?.[1];
  if (!list) return [];
  return [...list.replace(/\/\/[^\n]*/g, '').matchAll(/["']([A-Za-z0-9]+)["']/g)].map((m) => m[1]);
}

/**
 * For the test suites: every host but this machine is unknown to Chromium, so a request that
 * leaves the machine fails at once and the same way everywhere (with internet or without, or
 * behind a firewall that lets a connection hang). The suites need no `page.route` to keep pages
 * off the internet: any route makes Playwright intercept every request of the page through the
 * test's process and turns the page's HTTP cache off, which cost about a sixth of a page load's
 * CPU in every test. A test that stands in for an outside host routes that host itself.
 */
export const OFF_MACHINE_UNRESOLVED = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE *.localhost, EXCLUDE 127.0.0.1';

/**
 * CHROMIUM_ARGS for a Chromium that Playwright starts: Playwright's disabled features and ours
 * in one --disable-features.
 */
export function playwrightChromiumArgs() {
  const features = [...new Set([...playwrightDisabledFeatures(), ...UNSEEN_FEATURES])];
  return [...CHROMIUM_ARGS, `--disable-features=${features.join(',')}`];
}
