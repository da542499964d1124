import { expect, type BrowserContext, type Page } from '@playwright/test';
import { AccountCoursesPage } from '@/pages/AccountCoursesPage';
import { CourseEditorPage, type SlotLabel } from '@/pages/CourseEditorPage';
import { LoginPage } from '@/pages/LoginPage';
import {
  COURSES,
  USERS,
  accountCourse,
  apiLogin,
  courseById,
  createSlot,
  deleteSlot,
  timesOf,
  type NewSlot,
} from '@/support/api';
import { goOffline, goOnline, waitForServiceWorkerReady } from '@/support/network';
import { outboxRows } from '@/support/outbox';
import { test } from '@/support/test';

// The sync engine under a bad network (issue 8), through the real UI against the built app.
// Each test works on training times of its own (Sonntag, unique hours) on one course.
const TITLE = COURSES.offlineEdit;

async function openEditor(page: Page): Promise<CourseEditorPage> {
  await new LoginPage(page).goto();
  await new LoginPage(page).login(USERS.course);
  await new AccountCoursesPage(page).openCourse(TITLE);
  await waitForServiceWorkerReady(page);
  return new CourseEditorPage(page);
}

const label = (slot: NewSlot): SlotLabel => ({ day: slot.day, start: slot.start, end: slot.end });

async function setup(request: Parameters<typeof apiLogin>[0], slot: NewSlot) {
  const session = await apiLogin(request, USERS.course);
  const course = await accountCourse(request, session, TITLE);
  const created = await createSlot(request, session, course._id, slot);
  return { session, course, created };
}

async function deleteSlotInUi(page: Page, slot: SlotLabel): Promise<void> {
  await page.getByRole('button', { name: `Zeit löschen: ${CourseEditorPage.label(slot)}` }).click();
}

/** Answers the next write (not a read) after the server applied it: the answer is lost. */
async function loseNextWriteAnswer(context: BrowserContext): Promise<() => number> {
  let lost = 0;
  await context.route('**/api/**', async (route) => {
    const request = route.request();
    if (request.method() === 'GET' || lost > 0 || request.url().endsWith('/api/refresh')) {
      return route.fallback();
    }
    lost += 1;
    await route.fetch();
    await route.abort('connectionreset');
  });
  return () => lost;
}

test('edit then delete of a training time offline: the delete carries the edit’s version and goes through', async ({
  context,
  page,
  request,
}) => {
  const slot: NewSlot = { day: 'Sonntag', start: '06:00', end: '07:00', location: 'Halle E1' };
  const { session, course, created } = await setup(request, slot);
  const editor = await openEditor(page);
  await expect(editor.slotRow(label(slot))).toBeVisible();

  await goOffline(context);
  const moved = { start: '06:15', end: '07:15' };
  await editor.editTimeSlot(label(slot), moved);
  await deleteSlotInUi(page, { ...label(slot), ...moved });
  await editor.expectUnsynced(2, false);

  await goOnline(context);
  await editor.expectUnsynced(0, true);
  await expect(page.getByTestId('conflict-dialog')).toHaveCount(0);
  const onServer = await timesOf(request, session, course._id);
  expect(onServer.find((t) => t._id === created._id)).toBeUndefined();
});

test('a lost answer: the retry is replayed and my next edit of the same slot is no conflict', async ({
  context,
  page,
  request,
}) => {
  const slot: NewSlot = { day: 'Sonntag', start: '08:00', end: '09:00', location: 'Halle E2' };
  const { session, course, created } = await setup(request, slot);
  const editor = await openEditor(page);
  await expect(editor.slotRow(label(slot))).toBeVisible();

  const lostCount = await loseNextWriteAnswer(context);
  const first = { start: '08:10', end: '09:10' };
  await editor.editTimeSlot(label(slot), first);
  await expect.poll(lostCount).toBe(1);
  const second = { start: '08:20', end: '09:20' };
  await editor.editTimeSlot({ ...label(slot), ...first }, second);
  await editor.syncIndicator.click();
  await page.getByRole('button', { name: 'Jetzt synchronisieren' }).click();
  await expect(editor.syncIndicator).toHaveAttribute('data-count', '0');
  await expect(page.getByTestId('conflict-dialog')).toHaveCount(0);

  const onServer = (await timesOf(request, session, course._id)).find((t) => t._id === created._id);
  expect(onServer).toMatchObject({ ...second, version: created.version + 2 });
  await deleteSlot(request, session, created._id);
});

