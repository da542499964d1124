import { defineConfig, devices } from '@playwright/test';

// Playwright cannot download browsers here; Debian's Chromium is used instead.
process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';
// Lets context.route() see (and abort) the service worker's own fetches in the offline tests.
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = '1';

// E2E_PORT lets two checkouts on one machine run the browser suite side by side.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://127.0.0.1:${PORT}`;
const CI = Boolean(process.env.CI);

export default defineConfig({
  testDir: './tests',
  // Screenshot runs (SHOTS_DIR=…) are for looking at screens, not part of the suite.
  testIgnore: process.env.SHOTS_DIR ? [] : ['**/screens.spec.ts'],
  // Tests share one server (and its database); each one works on its own course.
  workers: 1,
  fullyParallel: false,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    ...devices['Desktop Chrome'],
    baseURL: BASE_URL,
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
  webServer: {
    // The app as `npm start` runs it (PGlite), on a fresh, empty data directory per run: the
    // demo content is seeded on the first start. Older run directories are removed first.
    command:
      'rm -rf .data && mkdir -p .data && DATA_DIR="$(mktemp -d .data/run-XXXXXX)" exec node ../backend/dist/main.js',
    cwd: __dirname,
    url: `${BASE_URL}/config`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: BASE_URL,
      DATABASE_URL: '',
      LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
      LOG_LEVEL: 'warn',
    },
  },
});
