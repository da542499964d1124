import { expect } from '@playwright/test';
import { AccountCoursesPage } from '@/pages/AccountCoursesPage';
import { USERS, loginInBrowser } from '@/support/api';
import { test } from '@/support/test';

// Nothing here needs the service worker; without it a fresh context does not install (and
// precache) the whole app first.
test.use({ serviceWorkers: 'block' });

test.describe('the refresh cookie in a real browser', () => {
  test('lives only on /api/refresh and /api/logout, refreshes from the app and is gone after logout', async ({
    page,
    context,
  }) => {
    await loginInBrowser(page, USERS.course);
    const paths = async () =>
      (await context.cookies())
        .filter((c) => c.name === 'vh_refresh')
        .map((c) => c.path)
        .sort();
    expect(await paths()).toEqual(['/api/logout', '/api/refresh']);

    // The app boots without an access token and refreshes (a same-origin POST with Origin).
    const area = new AccountCoursesPage(page);
    await area.goto();
    await expect(area.drawer).toBeVisible();

    const statuses = await page.evaluate(async () => {
      const refresh = await fetch('/api/refresh', { method: 'POST' });
      const logout = await fetch('/api/logout', { method: 'POST' });
      const after = await fetch('/api/refresh', { method: 'POST' });
      return [refresh.status, logout.status, after.status];
    });
    expect(statuses).toEqual([200, 200, 401]);
    expect(await paths()).toEqual([]);
  });
});
