import { expect, test } from '@playwright/test';
import { THEMES, WIDTHS, axeFor } from '@/support/axe';
import { USERS, apiLogin, loginInBrowser } from '@/support/api';

test.describe('the dashboard (GET /api/dashboard)', () => {
  test('shows an admin the counts by state, the open requests, the page views and the latest changes', async ({
    page,
  }) => {
    const session = await loginInBrowser(page, USERS.admin);
    const dashboard = (
      await (
        await page.request.get('/api/dashboard', {
          headers: { authorization: `Bearer ${session.token}` },
        })
      ).json()
    ).data;
    await page.goto('/de/account');
    const courses = page.getByTestId('dashboard-content-courses');
    await expect(courses).toContainText(`Veröffentlicht${dashboard.content.courses.published}`);
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
    const admin = await apiLogin(request, USERS.admin);
    const all = (
      await (
        await request.get('/api/dashboard', {
          headers: { authorization: `Bearer ${admin.token}` },
        })
      ).json()
    ).data;
    await loginInBrowser(page, USERS.department);
    await page.goto('/de/account');
    const courses = page.getByTestId('dashboard-content-courses');
    await expect(courses).toBeVisible();
    // Workshops and news are not a department's: their cards are not there.
    await expect(page.getByTestId('dashboard-content-workshops')).toHaveCount(0);
    await expect(courses).not.toContainText(`Veröffentlicht${all.content.courses.published}`);
  });

  for (const width of WIDTHS) {
    for (const theme of THEMES) {
      test(`has no axe violations at ${width} px, ${theme}`, async ({ browser, baseURL }) => {
        const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
        await context.addInitScript((mode) => localStorage.setItem('vh.theme', mode), theme);
        const page = await context.newPage();
        await loginInBrowser(page, USERS.admin);
        await page.goto('/de/account');
        await expect(page.getByTestId('dashboard-views-chart')).toBeVisible();
        const { violations } = await axeFor(page, theme).analyze();
        expect(violations.map((v) => v.id)).toEqual([]);
        await context.close();
      });
    }
  }
});
