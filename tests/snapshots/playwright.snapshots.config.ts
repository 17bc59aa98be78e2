/**
 * Playwright for the visual snapshots (`npm run snapshot`, scripts/snapshot.mjs): Debian's
 * Chromium with the e2e suite's launch arguments, fonts from tests/snapshots/fonts only, the
 * preview platform serving a build, baselines under tests/snapshots/baselines/.
 */
import { defineConfig } from '@playwright/test';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import baseConfig from '../../playwright.config';
import { FIXED_TIME } from './matrix';

const HERE = dirname(fileURLToPath(import.meta.url));
const PORT = Number(process.env.SNAPSHOT_PORT ?? 4320);
const DIST = process.env.SNAPSHOT_DIST ?? 'dist';
const REPORT_DIR = resolve(process.env.SNAPSHOT_REPORT ?? 'snapshot-report');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: '.',
  testMatch: 'snapshots.spec.ts',
  outputDir: resolve(REPORT_DIR, 'results'),
  snapshotPathTemplate: '{testDir}/baselines/{arg}{ext}',
  fullyParallel: true,
  workers: Number(process.env.SNAPSHOT_WORKERS ?? 2),
  retries: 0,
  timeout: 45_000,
  // CI never writes a missing baseline: it fails instead
  updateSnapshots: process.env.CI ? 'none' : 'missing',
  expect: {
    timeout: 10_000,
    toHaveScreenshot: { maxDiffPixels: 0, threshold: 0.1, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  reporter: [['./gallery-reporter.ts', { outputDir: REPORT_DIR }]],
  use: {
    // the built site registers a service worker (src/boot/serviceWorker/); page.route does not see the
    // requests a worker answers, so none runs here: the repeat-visit spec opts in (serviceWorkers: 'allow')
    serviceWorkers: 'block',
    baseURL: `http://localhost:${PORT}`,
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    locale: 'en-US',
    timezoneId: 'Asia/Manila',
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      executablePath: chromium,
      args: [...(baseConfig.use?.launchOptions?.args ?? []), '--font-render-hinting=none', '--disable-lcd-text', '--force-color-profile=srgb'],
      // Chromium sees the fonts shipped for snapshots and no others (fonts.conf)
      env: { ...process.env, FONTCONFIG_FILE: resolve(HERE, 'fonts/fonts.conf') } as Record<string, string>,
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    // brand folders from anywhere (scripts/snapshot-brands.mjs): another brands folder and mounted ones
    command: [
      `node scripts/preview-platform/server.mjs --port ${PORT} --dist ${JSON.stringify(DIST)} --clock ${FIXED_TIME.toISOString()}`,
      process.env.SNAPSHOT_BRANDS_DIR ? `--brands ${JSON.stringify(process.env.SNAPSHOT_BRANDS_DIR)}` : '',
      process.env.SNAPSHOT_MOUNT ? `--mount ${JSON.stringify(process.env.SNAPSHOT_MOUNT)}` : '',
    ].filter(Boolean).join(' '),
    cwd: resolve(HERE, '../..'),
    url: `http://localhost:${PORT}/brands/index.json`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
