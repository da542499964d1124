import { test as base } from '@playwright/test';
import { startAppServer, type AppServer } from '@/support/server';

/**
 * Playwright's `test` with the app under test: one server per worker (support/server.ts), and
 * `baseURL`, `page`, `context` and `request` pointing at it. Specs import `test` from here.
 */
export const test = base.extend<object, { appServer: AppServer }>({
  appServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern.
    async ({}, use) => {
      const server = await startAppServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 150_000 },
  ],
  baseURL: async ({ appServer }, use) => {
    await use(appServer.url);
  },
});