test('refusals are flagged with a translated reason; network errors never show "Failed to fetch"', async ({
  context,
  page,
  request,
}) => {
  const slot: NewSlot = { day: 'Sonntag', start: '10:00', end: '11:00', location: 'Halle E3' };
  const { created } = await setup(request, slot);
  const admin = await apiLogin(request, USERS.admin);
  const editor = await openEditor(page);
  await expect(editor.slotRow(label(slot))).toBeVisible();

  // A request lost before the server: the row waits with a translated text.
  await context.route('**/api/times', (route) =>
    route.request().method() === 'PUT' ? route.abort('connectionreset') : route.fallback(),
  );
  await editor.editTimeSlot(label(slot), { start: '10:30', end: '11:30' });
  await editor.syncIndicator.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('outbox-row-error')).toHaveText(
    'Keine Verbindung zum Server – wird erneut versucht.',
  );
  await expect(dialog).not.toContainText('Failed to fetch');

  // Meanwhile an admin deletes the slot: the queued edit can never succeed (404) and is flagged.
  await deleteSlot(request, admin, created._id);
  await context.unroute('**/api/times');
  await dialog.getByRole('button', { name: 'Jetzt synchronisieren' }).click();
  const row = dialog.getByTestId('outbox-row');
  await expect(row).toHaveAttribute('data-status', 'refused');
  await expect(row).toHaveAttribute('data-refusal', 'not-found');
  await expect(row.getByTestId('outbox-row-error')).toHaveText(
    'Das gibt es auf dem Server nicht mehr, oder du hast keinen Zugriff mehr darauf.',
  );
  // Not retried: another round sends nothing for it and the flag stays.
  await dialog.getByRole('button', { name: 'Jetzt synchronisieren' }).click();
  expect((await outboxRows(page)).map((r) => r.status)).toEqual(['refused']);
  await row.getByRole('button', { name: 'Verwerfen' }).click();
  await expect(dialog.getByTestId('outbox-row')).toHaveCount(0);
});

test('back online: the queue goes at once with one summary, and "Keine Verbindung zum Server" goes', async ({
  context,
  page,
  request,
}) => {
  const slot: NewSlot = { day: 'Sonntag', start: '12:00', end: '13:00', location: 'Halle E4' };
  const { session, created } = await setup(request, slot);
  const editor = await openEditor(page);
  await expect(editor.slotRow(label(slot))).toBeVisible();

  await goOffline(context);
  let current = label(slot);
  for (const [index, minutes] of ['05', '10', '15'].entries()) {
    const next = { start: `12:${minutes}`, end: `13:${minutes}` };
    await editor.editTimeSlot(current, next);
    current = { ...current, ...next };
    // The dialog closes at once and the edit is queued just after: counted, as the trainer sees.
    await editor.expectUnsynced(index + 1, false);
  }
  // A reload offline: the editor comes from IndexedDB and says the server is not reachable.
  await page.reload();
  const stale = page.getByText('Keine Verbindung zum Server – angezeigt werden die gespeicherten');
  await expect(stale).toBeVisible();
  await editor.expectUnsynced(3, false);

  await goOnline(context);
  await editor.expectUnsynced(0, true);
  await expect(editor.flash.filter({ hasText: '3 Änderungen synchronisiert' })).toHaveCount(1);
  await expect(editor.flash.filter({ hasText: 'gespeichert' })).toHaveCount(0);
  await expect(stale).toHaveCount(0);
  await deleteSlot(request, session, created._id);
});

test('typing in the course form is kept when a queued edit of the course syncs', async ({
  context,
  page,
  request,
}) => {
  const session = await apiLogin(request, USERS.course);
  const course = await courseById(
    request,
    session,
    (await accountCourse(request, session, TITLE))._id,
  );
  const editor = await openEditor(page);
  const form = page.getByRole('form');
  const info = form.locator('textarea[name="info"]');
  const location = form.locator('input[name="location"]');

  await goOffline(context);
  await info.fill(`Bitte Hallenschuhe mitbringen (${Date.now()})`);
  const savedInfo = await info.inputValue();
  await page.getByTestId('course-save').click();
  await editor.expectUnsynced(1, false);

  // Typing that is not saved yet, while the queued edit goes out and a new version comes back.
  const typed = `Sporthalle Süd ${Date.now()}`;
  await location.fill(typed);
  await goOnline(context);
  await editor.expectUnsynced(0, true);
  await expect
    .poll(async () => (await courseById(request, session, course._id)).info)
    .toBe(savedInfo);
  await expect(location).toHaveValue(typed);
  await expect(info).toHaveValue(savedInfo);

  await page.getByTestId('course-save').click();
  await editor.expectUnsynced(0, true);
  await expect
    .poll(async () => (await courseById(request, session, course._id)).location)
    .toBe(typed);
  // Put the location back for the other tests of this course.
  await location.fill(course.location);
  await page.getByTestId('course-save').click();
  await editor.expectUnsynced(0, true);
});
