// Shared by the size and render scripts: the preview platform in-process plus Debian's Chromium.
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { playwrightChromiumArgs } from './chromium-args.mjs';
import { createPreviewPlatform } from './preview-platform/server.mjs';

/** The build the figures are taken from: `dist/`, or another one (SIZE_DIST) beside a parallel build. */
export const distDir = (root) => resolve(root, process.env.SIZE_DIST ?? 'dist');

/**
 * The page is cross-origin isolated (COOP + COEP, which nothing of the home page's own needs
 * to opt out of), so its timers resolve to 5 µs instead of 100 µs: a 1 ms budget is measured
 * in steps finer than a tenth of it.
 */
const ISOLATION = { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' };

export async function startPlatform(root) {
  const platform = createPreviewPlatform({ brandsDir: resolve(root, 'brands'), distDir: distDir(root) });
  platform.warm(); // the preview platform's first-use work is not the site's
  const { port } = await platform.listen(0, '127.0.0.1', { headers: ISOLATION });
  return { platform, port };
}

export function launchChromium() {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: playwrightChromiumArgs() });
}
