import { expect } from '@playwright/test';
import { AccountCoursesPage } from '@/pages/AccountCoursesPage';
import { CourseEditorPage, type SlotLabel } from '@/pages/CourseEditorPage';
import { LoginPage } from '@/pages/LoginPage';
import {
  COURSES,
  USERS,
  accountCourse,
  apiLogin,
  grantOpenRequests,
  openRequests,
  shiftTime,
  timesOf,
} from '@/support/api';
import { goOffline, goOnline, waitForServiceWorkerReady } from '@/support/network';
import { test } from '@/support/test';

const TITLE = COURSES.offlineEdit;

test('a trainer edits a training time offline, requests publication, reloads; both reach the server once and the request the admin’s queue', async ({
  context,
  page,
  request,
}) => {
  const session = await apiLogin(request, USERS.course);
  const course = await accountCourse(request, session, TITLE);
  const serverBefore = await timesOf(request, session, course._id);
  const slot = serverBefore[0];
  if (!slot) throw new Error(`${TITLE} has no training time`);
  const before: SlotLabel = { day: slot.day, start: slot.start, end: slot.end };
  const after: SlotLabel = {
    ...before,
    start: shiftTime(slot.start, -15),
    end: shiftTime(slot.end, -15),
  };

  // Online: log in and open the editor; the service worker precaches the app shell.
  await new LoginPage(page).goto();
  await new LoginPage(page).login(USERS.course);
  await new AccountCoursesPage(page).openCourse(TITLE);
  const editor = new CourseEditorPage(page);
  await expect(editor.slotRow(before)).toBeVisible();
  await waitForServiceWorkerReady(page);

  // Offline (also for the service worker): the edit is kept locally and counted.
  await goOffline(context);
  await editor.expectUnsynced(0, false);
  await editor.editTimeSlot(before, after);
  await expect(editor.slotRow(after)).toBeVisible();
  await editor.expectUnsynced(1, false);
  // The publication request waits on the device too.
  await editor.publish.click();
  await expect(page.getByTestId('course-publish-queued')).toBeVisible();
  await editor.expectUnsynced(2, false);

  // A reload offline: the shell comes from the service worker, the editor from IndexedDB.
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  await expect(editor.heading).toHaveText(TITLE);
  await expect(editor.slotRow(after)).toBeVisible();
  await expect(editor.slotRow(before)).toHaveCount(0);
  await expect(page.getByTestId('course-publish-queued')).toBeVisible();
  await editor.expectUnsynced(2, false);

  // Back online: the queue is sent and the indicator drops to zero.
  await goOnline(context);
  await expect(editor.syncIndicator).toHaveAttribute('data-online', 'true');
  await expect(editor.syncIndicator).toHaveAttribute('data-count', '0');
  await expect(editor.slotRow(after)).toBeVisible();
  await expect(editor.pending).toBeVisible();

  // The server has the change exactly once: no duplicate slot, one version step.
  const serverAfter = await timesOf(request, session, course._id);
  expect(serverAfter).toHaveLength(serverBefore.length);
  const changed = serverAfter.filter((t) => t._id === slot._id);
  expect(changed).toHaveLength(1);
  expect(changed[0]).toMatchObject({
    day: slot.day,
    start: after.start,
    end: after.end,
    location: slot.location,
    version: slot.version + 1,
  });
  expect(
    serverAfter.filter((t) => t.day === slot.day && t.start === after.start && t.end === after.end),
  ).toHaveLength(1);
  for (const other of serverBefore.filter((t) => t._id !== slot._id)) {
    expect(serverAfter).toContainEqual(other);
  }

  // The request is in the admin's queue once; granted, it leaves it (and the course is public).
  const admin = await apiLogin(request, USERS.admin);
  const requestsOf = async () =>
    (await openRequests(request, admin)).filter((r) => r.entity._id === course._id);
  expect(await requestsOf()).toHaveLength(1);
  await grantOpenRequests(request, admin, course._id);
  expect(await requestsOf()).toHaveLength(0);
});
