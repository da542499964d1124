import { expect } from '@playwright/test';
import { PublishQueuePage } from '@/pages/PublishQueuePage';
import {
  COURSES,
  USERS,
  accountCourse,
  apiLogin,
  saveCourse,
  courseById,
  grantOpenRequests,
  loginInBrowser,
} from '@/support/api';
import { axeFor } from '@/support/axe';
import { goOffline, goOnline, waitForServiceWorkerReady } from '@/support/network';
import { test } from '@/support/test';

test('the admin rejects a publish request with a reason; the trainer sees the reason on the course', async ({
  browser,
  page,
  request,
}) => {
  const trainer = await apiLogin(request, USERS.course);
  const admin = await apiLogin(request, USERS.admin);
  const course = await accountCourse(request, trainer, COURSES.publishFlow);
  await grantOpenRequests(request, admin, course._id);
  const reason = `Bitte die Hallenzeiten für die Ferien ergänzen (${Date.now()}).`;

  await loginInBrowser(page, USERS.course);
  await page.goto(`/de/account/angebot/${course._id}`);
  await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
  // A change to ask for (a published course without one offers no request).
  const editor = page.getByTestId('course-editor');
  const { info } = await courseById(request, trainer, course._id);
  await editor.getByRole('textbox', { name: /^Info/ }).fill(`${info} Neu: Ferienzeiten.`);
  await editor.getByTestId('course-save').click();
  await page.getByTestId('course-publish').click();
  await expect(page.getByTestId('course-pending')).toBeVisible();

  // The admin, in another browser, rejects it with a reason (at least 3 characters).
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await loginInBrowser(adminPage, USERS.admin);
  await adminPage.goto('/de/account/veroeffentlichungen');
  const queue = new PublishQueuePage(adminPage);
  await queue.request(course.title).getByTestId('publish-reject').click();
  const confirm = adminPage.getByTestId('publish-reject-confirm');
  await adminPage.getByRole('textbox', { name: /Begründung/ }).fill('ok');
  await expect(confirm).toBeDisabled();
  await adminPage.getByRole('textbox', { name: /Begründung/ }).fill(reason);
  await confirm.click();
  await expect(queue.request(course.title)).toHaveCount(0);
  await adminContext.close();

  // The trainer, on their screen, reads who rejected it and why, and may ask again.
  await page.reload();
  const rejected = page.getByTestId('course-rejected');
  await expect(rejected).toContainText(reason);
  await expect(rejected).toContainText(admin.user.fullname);
  await expect(page.getByTestId('course-pending')).toHaveCount(0);
  await expect(page.getByTestId('course-publish')).toBeEnabled();
  const { violations } = await axeFor(page, 'light')
    .include('[data-testid="course-rejected"]')
    .analyze();
  expect(violations.map((v) => v.id)).toEqual([]);

  // Leave the course's text as the worker's other tests know it.
  await saveCourse(request, trainer, course._id, { info });
});

test('an offline edit that meets a newer server version ends in the conflict dialog and overwrites nothing until the trainer decides', async ({
  context,
  page,
  request,
}) => {
  const trainer = await apiLogin(request, USERS.course);
  const admin = await apiLogin(request, USERS.admin);
  const { _id: id } = await accountCourse(request, trainer, COURSES.readOnly);
  const before = await courseById(request, trainer, id);
  const stamp = Date.now();
  const mine = `Hallenschuhe mitbringen (${stamp}).`;
  const theirs = `Die Halle ist im Dezember geschlossen (${stamp}).`;

  await loginInBrowser(page, USERS.course);
  await page.goto(`/de/account/angebot/${id}`);
  const editor = page.getByTestId('course-editor');
  await expect(editor).toBeVisible();
  await waitForServiceWorkerReady(page);

  await goOffline(context);
  await editor.getByRole('textbox', { name: /^Info/ }).fill(mine);
  await editor.getByTestId('course-save').click();
  await expect(
    page.getByTestId('flash-message').filter({ hasText: 'Offline gespeichert' }),
  ).toBeVisible();

  // Meanwhile the admin changes the same field on the server.
  await saveCourse(request, admin, id, { info: theirs });

  await goOnline(context);
  const dialog = page.getByTestId('conflict-dialog');
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toContainText(before.title);
  const field = dialog.getByRole('radiogroup', { name: 'Info' });
  await expect(field.getByRole('radio', { name: `Meine: ${mine}` })).toBeChecked();
  await expect(field.getByRole('radio', { name: `Server: ${theirs}` })).toBeVisible();
  const { violations } = await axeFor(page, 'light').analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
  // Nothing was overwritten while the dialog waits.
  expect((await courseById(request, trainer, id)).info).toBe(theirs);

  await dialog.getByRole('button', { name: 'Meine Version behalten' }).click();
  await expect(dialog).toHaveCount(0);
  await expect.poll(async () => (await courseById(request, trainer, id)).info).toBe(mine);
  await expect(editor.getByRole('textbox', { name: /^Info/ })).toHaveValue(mine);

  // Leave the course as the other tests expect it.
  await saveCourse(request, trainer, id, { info: before.info });
});
