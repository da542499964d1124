import { expect } from '@playwright/test';
import { AccountCoursesPage, type DrawerEntry } from '@/pages/AccountCoursesPage';
import { COURSES, USERS, loginInBrowser, openRequestCount } from '@/support/api';
import { THEMES, axeFor } from '@/support/axe';
import { test } from '@/support/test';

async function expectEntries(
  area: AccountCoursesPage,
  shown: DrawerEntry[],
  hidden: DrawerEntry[],
) {
  for (const entry of shown) await expect(area.navItem(entry)).toBeVisible();
  for (const entry of hidden) await expect(area.navItem(entry)).toHaveCount(0);
}

test.describe('the account drawer shows the entries of the user’s role', () => {
  test('a course user gets Courses, Blog, News and Profile, but not Publish', async ({ page }) => {
    await loginInBrowser(page, USERS.course);
    const area = new AccountCoursesPage(page);
    await area.goto();
    await expect(area.drawer).toBeVisible();
    await expectEntries(
      area,
      ['courses', 'blog', 'news', 'profile'],
      ['publish', 'dashboard', 'banners', 'departments', 'support', 'backup', 'audit'],
    );
    await expect(area.navItem('courses')).toHaveText('Angebote');
    // Only the courses this trainer trains are listed: the demo's three, not another trainer's
    // (other specs add courses of this trainer while this one runs, so no exact count).
    for (const title of Object.values(COURSES)) await expect(area.row(title)).toBeVisible();
    await expect(area.row('Achtsamkeit & Meditation')).toHaveCount(0);
  });

  test('an admin also gets Publish, with the number of open requests', async ({ page }) => {
    const session = await loginInBrowser(page, USERS.admin);
    const open = await openRequestCount(page.request, session);
    expect(open).toBeGreaterThan(0); // the demo content has a workshop waiting
    await page.goto('/de/account');
    const area = new AccountCoursesPage(page);
    await expect(area.drawer).toBeVisible();
    await expectEntries(
      area,
      ['dashboard', 'courses', 'blog', 'news', 'support', 'backup', 'audit', 'profile', 'publish'],
      [],
    );
    await expect(area.navItem('backup')).toHaveText('Backup');
    await expect(area.navItem('audit')).toHaveText('Protokoll');
    await expect(area.navItem('publish')).toContainText('Veröffentlichungen');
    await expect(area.navItem('publish').getByLabel(/offene Anfragen?$/)).toHaveText(String(open));
  });

  for (const theme of THEMES) {
    test(`on a phone the open drawer is a modal dialog with no axe violations, ${theme}`, async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({
        baseURL,
        viewport: { width: 390, height: 844 },
        serviceWorkers: 'block',
      });
      await context.addInitScript((mode) => localStorage.setItem('vh.theme', mode), theme);
      const page = await context.newPage();
      await loginInBrowser(page, USERS.course);
      await page.goto('/de/account/angebote');
      await page.getByTestId('account-drawer-toggle').click();
      const drawer = page.getByRole('dialog', { name: 'Mein Bereich' });
      await expect(drawer).toBeVisible();
      await expect(drawer.getByTestId('account-nav-courses')).toBeVisible();
      const { violations } = await axeFor(page, theme).analyze();
      expect(violations.map((v) => v.id)).toEqual([]);
      await context.close();
    });
  }
});
