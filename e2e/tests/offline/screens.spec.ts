import { expect } from '@playwright/test';
import { AccountCoursesPage } from '@/pages/AccountCoursesPage';
import { CourseEditorPage } from '@/pages/CourseEditorPage';
import { LoginPage } from '@/pages/LoginPage';
import {
  COURSES,
  DEMO_PASSWORD,
  USERS,
  accountCourse,
  apiLogin,
  createSlot,
  deleteSlot,
} from '@/support/api';
import { test } from '@/support/test';

// Screenshots for a look at the outbox dialog with a refused row and the logout warning, phone
// and desktop, light and dark: SHOTS_DIR=/tmp/shots-sync. Only collected when SHOTS_DIR is set
// (playwright.config.ts): it makes pictures to look at, it asserts nothing on pixels.
const DIR = process.env.SHOTS_DIR;
const TITLE = COURSES.offlineEdit;

for (const width of [390, 1280]) {
  for (const theme of ['light', 'dark'] as const) {
    test(`screens: outbox with a refused row and the logout warning, ${width} px ${theme}`, async ({
      context,
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      const session = await apiLogin(request, USERS.course);
      const admin = await apiLogin(request, USERS.admin);
      const course = await accountCourse(request, session, TITLE);
      const start = `${String(5 + (width % 7)).padStart(2, '0')}:${theme === 'dark' ? '30' : '00'}`;
      const end = `${String(6 + (width % 7)).padStart(2, '0')}:${theme === 'dark' ? '30' : '00'}`;
      const refused = await createSlot(request, session, course._id, {
        day: 'Sonntag',
        start,
        end,
        location: 'Halle S1',
      });
      await new LoginPage(page).goto();
      await page.evaluate((t) => localStorage.setItem('vh.theme', t), theme);
      const login = new LoginPage(page);
      await login.email.fill(USERS.course);
      await login.password.fill(DEMO_PASSWORD);
      await login.submit.click();
      await expect(page).toHaveURL(/\/de\/account(\/|$)/);
      await page.goto('/de/account/angebote');
      await new AccountCoursesPage(page).openCourse(TITLE);
      const editor = new CourseEditorPage(page);
      const label = { day: refused.day, start: refused.start, end: refused.end };
      await expect(editor.slotRow(label)).toBeVisible();

      // A real refusal: the admin deletes the slot while my edit of it is on its way.
      await context.route('**/api/times', (route) =>
        route.request().method() === 'PUT' ? route.abort('connectionreset') : route.fallback(),
      );
      await editor.editTimeSlot(label, { start: refused.start, end: `${end.slice(0, 3)}45` });
      await deleteSlot(request, admin, refused._id);
      await context.unroute('**/api/times');
      const indicator =
        width < 600 ? page.getByTestId('sync-indicator').first() : editor.syncIndicator.last();
      await indicator.click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Jetzt synchronisieren' }).click();
      await expect(dialog.getByTestId('outbox-row')).toHaveAttribute('data-status', 'refused');
      await page.waitForTimeout(600); // the dialog's fade-in, for the picture only
      await page.screenshot({ path: `${DIR}/outbox-refused-${width}-${theme}.png` });
      await dialog.getByRole('button', { name: 'Schließen' }).click();

      // The logout warning, with that row still unsynced.
      if (width < 600) await page.getByTestId('account-drawer-toggle').click();
      await page.getByTestId('account-drawer').getByRole('button', { name: 'Abmelden' }).click();
      await expect(page.getByTestId('logout-dialog')).toBeVisible();
      await page.waitForTimeout(600); // the dialog's fade-in, for the picture only
      await page.screenshot({ path: `${DIR}/logout-warning-${width}-${theme}.png` });
      await page.getByTestId('logout-confirm').click();
      await expect(page).not.toHaveURL(/\/account/);
    });
  }
}
