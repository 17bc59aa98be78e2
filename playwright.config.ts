import { defineConfig } from '@playwright/test';
import { OFF_MACHINE_UNRESOLVED, playwrightChromiumArgs } from './scripts/chromium-args.mjs';

/** The preview platform serves the built site and every brand; tests address brands by host. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // CI shares two CPUs between the platform, two browsers and the suite: a test that fails and
  // then passes is run once more and reported as flaky in the summary, not hidden; a real fault
  // fails both runs
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    // the built site registers a service worker (src/boot/serviceWorker/); page.route does not see the
    // requests a worker answers, so none runs here: the repeat-visit spec opts in (serviceWorkers: 'allow')
    serviceWorkers: 'block',
    baseURL: `http://localhost:${E2E_PORT}`,
    // recording a trace (with its screencast) doubles a test's time on two cores: only a retry
    // records one, so a failure in CI still comes with its trace (`--trace on` to record locally)
    trace: 'on-first-retry',
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: chromium,
      // no host but this machine: a page's request off it fails at once (chromium-args.mjs)
      args: [...playwrightChromiumArgs(), OFF_MACHINE_UNRESOLVED],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: `node scripts/preview-platform/server.mjs --port ${E2E_PORT} --dist ${process.env.E2E_DIST ?? 'dist'}`,
    url: `http://localhost:${E2E_PORT}/brands/index.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
