import { expect } from '@playwright/test';
import { AccountCoursesPage } from '@/pages/AccountCoursesPage';
import { COURSES, USERS, loginInBrowser } from '@/support/api';
import { animationsDone } from '@/support/axe';
import { test } from '@/support/test';

// Screenshots for a look at the screens the "trips" fixes changed, phone and desktop, light and
// dark: SHOTS_DIR=/tmp/shots-trips. Only collected when SHOTS_DIR is set (playwright.config.ts).
const DIR = process.env.SHOTS_DIR;

for (const width of [390, 1280]) {
  for (const theme of ['light', 'dark'] as const) {
    test(`screens: post cards, not available, 404, unsaved edits, ${width} px ${theme}`, async ({
      page,
    }) => {
      const shot = async (name: string) => {
        await animationsDone(page);
        await page.screenshot({ path: `${DIR}/${name}-${width}-${theme}.png` });
      };
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      await loginInBrowser(page, USERS.course);
      await page.evaluate((t) => localStorage.setItem('vh.theme', t), theme);
      await page.goto('/de/account/beiträge');
      await expect(page.getByTestId('post-card').first()).toBeVisible();
      await shot('posts');
      await page.goto('/de/account/veroeffentlichungen');
      await expect(page.getByTestId('not-allowed-page')).toBeVisible();
      await shot('not-allowed');
      await page.goto('/de/account/gibt-es-nicht');
      await expect(page.getByTestId('not-found-page')).toBeVisible();
      await shot('not-found');
      await page.goto('/de/account/angebote');
      await new AccountCoursesPage(page).openCourse(COURSES.offlineEdit);
      const info = page.getByTestId('course-editor').locator('[name="info"]');
      await info.fill('Bitte Hallenschuhe mitbringen – ungespeichert.');
      await page.getByRole('link', { name: 'Zurück zu den Angeboten' }).click();
      await expect(page.getByTestId('unsaved-dialog')).toBeVisible();
      await shot('unsaved');
      await page.getByTestId('unsaved-discard').click();
      await expect(page).toHaveURL(/\/de\/account\/angebote$/);
    });
  }
}
