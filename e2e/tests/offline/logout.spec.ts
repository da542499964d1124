import { expect } from '@playwright/test';
import { AccountCoursesPage } from '@/pages/AccountCoursesPage';
import { CourseEditorPage } from '@/pages/CourseEditorPage';
import { LoginPage } from '@/pages/LoginPage';
import {
  COURSES,
  USERS,
  accountCourse,
  apiLogin,
  createSlot,
  deleteSlot,
  timesOf,
} from '@/support/api';
import { idbCounts } from '@/support/outbox';
import { test } from '@/support/test';

// Logout on a shared club computer: the next person must find nothing of the staff member's.
const TITLE = COURSES.offlineEdit;

test('logout warns about unsynced changes, then leaves nothing of the user in IndexedDB', async ({
  context,
  page,
  request,
}) => {
  const session = await apiLogin(request, USERS.course);
  const course = await accountCourse(request, session, TITLE);
  const slot = await createSlot(request, session, course._id, {
    day: 'Sonntag',
    start: '19:00',
    end: '20:00',
    location: 'Halle L1',
  });
  await new LoginPage(page).goto();
  await new LoginPage(page).login(USERS.course);
  await new AccountCoursesPage(page).openCourse(TITLE);
  const editor = new CourseEditorPage(page);
  const label = { day: slot.day, start: slot.start, end: slot.end };
  await expect(editor.slotRow(label)).toBeVisible();

  // An edit that cannot reach the server (the request is lost on the way): it stays queued.
  await context.route('**/api/times', (route) =>
    route.request().method() === 'PUT' ? route.abort('connectionreset') : route.fallback(),
  );
  await editor.editTimeSlot(label, { start: '19:30', end: '20:30' });
  await expect(editor.syncIndicator).toHaveAttribute('data-count', '1');
  expect((await idbCounts(page)).records).toBeGreaterThan(0);

  // Logout asks first; "cancel" keeps everything.
  const logout = page.getByTestId('account-drawer').getByRole('button', { name: 'Abmelden' });
  await logout.click();
  const warning = page.getByTestId('logout-dialog');
  await expect(warning).toContainText(
    '1 Änderung ist noch nicht synchronisiert. Beim Abmelden geht sie verloren.',
  );
  await warning.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(warning).toBeHidden();
  await expect(editor.syncIndicator).toHaveAttribute('data-count', '1');

  // "Log out anyway": the queue, the local copies and the conflicts are gone, and so is the user.
  await logout.click();
  await warning.getByRole('button', { name: 'Trotzdem abmelden' }).click();
  // Logout goes Home (spec section 4), not to the login page.
  await expect(page).toHaveURL(/\/de\/$/);
  await expect
    .poll(async () => Object.values(await idbCounts(page)).reduce((a, b) => a + b, 0))
    .toBe(0);
  expect(await page.evaluate(() => localStorage.getItem('vh.user'))).toBeNull();

  // The lost edit never reached the server (the warning said so).
  const onServer = (await timesOf(request, session, course._id)).find((t) => t._id === slot._id);
  expect(onServer).toMatchObject({ start: '19:00', end: '20:00' });
  await deleteSlot(request, session, slot._id);
});

test('logout without unsynced changes asks nothing and still clears the local copies', async ({
  page,
}) => {
  await new LoginPage(page).goto();
  await new LoginPage(page).login(USERS.course);
  await new AccountCoursesPage(page).openCourse(TITLE);
  const editor = new CourseEditorPage(page);
  await expect(editor.syncIndicator).toHaveAttribute('data-count', '0');
  expect((await idbCounts(page)).records).toBeGreaterThan(0);

  await page.getByTestId('account-drawer').getByRole('button', { name: 'Abmelden' }).click();
  // Logout goes Home (spec section 4), not to the login page.
  await expect(page).toHaveURL(/\/de\/$/);
  await expect(page.getByTestId('logout-dialog')).toHaveCount(0);
  await expect
    .poll(async () => Object.values(await idbCounts(page)).reduce((a, b) => a + b, 0))
    .toBe(0);
});
