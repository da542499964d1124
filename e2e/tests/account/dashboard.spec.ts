import { expect } from '@playwright/test';
import { expectNoAxeViolations } from '@/support/axe';
import { USERS, apiLogin, dashboardOf, loginInBrowser } from '@/support/api';
import { test } from '@/support/test';

// Nothing here needs the service worker; without it a fresh context does not install (and
// precache) the whole app first.
test.use({ serviceWorkers: 'block' });

test.describe('the dashboard (GET /api/dashboard)', () => {
  test('shows an admin the counts by state, the open requests, the page views and the latest changes', async ({
    page,
  }) => {
    const session = await loginInBrowser(page, USERS.admin);
    const dashboard = await dashboardOf(page.request, session);
    await page.goto('/de/account');
    const courses = page.getByTestId('dashboard-content-courses');
    await expect(courses).toContainText(`Veröffentlicht${dashboard.content.courses!.published}`);
    await expect(page.getByTestId('dashboard-requests')).toContainText(
      String(dashboard.pendingRequests),
    );
    await expect(page.getByTestId('dashboard-views-chart')).toHaveAttribute(
      'aria-label',
      /Seitenaufrufe? in 90 Tagen/,
    );
    await expect(page.getByTestId('dashboard-changes').getByRole('listitem')).toHaveCount(
      dashboard.latestChanges.length,
    );
  });

  test('shows a department user their department only', async ({ page, request }) => {
    const all = await dashboardOf(request, await apiLogin(request, USERS.admin));
    await loginInBrowser(page, USERS.department);
    await page.goto('/de/account');
    const courses = page.getByTestId('dashboard-content-courses');
    await expect(courses).toBeVisible();
    // Workshops and news are not a department's: their cards are not there.
    await expect(page.getByTestId('dashboard-content-workshops')).toHaveCount(0);
    await expect(courses).not.toContainText(`Veröffentlicht${all.content.courses!.published}`);
  });

  test('has no axe violations at 390 and 1280 px, light and dark', async ({ browser, baseURL }) => {
    await expectNoAxeViolations(browser, baseURL, '/de/account', 'dashboard-views-chart', {
      login: USERS.admin,
    });
  });
});
