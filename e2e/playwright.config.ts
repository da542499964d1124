import { defineConfig, devices } from '@playwright/test';

// Playwright cannot download browsers here; Debian's Chromium is used instead.
process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';
// Lets context.route() see (and abort) the service worker's own fetches in the offline tests.
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = '1';

const CI = Boolean(process.env.CI);

export default defineConfig({
  testDir: './tests',
  // Screenshot runs (SHOTS_DIR=…) are for looking at screens, not part of the suite.
  testIgnore: process.env.SHOTS_DIR ? [] : ['**/screens.spec.ts', '**/*-screens.spec.ts'],
  // Every worker starts its own server on a fresh database (support/test.ts), so workers share
  // no data; two fill both cores of the CI machine (one left half of it idle).
  workers: 2,
  fullyParallel: false,
  globalSetup: './global-setup.ts',
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    ...devices['Desktop Chrome'],
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
});
